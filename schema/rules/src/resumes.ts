import { documentLimits, uploadReceipt } from './files.ts';
import { z } from './zod.ts';

/**
 * A résumé (§1 "completed résumés"): one per person, written in one or more of fa, en and az, each language a
 * whole document. Its limits, and the rules that check a document as its owner saves it.
 */

/** The languages a résumé may be written in. */
export const resumeLocales = ['fa', 'en', 'az'] as const;
export type ResumeLocale = (typeof resumeLocales)[number];

/** How well a language is spoken. */
export const languageLevels = ['BASIC', 'CONVERSATIONAL', 'FLUENT', 'NATIVE'] as const;
export type LanguageLevel = (typeof languageLevels)[number];

export const resumeLimits = {
  nameMin: 2,
  nameMax: 80,
  headlineMax: 120,
  emailMax: 254,
  phoneMax: 20,
  placeMax: 80,
  summaryMax: 2_000,
  experience: 20,
  education: 10,
  skills: 40,
  skillMax: 40,
  languages: 10,
  projects: 20,
  links: 10,
  /** An entry's title, organization, school, degree and label. */
  titleMax: 120,
  descriptionMax: 1_500,
  urlMax: 300,
} as const;

const L = resumeLimits;

const text = (max: number, tooLong: string) => z.string({ error: 'INVALID' }).trim().max(max, tooLong);

const required = (max: number, tooLong: string) => text(max, tooLong).min(1, 'REQUIRED');

const optional = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** A month as `YYYY-MM`, from 1950 to 2100. */
export const monthRule = z
  .string({ error: 'MONTH_INVALID' })
  .regex(/^(19[5-9]\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, 'MONTH_INVALID');

/** A web address people may follow: http or https with a host name, nothing else (no `javascript:`). */
export const webAddressRule = z
  .string({ error: 'URL_INVALID' })
  .trim()
  .max(L.urlMax, 'URL_INVALID')
  .regex(/^https?:\/\/(?:[a-z0-9-]+\.)+[a-z0-9-]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i, 'URL_INVALID');

const ends = monthRule.nullish().transform((value) => value ?? null);

/** A span of months ends no earlier than it starts (no end: it goes on). */
const inOrder = [
  (span: { start: string; end: string | null }) => span.end === null || span.end >= span.start,
  { message: 'END_BEFORE_START', path: ['end'] },
] satisfies [unknown, { message: string; path: string[] }];

/** A position held: in a résumé's experience, and on a collaborator's profile. */
export const positionRule = z
  .object({
    title: required(L.titleMax, 'TOO_LONG'),
    organization: required(L.titleMax, 'TOO_LONG'),
    place: optional(L.placeMax, 'TOO_LONG'),
    start: monthRule,
    end: ends,
    description: optional(L.descriptionMax, 'TOO_LONG'),
  })
  .refine(...inOrder);

const education = z
  .object({
    school: required(L.titleMax, 'TOO_LONG'),
    degree: required(L.titleMax, 'TOO_LONG'),
    field: optional(L.titleMax, 'TOO_LONG'),
    start: monthRule,
    end: ends,
  })
  .refine(...inOrder);

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: 'INVALID' }).max(max, 'TOO_MANY');

/**
 * One language's résumé as its owner saves it: who they are (a name at least; e-mail, phone and place are
 * optional, and shown only to those the owner sends it to), a summary, experience, education, skills, languages,
 * projects and links. The résumés service settles the skills by the shared taxonomy, in the document's language.
 */
export const resumeDocumentRules = z.object({
  fullName: required(L.nameMax, 'NAME_TOO_LONG').min(L.nameMin, 'NAME_TOO_SHORT'),
  headline: optional(L.headlineMax, 'TOO_LONG'),
  email: z
    .email({ error: 'EMAIL_INVALID' })
    .max(L.emailMax, 'EMAIL_INVALID')
    .nullish()
    .or(z.literal(''))
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: z
    .string({ error: 'PHONE_INVALID' })
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'PHONE_INVALID')
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  place: optional(L.placeMax, 'TOO_LONG'),
  summary: optional(L.summaryMax, 'TOO_LONG'),
  experience: list(positionRule, L.experience),
  education: list(education, L.education),
  skills: list(required(L.skillMax, 'TOO_LONG'), L.skills),
  languages: list(
    z.object({
      name: required(L.titleMax, 'TOO_LONG'),
      level: z.enum(languageLevels, { error: 'LEVEL_INVALID' }),
    }),
    L.languages,
  ),
  projects: list(
    z.object({
      title: required(L.titleMax, 'TOO_LONG'),
      url: webAddressRule
        .nullish()
        .or(z.literal(''))
        .transform((value) => value || null),
      description: optional(L.descriptionMax, 'TOO_LONG'),
    }),
    L.projects,
  ),
  links: list(z.object({ label: required(L.titleMax, 'TOO_LONG'), url: webAddressRule }), L.links),
});
export type ResumeDocumentInput = z.input<typeof resumeDocumentRules>;
export type ResumeDocument = z.output<typeof resumeDocumentRules>;
export type Position = z.output<typeof positionRule>;

/** What the owner saves: the language, and its document. */
export const saveResumeRules = z.object({
  locale: z.enum(resumeLocales, { error: 'LOCALE_INVALID' }),
  document: resumeDocumentRules,
});

/** The owner attaches an uploaded PDF (`/uploads/documents`' receipt) under the name it was sent with. */
export const attachResumeFileRules = z.object({
  upload: uploadReceipt,
  name: z.string({ error: 'NAME_INVALID' }).max(documentLimits.maxNameLength * 4, 'TOO_LONG'),
});

/** The team's verdict on a résumé. */
export const resumeVerdicts = ['COMPLETE', 'NEEDS_WORK'] as const;
export type ResumeVerdict = (typeof resumeVerdicts)[number];

/** What an evaluator checks a résumé for; the items found in order are kept with the verdict. */
export const resumeChecklist = [
  'CONTACT',
  'SUMMARY',
  'EXPERIENCE',
  'EDUCATION',
  'SKILLS',
  'LANGUAGES',
  'VERIFIED_SKILLS',
] as const;
export type ResumeChecklistItem = (typeof resumeChecklist)[number];

export const resumeEvaluationLimits = { noteMax: 1_000, page: 20 } as const;

/** An admin's evaluation: the verdict, the items found in order, and a note (required when it needs work). */
export const evaluateResumeRules = z
  .object({
    verdict: z.enum(resumeVerdicts, { error: 'VERDICT_INVALID' }),
    checklist: z
      .array(z.enum(resumeChecklist, { error: 'CHECKLIST_INVALID' }), { error: 'INVALID' })
      .max(resumeChecklist.length * 2, 'TOO_MANY')
      .transform((items) => resumeChecklist.filter((item) => items.includes(item))),
    note: z
      .string({ error: 'INVALID' })
      .trim()
      .max(resumeEvaluationLimits.noteMax, 'TOO_LONG')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((evaluation) => evaluation.verdict === 'COMPLETE' || evaluation.note !== null, {
    message: 'NOTE_REQUIRED',
    path: ['note'],
  });

/** The talent pool: a page of résumés, and how long a search may be. */
export const talentPoolLimits = { page: 10, searchMax: 100 } as const;

const optionalText = (max: number, code: string) =>
  z
    .string({ error: 'INVALID' })
    .trim()
    .max(max, code)
    .nullish()
    .transform((value) => value || null);

/**
 * What an employer with a verified company looks for in the talent pool: words (in the headline, summary, skills,
 * positions, studies and projects of any language), a skill, the language it is written in.
 */
export const talentPoolFilterRules = z.object({
  query: optionalText(talentPoolLimits.searchMax, 'QUERY_TOO_LONG'),
  skill: optionalText(L.skillMax, 'TOO_LONG'),
  locale: z
    .enum(resumeLocales, { error: 'LOCALE_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
});
export type TalentPoolFilter = z.infer<typeof talentPoolFilterRules>;

/** The words a résumé is found by: everything but the name and the contact details. */
export function resumeSearchableText(document: ResumeDocument): string {
  return [
    document.headline,
    document.place,
    document.summary,
    ...document.skills,
    ...document.experience.flatMap((e) => [e.title, e.organization, e.description]),
    ...document.education.flatMap((e) => [e.school, e.degree, e.field]),
    ...document.projects.flatMap((p) => [p.title, p.description]),
  ]
    .filter(Boolean)
    .join(' ');
}
