import {
  availabilities,
  collaboratorLimits as limits,
  collaboratorRoles,
  collaboratorStates,
  expertiseAreas,
  profileLocales,
  reviewReportReasons,
  spokenLanguages,
} from './collaborators-limits.ts';
import { z } from './zod.ts';
import { positionRule } from './resumes.ts';
import { settleSkills } from './skills.ts';

export * from './collaborators-limits.ts';

const text = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').min(min, tooShort).max(max, tooLong);

/** A profile's address: `sara-ahmadi`, lower case, digits and single hyphens. */
export const slugRule = z
  .string({ error: 'REQUIRED' })
  .trim()
  .toLowerCase()
  .min(limits.slugMin, 'SLUG_INVALID')
  .max(limits.slugMax, 'SLUG_INVALID')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'SLUG_INVALID');

/** One language's words of a profile: a headline, and a bio if any. */
const wordsRule = z.object({
  locale: z.enum(profileLocales, { error: 'LOCALE_INVALID' }),
  headline: text(limits.headlineMin, 'HEADLINE_TOO_SHORT', limits.headlineMax, 'HEADLINE_TOO_LONG'),
  bio: z
    .string({ error: 'INVALID' })
    .trim()
    .max(limits.bioMax, 'BIO_TOO_LONG')
    .nullish()
    .transform((value) => value || null),
  projectNotes: z
    .string({ error: 'INVALID' })
    .trim()
    .max(limits.projectNotesMax, 'NOTES_TOO_LONG')
    .nullish()
    .transform((value) => value || null),
});

/** Skills: trimmed, blanks dropped, settled by the shared taxonomy (each skill once, other spellings its name). */
const skillNames = (max: number, eachMax: number, tooMany: string, tooLong: string) =>
  z
    .array(z.string({ error: 'INVALID' }).trim().max(eachMax, tooLong), { error: 'INVALID' })
    .transform((list) => settleSkills(list))
    .refine((list) => list.length <= max, tooMany);

/** A place's id as the jobs subgraph names places (`tehran`, `baku`); whether it is a city is asked of the graph. */
const placeId = (code: string) =>
  z
    .string({ error: code })
    .trim()
    .max(60, code)
    .regex(/^(?:[a-z][a-z0-9-]*)?$/, code)
    .nullish()
    .transform((value) => value || null);

const rate = z
  .number({ error: 'RATE_INVALID' })
  .int('RATE_INVALID')
  .min(0, 'RATE_INVALID')
  .max(limits.rateMax, 'RATE_INVALID')
  .nullish()
  .transform((value) => value ?? null);

/**
 * A collaborator's profile as its owner saves it: address, name, expertise (one at least), skills, the roles it
 * takes in projects, the positions it has held (newest first, as written), years of
 * experience, an hourly and a project rate in rials (either, both or none), availability, remote work, the city
 * it works from (if any), the languages spoken, and its words in one or more of fa, en and az.
 */
export const collaboratorProfileRules = z.object({
  slug: slugRule,
  displayName: text(limits.nameMin, 'NAME_TOO_SHORT', limits.nameMax, 'NAME_TOO_LONG'),
  expertise: z
    .array(z.enum(expertiseAreas, { error: 'EXPERTISE_INVALID' }), { error: 'INVALID' })
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length > 0, 'EXPERTISE_REQUIRED'),
  skills: skillNames(limits.skills, limits.skillMax, 'TOO_MANY_SKILLS', 'SKILL_TOO_LONG'),
  roles: z
    .array(z.enum(collaboratorRoles, { error: 'ROLE_INVALID' }), { error: 'INVALID' })
    .nullish()
    .transform((list) => [...new Set(list ?? [])])
    .refine((list) => list.length <= limits.roles, 'TOO_MANY_ROLES'),
  experience: z
    .array(positionRule, { error: 'INVALID' })
    .max(limits.positions, 'TOO_MANY_POSITIONS')
    .nullish()
    .transform((list) => list ?? []),
  yearsOfExperience: z
    .number({ error: 'YEARS_INVALID' })
    .int('YEARS_INVALID')
    .min(0, 'YEARS_INVALID')
    .max(limits.yearsMax, 'YEARS_INVALID'),
  hourlyRateRials: rate,
  projectRateRials: rate,
  availability: z.enum(availabilities, { error: 'AVAILABILITY_INVALID' }),
  remote: z.boolean({ error: 'INVALID' }),
  placeId: placeId('PLACE_INVALID'),
  languages: z
    .array(z.enum(spokenLanguages, { error: 'LANGUAGE_INVALID' }), { error: 'INVALID' })
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length <= limits.languages, 'TOO_MANY_LANGUAGES'),
  words: z
    .array(wordsRule, { error: 'INVALID' })
    .min(1, 'WORDS_REQUIRED')
    .max(profileLocales.length, 'WORDS_INVALID')
    .refine((list) => new Set(list.map((w) => w.locale)).size === list.length, 'LOCALE_TWICE'),
});
export type CollaboratorProfileInput = z.input<typeof collaboratorProfileRules>;
export type CollaboratorProfileValues = z.output<typeof collaboratorProfileRules>;

/** The directory's search: words, and filters that each narrow it. */
export const collaboratorFilterRules = z.object({
  query: z
    .string({ error: 'INVALID' })
    .trim()
    .max(limits.searchMax, 'QUERY_TOO_LONG')
    .nullish()
    .transform((value) => value || null),
  expertise: z
    .enum(expertiseAreas, { error: 'EXPERTISE_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  skill: z
    .string({ error: 'INVALID' })
    .trim()
    .max(limits.skillMax, 'SKILL_TOO_LONG')
    .nullish()
    .transform((value) => value || null),
  availability: z
    .enum(availabilities, { error: 'AVAILABILITY_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  remote: z
    .boolean({ error: 'INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  place: placeId('PLACE_INVALID'),
  /** Only those who speak this language (an ISO 639-1 code of `spokenLanguages`). */
  language: z
    .enum(spokenLanguages, { error: 'LANGUAGE_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  maxHourlyRateRials: rate,
  /** Only profiles whose owner holds a valid talent-test certificate. */
  verified: z
    .boolean({ error: 'INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  /** Only profiles whose clients' reviews average at least this (1 to 5). */
  minRating: z
    .number({ error: 'RATING_INVALID' })
    .min(1, 'RATING_INVALID')
    .max(5, 'RATING_INVALID')
    .nullish()
    .transform((value) => value ?? null),
});
export type CollaboratorFilter = z.output<typeof collaboratorFilterRules>;

/** The admins' list of every profile: words, and a state. */
export const adminCollaboratorFilterRules = z.object({
  query: collaboratorFilterRules.shape.query,
  state: z
    .enum(collaboratorStates, { error: 'STATE_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
});

/** A calendar day as `YYYY-MM-DD`. */
const day = z
  .string({ error: 'DEADLINE_INVALID' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'DEADLINE_INVALID')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'DEADLINE_INVALID')
  .nullish()
  .transform((value) => value ?? null);

/**
 * A contact request as its sender writes it: a subject, a message, and if they like a budget in rials and a
 * deadline (a day, not before today: checked by the server against its own clock).
 */
export const contactRequestRules = z.object({
  subject: text(limits.subjectMin, 'SUBJECT_TOO_SHORT', limits.subjectMax, 'SUBJECT_TOO_LONG'),
  message: text(limits.messageMin, 'MESSAGE_TOO_SHORT', limits.messageMax, 'MESSAGE_TOO_LONG'),
  budgetRials: z
    .number({ error: 'BUDGET_INVALID' })
    .int('BUDGET_INVALID')
    .min(1, 'BUDGET_INVALID')
    .max(limits.rateMax, 'BUDGET_INVALID')
    .nullish()
    .transform((value) => value ?? null),
  deadline: day,
});
export type ContactRequestInput = z.input<typeof contactRequestRules>;

/** The collaborator's answer: accept or decline, with a few words if they like. */
export const contactAnswerRules = z.object({
  accept: z.boolean({ error: 'INVALID' }),
  answer: z
    .string({ error: 'INVALID' })
    .trim()
    .max(limits.answerMax, 'ANSWER_TOO_LONG')
    .nullish()
    .transform((value) => value || null),
});

const rating = z
  .number({ error: 'RATING_INVALID' })
  .int('RATING_INVALID')
  .min(1, 'RATING_INVALID')
  .max(5, 'RATING_INVALID');

/** A review of finished work: four ratings, 1 to 5, and a text. */
export const reviewRules = z.object({
  quality: rating,
  communication: rating,
  schedule: rating,
  cooperation: rating,
  text: text(limits.reviewTextMin, 'TEXT_TOO_SHORT', limits.reviewTextMax, 'TEXT_TOO_LONG'),
});
export type ReviewInput = z.input<typeof reviewRules>;

/** The collaborator's one reply to a client's review. */
export const reviewReplyRules = z.object({
  reply: text(1, 'REQUIRED', limits.replyMax, 'REPLY_TOO_LONG'),
});

/** A reader's report of a review: why, and a note if they like. */
export const reviewReportRules = z.object({
  reason: z.enum(reviewReportReasons, { error: 'REASON_INVALID' }),
  note: z
    .string({ error: 'INVALID' })
    .trim()
    .max(limits.reportNoteMax, 'NOTE_TOO_LONG')
    .nullish()
    .transform((value) => value || null),
});
