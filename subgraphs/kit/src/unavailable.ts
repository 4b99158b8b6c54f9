import { GraphQLError } from 'graphql';

/**
 * Failures that mean the database (or another service behind us) cannot be reached just now, rather than a fault
 * in the request or the code: the connection was refused, reset or timed out, or PostgreSQL is shutting down or
 * starting up. Searched along `cause` and `originalError`, where drivers and GraphQL wrap them, and Prisma's
 * `meta.driverAdapterError`, where the driver adapter's error (with PostgreSQL's code) hangs off a Prisma error.
 */
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now; Prisma: cannot reach the server, closed.
  '57P01',
  '57P02',
  '57P03',
  'P1001',
  'P1017',
]);
const unreachableMessage =
  /Connection terminated|Can't reach database server|connection (is )?closed|terminating connection/i;

export function isServiceUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, cause, originalError, meta } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalError?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof code === 'string' && unreachable.has(code)) return true;
    if (typeof message === 'string' && unreachableMessage.test(message)) return true;
    current = originalError ?? cause ?? meta?.driverAdapterError;
  }
  return false;
}

/** SERVICE_UNAVAILABLE: nothing the caller did; the same request should work again in a few seconds. */
export function serviceUnavailable(retryAfter = 5) {
  return new GraphQLError('The service is briefly unavailable; try again in a few seconds', {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfter,
      http: { status: 503, headers: new Map([['retry-after', String(retryAfter)]]) },
    },
  });
}
