import { contentLimits } from './content-limits.ts';

/** Testimonials' and comments' limits (§3, §5, §9), exported so that forms can say them in the user's language. */
export const feedbackLimits = {
  nameMin: contentLimits.nameMin,
  nameMax: contentLimits.nameMax,
  companyMax: 120,
  emailMax: contentLimits.emailMax,
  websiteMax: 300,
  textMin: 10,
  textMax: 1_000,
  ratingMin: 1,
  ratingMax: 5,
  /** Testimonials and comments a page shows, and the most a page may ask for. */
  pageSize: 20,
  pageMax: 50,
  /** Admins' replies a comment takes (and shows) at most: a page of comments is priced by them. */
  repliesMax: 5,
} as const;

/** The five levels of a rating, 1 to 5 (§9): poor, fair, good, very good, excellent. */
export const ratingLevels = [
  { value: 1, key: 'POOR' },
  { value: 2, key: 'FAIR' },
  { value: 3, key: 'GOOD' },
  { value: 4, key: 'VERY_GOOD' },
  { value: 5, key: 'EXCELLENT' },
] as const;

export const testimonialStates = ['SUBMITTED', 'PUBLISHED', 'REJECTED'] as const;
export const testimonialDecisions = ['PUBLISH', 'REJECT'] as const;
export const commentStates = ['PENDING', 'PUBLISHED', 'HIDDEN', 'SPAM'] as const;
export const commentActions = ['PUBLISH', 'HIDE', 'SPAM'] as const;
/**
 * What the admins' queue lists of comments: by state (the published ones without the admins' replies, to answer
 * them), or the published ones readers reported.
 */
export const commentQueueFilters = ['PENDING', 'REPORTED', 'PUBLISHED', 'HIDDEN', 'SPAM'] as const;
export const commentReportReasons = ['SPAM', 'INAPPROPRIATE', 'HARASSMENT', 'OTHER'] as const;
