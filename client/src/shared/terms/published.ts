import { currentTerms } from '@platform/rules/terms-version';

/** The day the terms in force were published, at noon in Tehran, so that no time zone moves its day. */
export const termsPublishedOn = new Date(`${currentTerms.publishedOn}T12:00:00+03:30`);
