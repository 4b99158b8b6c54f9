import { analyticsBatchRules, navigationRules } from '@platform/rules/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cut, startTelemetry, type TelemetryEnvironment } from './telemetry';

const visitor = 'Z'.repeat(64);
type Sent = { path: string; body: unknown; visitorId: string | null };
type Listener = (state: RouterState) => void;
type RouterState = {
  location: { pathname: string; search: string; key: string };
  navigation: { state: 'idle' | 'loading' };
};

/** Just what the telemetry reads of React Router's data router. */
function fakeRouter() {
  const listeners = new Set<Listener>();
  const router = {
    state: {
      location: { pathname: '/fa/jobs', search: '?search=react', key: 'first' },
      navigation: { state: 'idle' },
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(state: RouterState) {
      router.state = state;
      for (const listener of listeners) listener(state);
    },
  };
  return router;
}

let sent: Sent[];
let stop: () => void;
let router: ReturnType<typeof fakeRouter>;

function start() {
  const environment: TelemetryEnvironment = {
    window,
    document,
    storage: localStorage,
    send: (path, body, visitorId) => sent.push({ path, body: JSON.parse(body), visitorId }),
    now: () => new Date('2026-11-23T10:00:00.000Z'),
  };
  router = fakeRouter();
  stop = startTelemetry(router as never, environment);
}

const events = () =>
  sent.filter((s) => s.path === '/js/analytics/create.php').flatMap((s) => s.body as object[]);

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  window.history.replaceState(null, '', '/fa/jobs?search=react');
  localStorage.setItem('token_auth', visitor);
  localStorage.setItem('ref_id', 'partner-7');
  localStorage.setItem('auth_token', 'secret-session-token');
  document.body.innerHTML = `
    <a id="job-link" href="/fa/jobs/react-developer"><span>React</span>
      <strong>developer</strong></a>
    <button type="button" aria-label="Close"><svg></svg></button>
    <p id="plain">Just text</p>`;
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('startTelemetry', () => {
  it('records the page load and sends it a moment later, without delaying anything', () => {
    start();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.visitorId).toBe(visitor);
    expect(events()).toEqual([
      {
        type: 'page_load',
        url: 'http://localhost:3000/fa/jobs?search=react',
        path: '/fa/jobs',
        query: 'search=react',
        referrer: null,
        timestamp: '2026-11-23T10:00:00.000Z',
        auth_token: true,
        token_auth: visitor,
        ref_id: 'partner-7',
      },
    ]);
    // Whether there is a session, never the session itself.
    expect(JSON.stringify(sent)).not.toContain('secret-session-token');
    expect(analyticsBatchRules.safeParse(sent[0]!.body).success).toBe(true);
  });

  it('records a click on a link or a button, with its tag name, id, text and address', () => {
    start();
    (document.querySelector('#job-link strong') as HTMLElement).click();
    (document.querySelector('button svg') as unknown as HTMLElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    (document.getElementById('plain') as HTMLElement).click();
    vi.advanceTimersByTime(2_000);
    expect(events().map((e) => ({ ...e, timestamp: undefined }))).toMatchObject([
      { type: 'page_load' },
      {
        type: 'a',
        id: 'job-link',
        text: 'React developer',
        url: 'http://localhost:3000/fa/jobs/react-developer',
        path: '/fa/jobs',
      },
      { type: 'button', id: null, text: 'Close', url: 'http://localhost:3000/fa/jobs?search=react' },
    ]);
    expect(sent).toHaveLength(1);
    expect(analyticsBatchRules.safeParse(sent[0]!.body).success).toBe(true);
  });

  it('sends at once when the page is hidden or left, or when twenty events gather', () => {
    start();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(events()).toHaveLength(1);
    (document.getElementById('job-link') as HTMLElement).click();
    window.dispatchEvent(new Event('pagehide'));
    expect(events()).toHaveLength(2);
    for (let i = 0; i < 20; i++) (document.querySelector('button') as HTMLElement).click();
    expect(sent).toHaveLength(3);
    expect((sent[2]!.body as object[]).length).toBe(20);
  });

  it('keeps each request small enough for the browser’s keepalive budget', () => {
    start();
    const link = document.getElementById('job-link') as HTMLAnchorElement;
    link.href = `/fa/${'x'.repeat(5_000)}`;
    link.textContent = '۰'.repeat(500);
    for (let i = 0; i < 19; i++) link.click();
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(JSON.stringify(request.body).length).toBeLessThanOrEqual(32 * 1024);
    expect(events()).toHaveLength(20);
    for (const request of sent) expect(analyticsBatchRules.safeParse(request.body).success).toBe(true);
  });

  it('logs each navigation once it has finished, with the page it came from', () => {
    start();
    const to = { pathname: '/en/jobs', search: '?page=2', key: 'second' };
    router.emit({ location: to, navigation: { state: 'loading' } });
    expect(sent).toEqual([]);
    router.emit({ location: to, navigation: { state: 'idle' } });
    router.emit({ location: to, navigation: { state: 'idle' } });
    const navigations = sent.filter((s) => s.path === '/api/log-navigation');
    expect(navigations).toEqual([
      {
        path: '/api/log-navigation',
        visitorId: visitor,
        body: {
          path: '/en/jobs',
          query: 'page=2',
          referrer: 'http://localhost:3000/fa/jobs?search=react',
          timestamp: '2026-11-23T10:00:00.000Z',
          auth_token: true,
          token_auth: visitor,
          ref_id: 'partner-7',
        },
      },
    ]);
    expect(navigationRules.safeParse(navigations[0]!.body).success).toBe(true);
  });

  it('works without a visitor id, a session or a referral', () => {
    localStorage.clear();
    localStorage.setItem('ref_id', 'r'.repeat(500));
    start();
    vi.advanceTimersByTime(2_000);
    expect(sent[0]!.visitorId).toBeNull();
    expect(events()[0]).toMatchObject({ auth_token: false, token_auth: null, ref_id: null });
  });

  it('stops listening when stopped, sending what waits', () => {
    start();
    stop();
    expect(events()).toHaveLength(1);
    (document.getElementById('job-link') as HTMLElement).click();
    vi.advanceTimersByTime(5_000);
    expect(events()).toHaveLength(1);
    stop = () => {};
  });
});

describe('sending from the browser', () => {
  it('uses fetch with keepalive and X-Token-Auth, and falls back to sendBeacon when fetch fails', async () => {
    vi.useRealTimers();
    const fetch = vi.fn().mockRejectedValue(new TypeError('keepalive budget spent'));
    const sendBeacon = vi.fn().mockReturnValue(true);
    vi.stubGlobal('fetch', fetch);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    router = fakeRouter();
    stop = startTelemetry(router as never);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledWith(
      '/js/analytics/create.php',
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', 'x-token-auth': visitor },
      }),
    );
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    const [path, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(path).toBe('/js/analytics/create.php');
    // sendBeacon cannot set headers: the visitor id is in the body.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)[0]).toMatchObject({ type: 'page_load', token_auth: visitor });
    vi.unstubAllGlobals();
  });
});

describe('cut', () => {
  it('never leaves half of a character outside the BMP', () => {
    expect(cut('abc', 5)).toBe('abc');
    expect(cut('ab😀c', 3)).toBe('ab');
    expect(cut('ab😀c', 4)).toBe('ab😀');
  });
});
