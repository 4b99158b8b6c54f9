import type { PublicErrorCode } from '@platform/rules/error-codes';
import type { MessageDescriptor } from 'react-intl';
import { transportMessages } from './messages';

export interface ServerError {
  message?: string;
  extensions?: { code?: unknown; retryAfter?: unknown };
}

/** What went wrong with a call, before it is put into words. */
export type TransportFailure =
  | { kind: 'server'; status: number; statusText: string; errors: readonly ServerError[] }
  | { kind: 'http'; status: number; statusText: string }
  | { kind: 'network' }
  | { kind: 'unknown' };

export type LocalizedText =
  { descriptor: MessageDescriptor; values?: Record<string, string | number> } | { text: string };

export interface FailureDescription {
  /** The stored session is no longer valid: sign the user out and send them to the login page. */
  invalidToken: boolean;
  message: LocalizedText;
}

const INVALID_TOKEN = 'INVALID_TOKEN';

/** Words for every code the server may send (the shared list: a new code fails to compile until it has some). */
const KNOWN_CODES: Record<PublicErrorCode, MessageDescriptor> = {
  INVALID_TOKEN: transportMessages.invalidToken,
  UNAUTHENTICATED: transportMessages.unauthenticated,
  FORBIDDEN: transportMessages.forbidden,
  NOT_FOUND: transportMessages.notFound,
  BAD_USER_INPUT: transportMessages.badUserInput,
  BAD_REQUEST: transportMessages.badRequest,
  GRAPHQL_PARSE_FAILED: transportMessages.badRequest,
  GRAPHQL_VALIDATION_FAILED: transportMessages.badRequest,
  PERSISTED_QUERY_NOT_FOUND: transportMessages.badRequest,
  PERSISTED_QUERY_NOT_SUPPORTED: transportMessages.badRequest,
  OPERATION_RESOLUTION_FAILURE: transportMessages.badRequest,
  METHOD_NOT_ALLOWED: transportMessages.badRequest,
  UNSUPPORTED_MEDIA_TYPE: transportMessages.badRequest,
  QUERY_TOO_COMPLEX: transportMessages.tooComplex,
  PAYLOAD_TOO_LARGE: transportMessages.tooLarge,
  RATE_LIMITED: transportMessages.rateLimited,
  SERVICE_UNAVAILABLE: transportMessages.unavailable,
  INTERNAL_SERVER_ERROR: transportMessages.serverError,
};

function isKnownCode(code: string): code is PublicErrorCode {
  return Object.hasOwn(KNOWN_CODES, code);
}

function isInvalidToken(error: ServerError): boolean {
  return error.extensions?.code === INVALID_TOKEN || error.message === 'invalidToken';
}

export function describeFailure(failure: TransportFailure): FailureDescription {
  switch (failure.kind) {
    case 'server': {
      if (failure.errors.some(isInvalidToken)) {
        return { invalidToken: true, message: { descriptor: transportMessages.invalidToken } };
      }
      const first = failure.errors[0];
      const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
      if (code === 'RATE_LIMITED') {
        const given = Number(first?.extensions?.retryAfter);
        const seconds = Number.isFinite(given) && given > 0 ? Math.ceil(given) : 60;
        // A wait of minutes is said in minutes: "60 minutes", not "3,599 seconds".
        return {
          invalidToken: false,
          message:
            seconds < 90
              ? { descriptor: transportMessages.rateLimited, values: { seconds } }
              : {
                  descriptor: transportMessages.rateLimitedMinutes,
                  values: { minutes: Math.ceil(seconds / 60) },
                },
        };
      }
      if (code && isKnownCode(code))
        return { invalidToken: false, message: { descriptor: KNOWN_CODES[code] } };
      if (first?.message) return { invalidToken: false, message: { text: first.message } };
      return describeFailure({ kind: 'http', status: failure.status, statusText: failure.statusText });
    }
    case 'http':
      return {
        invalidToken: false,
        message: {
          descriptor: transportMessages.httpStatus,
          values: { status: failure.status, statusText: failure.statusText },
        },
      };
    case 'network':
      return { invalidToken: false, message: { descriptor: transportMessages.network } };
    case 'unknown':
      return { invalidToken: false, message: { descriptor: transportMessages.unknown } };
  }
}

/** Thrown by the network layer; route error pages read `status` to pick 404, 500 or the general page. */
export class TransportError extends Error {
  readonly failure: TransportFailure;
  readonly description: FailureDescription;

  constructor(failure: TransportFailure) {
    super(`GraphQL request failed (${failure.kind})`);
    this.name = 'TransportError';
    this.failure = failure;
    this.description = describeFailure(failure);
  }

  get status(): number | undefined {
    return 'status' in this.failure ? this.failure.status : undefined;
  }
}
