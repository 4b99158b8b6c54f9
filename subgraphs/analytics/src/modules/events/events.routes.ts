import { analyticsLimits, analyticsPaths } from '@platform/rules/analytics-limits';
import { RateLimitedError, type Bucket, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Log } from '@platform/subgraph-kit/subgraph';
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { parseEvents, parseNavigation, type Parsed } from './events.service.ts';
import type { EventWriter } from './events.writer.ts';
import { addressCaller } from '@platform/subgraph-kit/addresses';

/**
 * Events a browser may send a minute: a page load and a few clicks every few seconds is a busy person. An address
 * gets ten browsers' worth, since many share one (mobile carriers, offices).
 */
export const analyticsBuckets = {
  visitor: { name: 'analytics.visitor', points: 300, seconds: 60 },
  address: { name: 'analytics.address', points: 3_000, seconds: 60 },
} satisfies Record<string, Bucket>;

/** A refusal in the shape of GraphQL errors, which clients of this product already read. */
function fail(res: Response, status: number, code: string, message: string, extra: object = {}) {
  res
    .status(status)
    .setHeader('cache-control', 'no-store')
    .json({ errors: [{ message, extensions: { code, ...extra } }] });
}

/**
 * The body as JSON, whatever it was declared as: `fetch` sends `application/json`, `navigator.sendBeacon` sends
 * a string as `text/plain` and a Blob as its own type. Undefined when it is not JSON.
 */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string' || body.trim() === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export interface TelemetryRoutesOptions {
  writer: EventWriter;
  limits: RateLimits;
  log: Log;
}

/**
 * `POST /js/analytics/create.php` (one event or a batch) and `POST /api/log-navigation` (a finished navigation):
 * checked, counted against the visitor's and the address's budgets, kept for the writer and answered 204 at once.
 * Bad input is a 400 with a code and the fields at fault, never a 5xx.
 */
export function telemetryRoutes(options: TelemetryRoutesOptions) {
  const { writer, limits, log } = options;

  const handle = (parse: (body: unknown, header: string | undefined) => Parsed) =>
    async function record(req: Request, res: Response) {
      const address = addressCaller(req.ip ?? 'unknown');
      const body = jsonOf(req.body);
      const parsed: Parsed =
        body === undefined
          ? { ok: false, fields: [{ path: 'body', code: 'NOT_JSON' }] }
          : parse(body, req.get('x-token-auth'));
      try {
        // Refused requests count too, so that junk cannot be sent faster than events.
        const points = parsed.ok ? parsed.events.length : 1;
        await limits.take(analyticsBuckets.address, address, points);
        if (parsed.ok && parsed.visitorId) {
          await limits.take(analyticsBuckets.visitor, `visitor:${parsed.visitorId}`, points);
        }
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        res.setHeader('retry-after', String(error.retryAfter));
        return fail(res, 429, 'RATE_LIMITED', error.message, { retryAfter: error.retryAfter });
      }
      if (!parsed.ok) {
        const message = body === undefined ? 'The body is not JSON' : 'The event is not valid';
        return fail(res, 400, body === undefined ? 'BAD_REQUEST' : 'BAD_USER_INPUT', message, {
          fields: parsed.fields,
        });
      }
      if (!writer.add(parsed.events)) {
        res.setHeader('retry-after', '5');
        return fail(res, 503, 'SERVICE_UNAVAILABLE', 'Events cannot be taken now', { retryAfter: 5 });
      }
      res.status(204).setHeader('cache-control', 'no-store').end();
    };

  // Any declared type is read as text and then as JSON (see jsonOf); compressed bodies are inflated.
  const body = express.text({ type: () => true, limit: analyticsLimits.bodyBytesMax });

  const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    switch (error.type) {
      case 'entity.too.large':
        return fail(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large', {
          maximumBytes: analyticsLimits.bodyBytesMax,
        });
      case 'charset.unsupported':
      case 'encoding.unsupported':
        return fail(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON in UTF-8');
      default:
        if (error.status && error.status >= 400 && error.status < 500) {
          return fail(res, 400, 'BAD_REQUEST', 'The request body could not be read');
        }
        log('Unexpected error on a telemetry endpoint', error);
        return fail(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
    }
  };

  return (router: Router) => {
    router.post(analyticsPaths.events, body, handle(parseEvents), bodyErrors);
    router.post(analyticsPaths.navigation, body, handle(parseNavigation), bodyErrors);
  };
}
