import { defineMessage, defineMessages } from 'react-intl';

export const transportMessages = defineMessages({
  httpStatus: defineMessage<{ status: number; statusText: string }>({
    id: 'transport.httpStatus',
    defaultMessage: 'Error {status} {statusText}',
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
  rateLimited: {
    id: 'transport.rateLimited',
    defaultMessage: 'Too many requests. Please wait a moment and try again.',
  },
  serverError: {
    id: 'transport.serverError',
    defaultMessage: 'Something went wrong on our side. Please try again later.',
  },
});
