import { uploadReceipt } from './files.ts';
import {
  portfolioCategories,
  portfolioIndustries,
  portfolioLicences,
  portfolioLimits as L,
  portfolioLocales,
  portfolioProjectStates,
  portfolioRoles,
} from './portfolio-limits.ts';
import { monthRule, webAddressRule } from './resumes.ts';
import { settleSkills } from './skills.ts';
import { z } from './zod.ts';

export * from './portfolio-limits.ts';

const text = (max: number, tooLong: string) => z.string({ error: 'INVALID' }).trim().max(max, tooLong);

const optional = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** A project's address: `shop-app`, lower case, digits and single hyphens. */
export const portfolioSlugRule = z
  .string({ error: 'REQUIRED' })
  .trim()
  .toLowerCase()
  .min(L.slugMin, 'SLUG_INVALID')
  .max(L.slugMax, 'SLUG_INVALID')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'SLUG_INVALID');

/** One language's words of a project: its title and summary, what it is, notes of its developers, its challenges. */
const wordsRule = z.object({
  locale: z.enum(portfolioLocales, { error: 'LOCALE_INVALID' }),
  title: text(L.titleMax, 'TITLE_TOO_LONG').min(1, 'REQUIRED').min(L.titleMin, 'TITLE_TOO_SHORT'),
  summary: text(L.summaryMax, 'SUMMARY_TOO_LONG').min(1, 'REQUIRED'),
  description: optional(L.descriptionMax, 'DESCRIPTION_TOO_LONG'),
  developerNotes: optional(L.notesMax, 'NOTES_TOO_LONG'),
  challenges: optional(L.notesMax, 'NOTES_TOO_LONG'),
});

/**
 * A picture of the gallery, in the order shown (the first is the cover): a fresh upload's receipt, or a picture the
 * project already has (its file key), with a caption.
 */
const pictureRule = z
  .object({
    upload: uploadReceipt.nullish().transform((value) => value ?? null),
    file: z
      .string({ error: 'INVALID' })
      .max(200, 'INVALID')
      .nullish()
      .transform((value) => value ?? null),
    caption: optional(L.captionMax, 'CAPTION_TOO_LONG'),
  })
  .refine((p) => (p.upload === null) !== (p.file === null), 'PICTURE_INVALID');

/** A team member: a collaborator's profile (its global id) and the part taken. */
const memberRule = z.object({
  collaboratorId: z.string({ error: 'INVALID' }).min(1, 'INVALID').max(200, 'INVALID'),
  role: z.enum(portfolioRoles, { error: 'ROLE_INVALID' }),
});

/** A licence a project is sold under: its price in rials and what is delivered with it. */
const offerRule = z.object({
  licence: z.enum(portfolioLicences, { error: 'LICENCE_INVALID' }),
  priceRials: z
    .number({ error: 'PRICE_INVALID' })
    .int('PRICE_INVALID')
    .min(1, 'PRICE_INVALID')
    .max(L.priceMax, 'PRICE_INVALID'),
  includesSource: z.boolean({ error: 'INVALID' }),
  includesSetup: z.boolean({ error: 'INVALID' }),
  supportMonths: z
    .number({ error: 'SUPPORT_INVALID' })
    .int('SUPPORT_INVALID')
    .min(0, 'SUPPORT_INVALID')
    .max(L.supportMonthsMax, 'SUPPORT_INVALID'),
});

const credential = optional(L.demoCredentialMax, 'CREDENTIAL_TOO_LONG');

const price = z
  .number({ error: 'PRICE_INVALID' })
  .int('PRICE_INVALID')
  .min(0, 'PRICE_INVALID')
  .max(L.priceMax, 'PRICE_INVALID')
  .nullish()
  .transform((value) => value ?? null);

/**
 * A portfolio project as its owner saves it: address, industry, categories (one at least), technologies (settled
 * by the shared skills taxonomy), the client, a price in rials, the months it started and was completed, where it
 * stands, its flags, a demo's address, the gallery, the team, and its words in one or more of fa, en and az.
 */
export const portfolioProjectRules = z
  .object({
    slug: portfolioSlugRule,
    industry: z.enum(portfolioIndustries, { error: 'INDUSTRY_INVALID' }),
    categories: z
      .array(z.enum(portfolioCategories, { error: 'CATEGORY_INVALID' }), { error: 'INVALID' })
      .transform((list) => [...new Set(list)])
      .refine((list) => list.length > 0, 'CATEGORY_REQUIRED')
      .refine((list) => list.length <= L.categories, 'TOO_MANY_CATEGORIES'),
    technologies: z
      .array(text(L.technologyMax, 'SKILL_TOO_LONG'), { error: 'INVALID' })
      .transform((list) => settleSkills(list))
      .refine((list) => list.length <= L.technologies, 'TOO_MANY_SKILLS'),
    clientName: optional(L.clientMax, 'CLIENT_TOO_LONG'),
    priceRials: price,
    startedOn: monthRule.nullish().transform((value) => value ?? null),
    completedOn: monthRule.nullish().transform((value) => value ?? null),
    state: z.enum(portfolioProjectStates, { error: 'STATE_INVALID' }),
    forSale: z.boolean({ error: 'INVALID' }),
    collaborating: z.boolean({ error: 'INVALID' }),
    /** A private part of the portfolio: never public; see `PortfolioProject.confidential`. */
    confidential: z
      .boolean({ error: 'INVALID' })
      .nullish()
      .transform((value) => value ?? false),
    shareWithEmployers: z
      .boolean({ error: 'INVALID' })
      .nullish()
      .transform((value) => value ?? false),
    demoUrl: webAddressRule.nullish().transform((value) => value || null),
    /** The demo's sign-in, shown to signed-in people only. */
    demoUsername: credential,
    demoPassword: credential,
    /** How it is sold, one offer per licence; a project for sale has one at least. */
    offers: z
      .array(offerRule, { error: 'INVALID' })
      .max(portfolioLicences.length, 'TOO_MANY_OFFERS')
      .refine((list) => new Set(list.map((o) => o.licence)).size === list.length, 'LICENCE_TWICE')
      .nullish()
      .transform((list) => list ?? []),
    pictures: z.array(pictureRule, { error: 'INVALID' }).max(L.pictures, 'TOO_MANY_PICTURES'),
    team: z
      .array(memberRule, { error: 'INVALID' })
      .max(L.team, 'TOO_MANY_MEMBERS')
      .refine((list) => new Set(list.map((m) => m.collaboratorId)).size === list.length, 'MEMBER_TWICE'),
    words: z
      .array(wordsRule, { error: 'INVALID' })
      .min(1, 'WORDS_REQUIRED')
      .max(portfolioLocales.length, 'WORDS_INVALID')
      .refine((list) => new Set(list.map((w) => w.locale)).size === list.length, 'LOCALE_TWICE'),
  })
  .refine((p) => !p.startedOn || !p.completedOn || p.completedOn >= p.startedOn, {
    message: 'END_BEFORE_START',
    path: ['completedOn'],
  })
  .refine((p) => p.state === 'COMPLETED' || !p.forSale, { message: 'NOT_FOR_SALE_YET', path: ['forSale'] })
  .refine((p) => !p.confidential || !p.forSale, { message: 'CONFIDENTIAL_NOT_FOR_SALE', path: ['forSale'] })
  .refine((p) => !p.forSale || p.offers.length > 0, { message: 'OFFER_REQUIRED', path: ['offers'] })
  .refine((p) => p.forSale || p.offers.length === 0, { message: 'OFFERS_NOT_FOR_SALE', path: ['offers'] })
  .refine((p) => p.demoUrl !== null || (p.demoUsername === null && p.demoPassword === null), {
    message: 'CREDENTIALS_WITHOUT_DEMO',
    path: ['demoUsername'],
  })
  .refine((p) => p.confidential || !p.shareWithEmployers, {
    message: 'ONLY_CONFIDENTIAL_SHARED',
    path: ['shareWithEmployers'],
  });
export type PortfolioProjectInput = z.input<typeof portfolioProjectRules>;
export type PortfolioProjectValues = z.output<typeof portfolioProjectRules>;

/** The portfolio's search: words, and filters that each narrow it. */
export const portfolioFilterRules = z.object({
  query: optional(L.searchMax, 'QUERY_TOO_LONG'),
  industry: z
    .enum(portfolioIndustries, { error: 'INDUSTRY_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  category: z
    .enum(portfolioCategories, { error: 'CATEGORY_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  technology: optional(L.technologyMax, 'SKILL_TOO_LONG'),
  state: z
    .enum(portfolioProjectStates, { error: 'STATE_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  forSale: z
    .boolean({ error: 'INVALID' })
    .nullish()
    .transform((value) => value ?? null),
  hasDemo: z
    .boolean({ error: 'INVALID' })
    .nullish()
    .transform((value) => value ?? null),
});
export type PortfolioFilter = z.output<typeof portfolioFilterRules>;

/** An admin's evaluation of a private project: the team's note for employers. */
export const portfolioEvaluationRules = z.object({
  note: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(L.evaluationNoteMax, 'NOTE_TOO_LONG'),
});
