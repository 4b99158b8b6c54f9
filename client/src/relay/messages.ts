import { defineMessage, defineMessages } from 'react-intl';

export const transportMessages = defineMessages({
  httpStatus: defineMessage<{ status: number; statusText: string }>({
    id: 'transport.httpStatus',
    defaultMessage: 'Error {status, number, ::group-off} {statusText}',
  }),
  network: {
    id: 'transport.network',
    defaultMessage: 'Network error. Please check your internet connection.',
  },
  unknown: { id: 'transport.unknown', defaultMessage: 'An unknown error occurred.' },
  invalidToken: {
    id: 'transport.invalidToken',
    defaultMessage: 'Your session has expired. Please sign in again.',
  },
  unauthenticated: { id: 'transport.unauthenticated', defaultMessage: 'Please sign in to continue.' },
  forbidden: { id: 'transport.forbidden', defaultMessage: 'You do not have permission to do this.' },
  notFound: { id: 'transport.notFound', defaultMessage: 'The requested item was not found.' },
  badUserInput: {
    id: 'transport.badUserInput',
    defaultMessage: 'Some of the information sent is not valid.',
  },
  rateLimited: defineMessage<{ seconds: number }>({
    id: 'transport.rateLimited',
    defaultMessage:
      'Too many requests. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  }),
  rateLimitedMinutes: defineMessage<{ minutes: number }>({
    id: 'transport.rateLimitedMinutes',
    defaultMessage:
      'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  }),
  unavailable: {
    id: 'transport.unavailable',
    defaultMessage: 'The service is briefly unavailable. Please try again in a moment.',
  },
  badRequest: {
    id: 'transport.badRequest',
    defaultMessage: 'The request could not be understood. Reloading the page may help.',
  },
  tooComplex: {
    id: 'transport.tooComplex',
    defaultMessage: 'This request asks for too much at once. Try asking for less.',
  },
  tooLarge: {
    id: 'transport.tooLarge',
    defaultMessage: 'What you sent is too large.',
  },
  serverError: {
    id: 'transport.serverError',
    defaultMessage: 'Something went wrong on our side. Please try again later.',
  },
});
