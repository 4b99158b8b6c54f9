import type { AnalyticsEventInput } from '@platform/rules/analytics';
import { analyticsLimits, analyticsPaths } from '@platform/rules/analytics-limits';
import type { DataRouter } from 'react-router';
import { readAuthToken } from '../relay/network';
import { REFERRAL_KEY, VISITOR_ID_KEY } from './visitor';

/** Events wait this long to go together, unless the page is hidden first or enough of them wait. */
const FLUSH_AFTER_MS = 2_000;
/** Events sent at once; a request also stays small enough for the browser's keepalive budget (64 KB). */
const BATCH_EVENTS = 20;
const BATCH_BYTES = 32 * 1024;

/** What the telemetry needs of the world; the browser's by default, fakes in tests. */
export interface TelemetryEnvironment {
  window: Window;
  document: Document;
  storage: Pick<Storage, 'getItem'> | null;
  /** Sends a body to a path of this site; resolves whatever happens. */
  send(path: string, body: string, visitorId: string | null): void;
  now(): Date;
}

/**
 * Sends with `fetch(…, { keepalive: true })`, which outlives the page as `navigator.sendBeacon` does and also
 * carries the visitor id in `X-Token-Auth`, as the seed's client sent it. When keepalive fetch is missing or
 * refused (an old browser, the 64 KB budget spent), the body goes by `sendBeacon`, which cannot set headers:
 * each event carries the visitor id in its body (`token_auth`) for that. Failures are ignored.
 */
function sendFromBrowser(path: string, body: string, visitorId: string | null): void {
  const beacon = () => {
    try {
      navigator.sendBeacon?.(path, new Blob([body], { type: 'text/plain' }));
    } catch {
      // Telemetry never bothers the visitor.
    }
  };
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (visitorId) headers['x-token-auth'] = visitorId;
    fetch(path, { method: 'POST', body, headers, keepalive: true, credentials: 'omit' }).catch(beacon);
  } catch {
    beacon();
  }
}

function browserEnvironment(): TelemetryEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage is disabled: events go without a visitor id.
  }
  return { window, document, storage, send: sendFromBrowser, now: () => new Date() };
}

/** At most `max` UTF-16 units, never half of a character outside the Basic Multilingual Plane. */
export function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

const orNull = (value: string | null | undefined, max: number) => (value ? cut(value, max) : null);

/** What a clicked link or button says: its text with spaces collapsed, else its accessible name. */
function textOf(element: Element): string | null {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return orNull(
    text || element.getAttribute('aria-label') || element.getAttribute('title'),
    analyticsLimits.textMax,
  );
}

type Navigation = { path: string; query: string | null; referrer: string | null };

/**
 * The client's telemetry (§3, §7): an event on page load and on every click of a link or button, batched and
 * sent when a few have gathered, after two seconds, or when the page is hidden; and, after each navigation
 * finishes, its path, query and referrer. Nothing waits for it, and failures are ignored. Returns a function that
 * stops it (tests).
 */
export function startTelemetry(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  environment: TelemetryEnvironment = browserEnvironment(),
): () => void {
  const { window: win, document: doc, storage } = environment;
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const visitor = () => {
    const id = read(VISITOR_ID_KEY);
    return id && /^[A-Za-z0-9]{64}$/.test(id) ? id : null;
  };
  /** What every event says about the browser: never the session token, only whether there is one. */
  const browser = () => {
    const referral = read(REFERRAL_KEY)?.trim();
    return {
      timestamp: environment.now().toISOString(),
      auth_token: readAuthToken() !== null,
      token_auth: visitor(),
      ref_id: referral && referral.length <= analyticsLimits.referralIdMax ? referral : null,
    };
  };
  const page = () => ({
    url: cut(win.location.href, analyticsLimits.urlMax),
    path: cut(win.location.pathname, analyticsLimits.urlMax),
    query: orNull(win.location.search.replace(/^\?/, ''), analyticsLimits.urlMax),
  });

  let queue: AnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      let batch = queue.slice(0, BATCH_EVENTS);
      while (batch.length > 1 && JSON.stringify(batch).length > BATCH_BYTES) batch = batch.slice(0, -1);
      queue = queue.slice(batch.length);
      environment.send(analyticsPaths.events, JSON.stringify(batch), visitor());
    }
  }

  function record(event: AnalyticsEventInput) {
    queue.push(event);
    if (queue.length >= BATCH_EVENTS) flush();
    else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
  }

  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target.closest('a, button') : null;
    if (!target) return;
    const href = target instanceof HTMLAnchorElement ? target.href : '';
    record({
      type: target.tagName.toLowerCase(),
      id: orNull(target.id, analyticsLimits.elementIdMax),
      text: textOf(target),
      ...page(),
      url: cut(href || win.location.href, analyticsLimits.urlMax),
      ...browser(),
    });
  }

  function logNavigation(navigation: Navigation) {
    environment.send(analyticsPaths.navigation, JSON.stringify({ ...navigation, ...browser() }), visitor());
  }

  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush();
  };

  record({
    type: 'page_load',
    ...page(),
    referrer: orNull(doc.referrer, analyticsLimits.urlMax),
    ...browser(),
  });
  doc.addEventListener('click', onClick, { capture: true, passive: true });
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);

  // The page the visitor arrived on is the page load; each navigation after it is logged once it has finished.
  let shown = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === shown.key) return;
    const previous = `${win.location.origin}${shown.pathname}${shown.search}`;
    shown = state.location;
    logNavigation({
      path: cut(state.location.pathname, analyticsLimits.urlMax),
      query: orNull(state.location.search.replace(/^\?/, ''), analyticsLimits.urlMax),
      referrer: cut(previous, analyticsLimits.urlMax),
    });
  });

  return () => {
    unsubscribe();
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', flush);
    flush();
  };
}
