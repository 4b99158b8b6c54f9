import { createMemoryRouter, IDLE_NAVIGATION } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  fullLoadTarget,
  isCheckDue,
  latestBuildId,
  runningBuildId,
  watchForNewBuild,
} from './newBuild';

const place = (pathname: string, search = '', hash = '') => ({
  pathname,
  search,
  hash,
  state: null,
  key: Math.random().toString(36),
});
const idle = IDLE_NAVIGATION;

describe('the decisions', () => {
  it('reads the id of a build manifest and nothing else', () => {
    expect(latestBuildId({ id: 'm1x-ab12', timestamp: 1 })).toBe('m1x-ab12');
    expect(latestBuildId({ id: '' })).toBeNull();
    expect(latestBuildId({ id: 7 })).toBeNull();
    expect(latestBuildId('<!doctype html>')).toBeNull();
    expect(latestBuildId(null)).toBeNull();
  });

  it('has no build of its own outside a production build', () => {
    expect(runningBuildId()).toBeNull();
  });

  it('checks once an hour', () => {
    expect(isCheckDue(0, BUILD_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(isCheckDue(0, BUILD_CHECK_INTERVAL_MS)).toBe(true);
  });

  it('loads afresh the page a navigation is heading for, before its data', () => {
    const shown = place('/fa/jobs');
    const target = place('/fa/jobs/react-developer');
    const loading = { state: 'loading', location: target } as never;
    expect(fullLoadTarget({ location: shown, navigation: loading }, shown)).toBe(target);
  });

  it('loads afresh a page a navigation with nothing to load has arrived at', () => {
    const arrived = place('/fa/about');
    expect(fullLoadTarget({ location: arrived, navigation: idle }, place('/fa/jobs'))).toBe(arrived);
    const searched = place('/fa/jobs', '?search=react');
    expect(fullLoadTarget({ location: searched, navigation: idle }, place('/fa/jobs'))).toBe(searched);
  });

  it('stays in the page for a hash, a submission or a revalidation', () => {
    const shown = place('/fa/jobs');
    expect(
      fullLoadTarget({ location: place('/fa/jobs', '', '#filters'), navigation: idle }, shown),
    ).toBeNull();
    const submitting = { state: 'submitting', location: place('/fa/login') } as never;
    expect(fullLoadTarget({ location: shown, navigation: submitting }, shown)).toBeNull();
    expect(fullLoadTarget({ location: shown, navigation: idle }, shown)).toBeNull();
  });
});

describe('watching for a new build', () => {
  let latest: string;
  let fetchLatest: ReturnType<typeof vi.fn<typeof fetch>>;
  let load: ReturnType<typeof vi.fn<(href: string) => void>>;
  let visibility: DocumentVisibilityState;
  const listeners = new Set<() => void>();
  const doc = {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  } as unknown as Document;
  const setVisibility = (value: DocumentVisibilityState) => {
    visibility = value;
    for (const listener of listeners) listener();
  };

  function start(initialPath = '/fa/jobs') {
    const dataLoads: string[] = [];
    const router = createMemoryRouter(
      [
        { path: '/fa/jobs', element: null },
        {
          path: '/fa/jobs/:slug',
          loader: ({ params }) => {
            dataLoads.push(params.slug ?? '');
            return null;
          },
          element: null,
        },
        { path: '/fa/about', element: null },
      ],
      { initialEntries: [initialPath] },
    );
    const stop = watchForNewBuild(router, { buildId: 'build-1', fetch: fetchLatest, load, document: doc });
    return { router, stop, dataLoads };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    latest = 'build-1';
    visibility = 'visible';
    listeners.clear();
    fetchLatest = vi.fn<typeof fetch>(async () => Response.json({ id: latest, timestamp: 1 }));
    load = vi.fn<(href: string) => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every hour, past the caches', async () => {
    const { stop } = start();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    const [url, init] = fetchLatest.mock.calls[0]!;
    expect(url).toBe(`/builds/latest.json?t=${Date.now()}`);
    expect(init).toEqual({ cache: 'no-cache' });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
  });

  it('navigates in the page while the build is the same', async () => {
    const { router, stop, dataLoads } = start();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    await router.navigate('/fa/jobs/react-developer');
    expect(load).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/fa/jobs/react-developer');
    expect(dataLoads).toEqual(['react-developer']);
    stop();
  });

  it('loads the next page afresh once a new build is out, before the old version shows it', async () => {
    const { router, stop } = start();
    latest = 'build-2';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(load).not.toHaveBeenCalled();
    void router.navigate('/fa/jobs/react-developer?from=list');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledWith('/fa/jobs/react-developer?from=list');
    await vi.advanceTimersByTimeAsync(1000);
    expect(router.state.location.pathname).toBe('/fa/jobs');
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads afresh a page with no data after it arrived', async () => {
    const { router, stop } = start();
    latest = 'build-2';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    await router.navigate('/fa/jobs#filters');
    expect(load).not.toHaveBeenCalled();
    await router.navigate('/fa/about');
    expect(load).toHaveBeenCalledExactlyOnceWith('/fa/about');
    stop();
  });

  it('stops asking once it knows, and ignores answers that are not a manifest', async () => {
    fetchLatest.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    fetchLatest.mockResolvedValueOnce(new Response('', { status: 503 }));
    fetchLatest.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { router, stop } = start();
    latest = 'build-2';
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS);
    await router.navigate('/fa/about');
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(5 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(4);
    await router.navigate('/fa/jobs');
    expect(load).toHaveBeenCalledExactlyOnceWith('/fa/jobs');
    stop();
  });

  it('asks when a tab hidden for over an hour is shown again, not sooner', async () => {
    const { stop } = start();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS / 2);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).not.toHaveBeenCalled();
    stop();

    // Browsers hold back timers in hidden tabs, so the hourly timer may not have fired.
    const skipped = start();
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + BUILD_CHECK_INTERVAL_MS + 1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    skipped.stop();
  });

  it('does nothing without a build of its own', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }]);
    watchForNewBuild(router, { buildId: null, fetch: fetchLatest, load, document: doc });
    await vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatest).not.toHaveBeenCalled();
  });
});
