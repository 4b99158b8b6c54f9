import './zodConfig';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { startTelemetry } from './app/telemetry';
import { rememberVisitor } from './app/visitor';
import { disposeStaleQueries } from './relay/preload';
import { routes } from './routes';

try {
  rememberVisitor(localStorage, window.location.search);
} catch {
  // Storage may be disabled; the site works without a visitor id.
}

const router = createBrowserRouter(routes);
startTelemetry(router);

router.subscribe((state) => {
  if (state.navigation.state === 'idle') disposeStaleQueries(state.loaderData);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
