/**
 * A collaborator's profile (§3 Collaborator): its choices and limits, without zod, for pages that only show them.
 * The rules that check a profile are in `./collaborators.ts`.
 */

/** What a collaborator works on. */
export const expertiseAreas = ['FRONTEND', 'BACKEND', 'FULLSTACK', 'MOBILE', 'UI_UX', 'DEVOPS'] as const;
export type Expertise = (typeof expertiseAreas)[number];

/** Whether a collaborator takes work now. */
export const availabilities = ['AVAILABLE', 'BUSY', 'UNAVAILABLE'] as const;

/** The parts a collaborator takes in a project (§3 "roles"). */
export const collaboratorRoles = [
  'DEVELOPER',
  'TECH_LEAD',
  'ARCHITECT',
  'DESIGNER',
  'DEVOPS_ENGINEER',
  'QA_ENGINEER',
  'PROJECT_MANAGER',
  'PRODUCT_MANAGER',
  'CONSULTANT',
  'MENTOR',
] as const;
export type CollaboratorRole = (typeof collaboratorRoles)[number];
export type Availability = (typeof availabilities)[number];

/**
 * A profile's state: DRAFT until its owner publishes it, PUBLISHED in the directory, HIDDEN by its owner,
 * SUSPENDED by an admin (its owner cannot publish it again).
 */
export const collaboratorStates = ['DRAFT', 'PUBLISHED', 'HIDDEN', 'SUSPENDED'] as const;
export type CollaboratorState = (typeof collaboratorStates)[number];

/** How the directory orders collaborators. */
export const collaboratorSorts = ['RECENT', 'RATING', 'RATE_LOW', 'RATE_HIGH'] as const;
export type CollaboratorSort = (typeof collaboratorSorts)[number];

/** The languages a profile's words may be written in. */
export const profileLocales = ['fa', 'en', 'az'] as const;

/**
 * The languages a collaborator may say they speak, as ISO 639-1 codes (the page names each in its own language with
 * `Intl.DisplayNames`): the product's three, then the region's and the world's most asked for.
 */
export const spokenLanguages = [
  'fa',
  'en',
  'az',
  'tr',
  'ar',
  'ru',
  'ku',
  'ps',
  'ur',
  'hy',
  'ka',
  'tk',
  'uz',
  'tg',
  'de',
  'fr',
  'es',
  'it',
  'zh',
  'ja',
  'ko',
  'hi',
] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

export const collaboratorLimits = {
  /** A profile's address: lower-case Latin letters, digits and single hyphens. */
  slugMin: 3,
  slugMax: 60,
  nameMin: 2,
  nameMax: 80,
  headlineMin: 5,
  headlineMax: 120,
  bioMax: 3_000,
  expertiseMax: expertiseAreas.length,
  skills: 30,
  skillMax: 40,
  languages: 10,
  roles: 5,
  /** Positions held (work experience), and each language's notes on the projects it takes. */
  positions: 10,
  projectNotesMax: 1_500,
  yearsMax: 60,
  /** Rates in rials: at most a thousand billion. */
  rateMax: 1_000_000_000_000,
  searchMax: 100,
  reasonMax: 500,
  /** A directory page. */
  pageSize: 24,
  /** A page of the panel's contact requests (each with its two reviews). */
  requestsPage: 10,
  /** A contact request: its subject and message, the collaborator's answer, and how long it waits for one. */
  subjectMin: 5,
  subjectMax: 120,
  messageMin: 20,
  messageMax: 2_000,
  answerMax: 500,
  requestDays: 14,
  /** Verified skills a profile shows, and skills named per certificate. */
  certificates: 20,
  certificateSkills: 12,
  /** A review: its text, the collaborator's one reply, a report's note, and the days after the work is done in
   * which the two may review each other (and after which what was written is shown). */
  reviewTextMin: 10,
  reviewTextMax: 1_000,
  replyMax: 1_000,
  reportNoteMax: 500,
  reviewDays: 14,
  /** Reviews a profile's page shows at once, and the most a page may ask for. */
  reviewsPage: 10,
  reviewsPageMax: 30,
} as const;

/**
 * A contact request's states: sent → seen → accepted | declined | expired; accepted → completed once both of them
 * have marked the work done.
 */
export const contactRequestStates = ['SENT', 'SEEN', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'COMPLETED'] as const;
export type ContactRequestState = (typeof contactRequestStates)[number];

/** What each side of finished work rates, 1 to 5 (poor … excellent). */
export const reviewDimensions = ['quality', 'communication', 'schedule', 'cooperation'] as const;
export type ReviewDimension = (typeof reviewDimensions)[number];

/** Who wrote a review: the client (the request's sender) of the collaborator, or the collaborator of the client. */
export const reviewRoles = ['CLIENT', 'COLLABORATOR'] as const;
export type ReviewRole = (typeof reviewRoles)[number];

/** Why a reader reports a review. */
export const reviewReportReasons = ['SPAM', 'INAPPROPRIATE', 'FALSE', 'OTHER'] as const;
export type ReviewReportReason = (typeof reviewReportReasons)[number];

/**
 * The directory's rating: a Bayesian average, so that one five-star review does not outrank forty good ones. A
 * profile's score is (weight × mean + sum of its ratings) ÷ (weight + its reviews), where `mean` is the mean of
 * every published profile's reviews (or `fallbackMean` before there are any) and `weight` counts as that many
 * reviews at the mean.
 */
export const ratingPrior = { weight: 5, fallbackMean: 3.5 } as const;

/** A client's review at or above this average counts the work as a success (the profile's success rate). */
export const successRating = 4;
