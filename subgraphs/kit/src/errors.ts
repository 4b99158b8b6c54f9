import { publicErrorCodes } from '@platform/rules/error-codes';
import { PothosValidationError } from '@pothos/core';
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

/**
 * Errors the caller caused that Pothos raises without a code — a malformed cursor or global id, a negative page
 * size, `last` without `before` — get BAD_USER_INPUT, so that neither masking nor the logs take them for ours.
 */
export function codeCallerErrors<E extends GraphQLError>(errors: readonly E[]): GraphQLError[] {
  return errors.map((error) =>
    !error.extensions?.code && error.originalError instanceof PothosValidationError
      ? new GraphQLError(error.message, {
          nodes: error.nodes,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
        })
      : error,
  );
}

export function maskError(formatted: GraphQLFormattedError, original: unknown, options: MaskOptions = {}) {
  const callerError =
    original instanceof GraphQLError && original.originalError instanceof PothosValidationError;
  const code = callerError && !formatted.extensions?.code ? 'BAD_USER_INPUT' : formatted.extensions?.code;
  if (typeof code === 'string' && passedThrough.has(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions: { ...extensions, code } };
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
