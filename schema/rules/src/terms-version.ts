/**
 * The terms of use in force. Registering accepts them; a version published later asks everyone who accepted an
 * earlier one to accept again. The text of a version is the client's (`/terms`), and a change to it is a new
 * version here. (Without zod: every page's frame reads it.)
 */
export const currentTerms = { version: 1, publishedOn: '2025-03-21' } as const;

/** The items of the terms, in their order on the page. */
export const termsItems = ['service', 'account', 'conduct', 'payments', 'privacy'] as const;

/** Whether someone who accepted `accepted` (or nothing) is asked to accept the terms in force. */
export function termsToAccept(accepted: number | null | undefined): boolean {
  return (accepted ?? 0) < currentTerms.version;
}
