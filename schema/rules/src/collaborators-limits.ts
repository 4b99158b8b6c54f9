/**
 * A collaborator's profile (§3 Collaborator): its choices and limits, without zod, for pages that only show them.
 * The rules that check a profile are in `./collaborators.ts`.
 */

/** What a collaborator works on. */
export const expertiseAreas = ['FRONTEND', 'BACKEND', 'FULLSTACK', 'MOBILE', 'UI_UX', 'DEVOPS'] as const;
export type Expertise = (typeof expertiseAreas)[number];

/** Whether a collaborator takes work now. */
export const availabilities = ['AVAILABLE', 'BUSY', 'UNAVAILABLE'] as const;
export type Availability = (typeof availabilities)[number];

/**
 * A profile's state: DRAFT until its owner publishes it, PUBLISHED in the directory, HIDDEN by its owner,
 * SUSPENDED by an admin (its owner cannot publish it again).
 */
export const collaboratorStates = ['DRAFT', 'PUBLISHED', 'HIDDEN', 'SUSPENDED'] as const;
export type CollaboratorState = (typeof collaboratorStates)[number];

/** How the directory orders collaborators. */
export const collaboratorSorts = ['RECENT', 'RATE_LOW', 'RATE_HIGH'] as const;
export type CollaboratorSort = (typeof collaboratorSorts)[number];

/** The languages a profile's words may be written in, and a collaborator may speak. */
export const profileLocales = ['fa', 'en', 'az'] as const;

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
  languageMax: 30,
  yearsMax: 60,
  /** Rates in rials: at most a thousand billion. */
  rateMax: 1_000_000_000_000,
  searchMax: 100,
  reasonMax: 500,
  /** A directory page. */
  pageSize: 24,
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
} as const;

/** A contact request's states: sent → seen → accepted | declined | expired. */
export const contactRequestStates = ['SENT', 'SEEN', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type ContactRequestState = (typeof contactRequestStates)[number];
