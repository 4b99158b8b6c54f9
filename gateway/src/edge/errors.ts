import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { tokenLimitError } from './operation-limits.ts';

const suggestion = / ?Did you mean .+\?/g;

function isUncodedBadRequest(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const http = error.extensions.http as { status?: number } | undefined;
  return http?.status === 400;
}

/**
 * An error as the client is to see it, before masking: Apollo Server wraps what a validation rule reports in its own
 * GRAPHQL_VALIDATION_FAILED, and graphql-js's token limit is a plain syntax error; the limit's own code
 * (QUERY_TOO_COMPLEX, with its figures) is what a client can act on. "Did you mean …?" names fields of the schema,
 * which only those who may read the schema are told.
 */
export function publicError(
  formatted: GraphQLFormattedError,
  original: unknown,
  canIntrospect: boolean,
): GraphQLFormattedError {
  let result = formatted;
  const cause = original instanceof GraphQLError ? original.originalError : undefined;
  const limitCode = cause instanceof GraphQLError ? cause.extensions?.code : undefined;
  if (isUncodedBadRequest(original)) {
    // Apollo Server's own 400s without a code (a persisted query whose hash does not match its text, an
    // unsupported persisted-query version) are the caller's fault, which it would call INTERNAL_SERVER_ERROR.
    result = { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  } else if (limitCode === 'QUERY_TOO_COMPLEX') {
    const { http: _http, ...extensions } = (cause as GraphQLError).extensions;
    result = { ...formatted, extensions };
  } else if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED') {
    const limit = tokenLimitError(formatted);
    if (limit) {
      const { http: _http, ...extensions } = limit.extensions;
      result = { message: limit.message, extensions };
    }
  }
  if (!canIntrospect && suggestion.test(result.message)) {
    result = { ...result, message: result.message.replace(suggestion, '') };
  }
  return result;
}
