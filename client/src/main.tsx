import './index.css';
import { startTransition, StrictMode, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { markHydrated, readBootData } from './app/boot';
import { watchForNewBuild } from './app/newBuild';
import { SiteContext, type Site } from './app/site';
import { startTelemetry } from './app/telemetry';
import { rememberVisitor } from './app/visitor';
import { readAuthToken } from './relay/network';
import { isServerSnapshot, resetEnvironment, startFromServerRecords } from './relay/environment';
import { disposeStaleQueries } from './relay/preload';
import { routes } from './routes';

try {
  rememberVisitor(localStorage, window.location.search);
} catch {
  // Storage may be disabled; the site works without a visitor id.
}

const boot = readBootData();
// A page the server rendered: its queries are answered from the records it sent, without a request.
if (boot?.records) startFromServerRecords(boot.records);

const router = createBrowserRouter(routes);
watchForNewBuild(router);
startTelemetry(router);

router.subscribe((state) => {
  if (state.navigation.state === 'idle') disposeStaleQueries(state.loaderData);
});

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
 */
function AfterHydration() {
  useEffect(() => {
    markHydrated();
    if (!isServerSnapshot() || readAuthToken() === null) return;
    resetEnvironment();
    void router.revalidate();
  }, []);
  return null;
}

const site: Site = {
  origin: boot?.origin ?? window.location.origin,
  renderedAt: boot?.renderedAt,
  nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined,
};

/**
 * The page's loaders and code run before it hydrates, so that its first render is the page the server sent (for
 * the signed-in area the server sent the loading page, which the router's fallback renders alike). The root
 * waits for them inside hydration: React is already listening, and a click on the server's HTML meanwhile is
 * replayed once the page has hydrated.
 */
const ready = boot?.records ? whenInitialized(router) : Promise.resolve();

function App() {
  use(ready);
  return <RouterProvider router={router} />;
}

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
// thread for the whole page: a tap or a scroll meanwhile is answered at once.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <SiteContext value={site}>
        <App />
        <AfterHydration />
      </SiteContext>
    </StrictMode>,
  );
});
