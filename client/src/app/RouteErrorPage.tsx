import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { TransportError } from '../relay/transportErrors';
import { markChunkReload, shouldReloadForChunkError } from './chunkReload';
import { ErrorPage, type ErrorKind } from './ErrorPage';
import { PageSpinner } from './PageSpinner';

/** The wait the server asked for with a refusal (RATE_LIMITED's `retryAfter`), in seconds. */
function retryAfterOf(error: TransportError): number | undefined {
  if (error.failure.kind !== 'server') return undefined;
  const given = Number(error.failure.errors[0]?.extensions?.retryAfter);
  return Number.isFinite(given) && given > 0 ? given : undefined;
}

export function classify(error: unknown): { kind: ErrorKind; status?: number; retryAfter?: number } {
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof TransportError
      ? error.status
      : undefined;
  if (status === 404) return { kind: 'notFound' };
  if (status === 410) return { kind: 'gone' };
  if (status === 429)
    return {
      kind: 'rateLimited',
      status,
      retryAfter: error instanceof TransportError ? retryAfterOf(error) : undefined,
    };
  if (status === 503) return { kind: 'unavailable', status };
  if (status !== undefined && status >= 500) return { kind: 'server', status };
  // A failure inside a successful answer (GraphQL errors under HTTP 200) has no error status of its own to show.
  return { kind: 'general', status: status !== undefined && status >= 400 ? status : undefined };
}

/** The route-level error element: picks the 404, 410, 500 or general page for whatever was thrown. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const reload = shouldReloadForChunkError(error, location.pathname, sessionStorage);

  useEffect(() => {
    if (!reload) return;
    markChunkReload(location.pathname, sessionStorage);
    window.location.reload();
  }, [reload, location.pathname]);

  if (reload) return <PageSpinner />;
  const { kind, status, retryAfter } = classify(error);
  return (
    <ErrorPage
      kind={kind}
      status={status}
      retryAfter={retryAfter}
      path={kind === 'notFound' ? location.pathname : undefined}
      onRetry={kind === 'notFound' ? undefined : () => void navigate(0)}
    />
  );
}
