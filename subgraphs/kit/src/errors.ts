import { publicErrorCodes } from '@platform/rules/error-codes';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/**
 * Error codes a client may rely on. Anything else leaving a server is masked as INTERNAL_SERVER_ERROR, so that
 * stack traces, SQL and other internals never reach a client.
 */
const passedThrough = new Set<string>(publicErrorCodes.filter((code) => code !== 'INTERNAL_SERVER_ERROR'));

export interface MaskOptions {
  requestId?: string | undefined;
  log?: (message: string, error: unknown) => void;
}

export function maskError(formatted: GraphQLFormattedError, original: unknown, options: MaskOptions = {}) {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && passedThrough.has(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  (options.log ?? defaultLog)(
    `Unexpected error${options.requestId ? ` in request ${options.requestId}` : ''}`,
    original,
  );
  return {
    message: 'Internal server error',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      ...(options.requestId ? { requestId: options.requestId } : {}),
    },
  };
}

function defaultLog(message: string, error: unknown) {
  console.error(message, error);
}

export function badUserInput(message: string, field?: string) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}
