import type { DataRouter, Location } from 'react-router';

/** Set by the build (client/buildManifest.ts); null under the dev server, absent in tests and on the server. */
declare const __BUILD_ID__: string | null | undefined;

/** How often a page that stays open asks whether a new version has been deployed. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The build this page runs, or null where there is no build to compare (dev server, tests). */
export function runningBuildId(): string | null {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : null;
}

/** The id in a `builds/latest.json` body; null for anything else (an HTML error page, a half-written file). */
export function latestBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id } = body as { id?: unknown };
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Checked at most once an hour; a tab that was hidden for longer checks as soon as it is shown again. */
export function isCheckDue(lastCheckAt: number, now: number): boolean {
  return now - lastCheckAt >= BUILD_CHECK_INTERVAL_MS;
}

type RouterState = Pick<DataRouter['state'], 'location' | 'navigation'>;
type Place = Pick<Location, 'pathname' | 'search'>;

const samePage = (a: Place, b: Place) => a.pathname === b.pathname && a.search === b.search;

/**
 * Once a new build is out, where the page should be loaded afresh: the page a navigation is heading for (before
 * the old version shows it) or has just arrived at (a navigation with nothing to load), as long as it is another page than
 * the one shown. A change of the hash alone, a form being submitted and a revalidation stay in the page.
 */
export function fullLoadTarget(state: RouterState, shown: Place): Location | null {
  if (state.navigation.state === 'submitting') return null;
  const target = state.navigation.state === 'loading' ? state.navigation.location : state.location;
  return samePage(target, shown) ? null : target;
}

type WatchedRouter = Pick<DataRouter, 'state' | 'subscribe' | 'dispose' | 'createHref'>;

export interface NewBuildWatchOptions {
  buildId?: string | null;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the full page load goes. */
  load?: (href: string) => void;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Asks every hour whether a new version has been deployed (`/builds/latest.json`, past every cache), and once it
 * has, makes the next navigation a full page load, so that the visitor gets the new version without losing what
 * is on the screen now. Returns a function that stops the watch.
 */
export function watchForNewBuild(router: WatchedRouter, options: NewBuildWatchOptions = {}): () => void {
  const buildId = options.buildId === undefined ? runningBuildId() : options.buildId;
  if (buildId === null || typeof window === 'undefined') return () => {};
  const fetchLatest = options.fetch ?? window.fetch.bind(window);
  const now = options.now ?? Date.now;
  const load = options.load ?? ((href: string) => window.location.assign(href));
  const doc = options.document ?? document;

  let lastCheckAt = now();
  let newBuild = false;
  let shown: Place = router.state.location;

  async function check() {
    lastCheckAt = now();
    try {
      const response = await fetchLatest(`/builds/latest.json?t=${lastCheckAt}`, { cache: 'no-cache' });
      if (!response.ok) return;
      const latest = latestBuildId(await response.json());
      if (latest !== null && latest !== buildId) {
        newBuild = true;
        stopChecking();
      }
    } catch {
      // Offline or a deploy under way: the next check asks again.
    }
  }

  const timer = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (doc.visibilityState === 'visible' && isCheckDue(lastCheckAt, now())) void check();
  };
  doc.addEventListener('visibilitychange', onVisible);
  function stopChecking() {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisible);
  }

  const unsubscribe = router.subscribe((state) => {
    const target = newBuild ? fullLoadTarget(state, shown) : null;
    if (!target) {
      shown = state.location;
      return;
    }
    // The router stops here, so the old version does not render the next page.
    router.dispose();
    load(router.createHref(target));
  });

  return () => {
    stopChecking();
    unsubscribe();
  };
}
