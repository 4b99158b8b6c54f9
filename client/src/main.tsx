import './index.css';
import { startTransition, StrictMode, use, useEffect, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { markHydrated, readBootData, yieldToBrowser } from './app/boot';
import { DEFAULT_LOCALE, localeFromPath } from './app/locale';
import { INTL_LOCALE } from './i18n/intlLocale';
import { watchForNewBuild } from './app/newBuild';
import { SiteContext, type Site } from './app/site';
import { startTelemetry } from './app/telemetry';
import { rememberVisitor } from './app/visitor';
import { readAuthToken } from './relay/network';
import {
  firstPageLoaded,
  isServerSnapshot,
  resetEnvironment,
  startFromServerRecords,
} from './relay/environment';
import { disposeStaleQueries } from './relay/preload';
import { browserRoutes } from './routes';

try {
  rememberVisitor(localStorage, window.location.search);
} catch {
  // Storage may be disabled; the site works without a visitor id.
}

function whenInitialized(data: DataRouter): Promise<void> {
  if (data.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = data.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Once the page has hydrated as the server rendered it for a visitor, a stored session takes over: the store
 * starts again for that identity, and the route loaders run again with it.
 *
 * The root's effects run when its shell has hydrated; React hydrates the parts inside Suspense boundaries (the
 * page's content) after that, at idle priority. The page says it has hydrated once the browser is idle again, that
 * is once those parts have hydrated too.
 */
function AfterHydration({ router }: { router: DataRouter }) {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(markHydrated, { timeout: 2000 });
    else setTimeout(markHydrated, 50);
    if (!isServerSnapshot() || readAuthToken() === null) return;
    resetEnvironment();
    void router.revalidate();
  }, [router]);
  return null;
}

/**
 * The page's loaders and code run before it hydrates, so that its first render is the page the server sent (for
 * the signed-in area the server sent the loading page, which the router's fallback renders alike). The root
 * waits for them inside hydration: React is already listening, and a click on the server's HTML meanwhile is
 * replayed once the page has hydrated.
 */
function App({ router, ready }: { router: DataRouter; ready: Promise<void> }) {
  use(ready);
  const initializedAtRender = router.state.initialized;
  // RouterProvider reads the router's state when it renders and subscribes to it when it commits (its layout effect
  // runs before this one). Loaders that finish in between, as they can while a busy browser hydrates, would leave it
  // on the loading page for good; the router then tells it again.
  useLayoutEffect(() => {
    if (!initializedAtRender && router.state.initialized) void router.revalidate();
  }, [router, initializedAtRender]);
  return <RouterProvider router={router} />;
}

/**
 * The page's start, cut into tasks of a few milliseconds (the modules' own start is the first): a tap or a scroll
 * on the server's page meanwhile is answered between them.
 */
async function start() {
  await yieldToBrowser();
  const boot = readBootData();
  // A page the server rendered: its queries are answered from the records it sent, without a request.
  if (boot?.records) startFromServerRecords(boot.records);

  await yieldToBrowser();
  // The browser's first use of Intl loads ICU's data (15–45 ms on a desktop): the start script's worker
  // (`app/intlWarmup.ts`) has usually done it on another thread by now; where it has not, it is done here, in a task
  // of its own.
  const pageLocale = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
  const intlLocale = INTL_LOCALE[pageLocale];
  Intl.DateTimeFormat.supportedLocalesOf(intlLocale);
  Intl.NumberFormat.supportedLocalesOf(intlLocale);

  await yieldToBrowser();
  const { routes, patchRoutesOnNavigation } = browserRoutes(pageLocale);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  watchForNewBuild(router);
  startTelemetry(router);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') disposeStaleQueries(state.loaderData);
  });
  // Once the first page has loaded from the server's records, later loads ask the graph as their queries say.
  const ready = boot?.records ? whenInitialized(router).then(firstPageLoaded) : Promise.resolve();
  const site: Site = {
    origin: boot?.origin ?? window.location.origin,
    renderedAt: boot?.renderedAt,
    languageOffer: boot?.languageOffer,
    nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined,
  };

  await yieldToBrowser();
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap or a scroll meanwhile is answered at once.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SiteContext value={site}>
          <App router={router} ready={ready} />
          <AfterHydration router={router} />
        </SiteContext>
      </StrictMode>,
    );
  });
}

void start();
