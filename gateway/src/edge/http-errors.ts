import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

/** An answer in GraphQL's error shape, so that every answer from /graphql is GraphQL JSON with a code. */
export function sendGraphQLError(
  res: Response,
  status: number,
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
) {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions: { code, ...extensions } }] }));
}

/**
 * What /graphql accepts before its body is read: GET and POST (OPTIONS is CORS's), a POST body as JSON in UTF-8.
 * Anything else gets 405 or 415 in GraphQL's error shape rather than Express's or Apollo's plain answers.
 */
export const graphqlRequestShape: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('allow', 'GET, POST');
    sendGraphQLError(res, 405, 'METHOD_NOT_ALLOWED', 'Send GraphQL requests with POST (or GET for queries)');
    return;
  }
  if (req.method === 'POST') {
    const type = req.headers['content-type'] ?? '';
    const [mediaType, ...parameters] = type.split(';').map((p) => p.trim().toLowerCase());
    const charset = parameters
      .find((p) => p.startsWith('charset='))
      ?.slice('charset='.length)
      .replace(/"/g, '');
    if (mediaType !== 'application/json' || (charset && charset !== 'utf-8' && charset !== 'utf8')) {
      sendGraphQLError(
        res,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the request body as application/json in UTF-8',
      );
      return;
    }
  }
  next();
};

/** body-parser's failures on /graphql, as GraphQL errors with codes. */
export function graphqlBodyErrors(log: (message: string, error?: unknown) => void): ErrorRequestHandler {
  return (error: { type?: string; status?: number; limit?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    switch (error.type) {
      case 'entity.parse.failed':
        return sendGraphQLError(res, 400, 'BAD_REQUEST', 'The request body is not valid JSON');
      case 'entity.too.large':
        return sendGraphQLError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large', {
          maximumBytes: error.limit,
        });
      case 'charset.unsupported':
      case 'encoding.unsupported':
        return sendGraphQLError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body in UTF-8');
      case 'request.aborted':
      case 'request.size.invalid':
        return sendGraphQLError(res, 400, 'BAD_REQUEST', 'The request body did not arrive whole');
      default:
        // body-parser gives a client's other faults (a body that fails to decompress, say) a 4xx status.
        if (error.status && error.status >= 400 && error.status < 500) {
          return sendGraphQLError(res, 400, 'BAD_REQUEST', 'The request body could not be read');
        }
        log('Unexpected error on /graphql', error);
        return sendGraphQLError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error', {
          requestId: res.getHeader('x-request-id'),
        });
    }
  };
}

/**
 * The last handler for any path: a status and a short text, never Express's page with a stack trace and file
 * paths, whatever NODE_ENV says. Errors with a client status (a malformed address) are not logged as ours.
 */
export function finalErrorHandler(log: (message: string, error?: unknown) => void): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number }, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    const clientFault = status >= 400 && status < 500;
    if (!clientFault) log(`Unexpected error on ${req.method} ${req.path}`, error);
    res
      .status(clientFault ? status : 500)
      .type('text/plain')
      .send(clientFault ? 'Bad request' : `Internal server error (request ${res.getHeader('x-request-id')})`);
  };
}

/** Addresses that are neither a page, a file nor an endpoint. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};
