import { publicErrorCodes } from '@platform/rules/error-codes';
import { PothosValidationError } from '@pothos/core';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isServiceUnavailable, serviceUnavailable } from './unavailable.ts';

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
 * A value the database refused as its column's type (Prisma's P2007): what the caller sent that decodes but names
 * nothing, such as a well-formed cursor whose id is not one (`after: "R1BDOlM6eA=="`, the cursor of "x").
 */
const isMisfitValue = (error: GraphQLError) =>
  (error.originalError as { code?: unknown } | undefined)?.code === 'P2007';

/** What is said of a misfit value: never the database's own words (they name files and columns). */
const misfitMessage = 'An argument does not fit: a cursor or id that names nothing';

/**
 * The code an uncoded error deserves: BAD_USER_INPUT for what the caller caused that Pothos raises without a code
 * (a malformed cursor or global id, a negative page size, `last` without `before`) or the database refuses as its
 * column's type, SERVICE_UNAVAILABLE when the database cannot be reached. Neither is ours to mask or log as a fault.
 */
function knownCode(error: GraphQLError): string | undefined {
  if (error.originalError instanceof PothosValidationError || isMisfitValue(error)) return 'BAD_USER_INPUT';
  if (isServiceUnavailable(error)) return 'SERVICE_UNAVAILABLE';
  return undefined;
}

/** The message a coded caller error keeps. */
function messageOf(error: GraphQLError, code: string) {
  if (code === 'SERVICE_UNAVAILABLE') return serviceUnavailable().message;
  return isMisfitValue(error) ? misfitMessage : error.message;
}

export function codeCallerErrors<E extends GraphQLError>(errors: readonly E[]): GraphQLError[] {
  return errors.map((error) => {
    const code = error.extensions?.code ? undefined : knownCode(error);
    return code
      ? new GraphQLError(messageOf(error, code), {
          nodes: error.nodes,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, code },
        })
      : error;
  });
}

export function maskError(formatted: GraphQLFormattedError, original: unknown, options: MaskOptions = {}) {
  const known =
    original instanceof GraphQLError && !formatted.extensions?.code ? knownCode(original) : undefined;
  const code = known ?? formatted.extensions?.code;
  if (typeof code === 'string' && passedThrough.has(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    if (code === 'SERVICE_UNAVAILABLE') {
      return { ...formatted, message: serviceUnavailable().message, extensions: { ...extensions, code } };
    }
    if (known && original instanceof GraphQLError && isMisfitValue(original))
      return { ...formatted, message: misfitMessage, extensions: { ...extensions, code } };
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
