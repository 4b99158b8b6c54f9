/**
 * The codes a client may find in `errors[].extensions.code`. The server masks any other error as
 * INTERNAL_SERVER_ERROR; the web client has words for each of these in Persian, English and Azerbaijani.
 */
export const publicErrorCodes = [
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;

export type PublicErrorCode = (typeof publicErrorCodes)[number];
