import { z } from './zod.ts';

/** The kinds of content item (`docs/content.md#content-items`). */
export const contentKinds = ['PAGE', 'SERVICE', 'ARTICLE', 'FEATURE', 'COURSE'] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * The pages that are content items of kind PAGE, each at its own address: `/about`, and `/services`, the services
 * overview that leads to the development services and the coding courses.
 */
export const contentPages = { about: 'about', services: 'services' } as const;

/**
 * Figures the product measures, which a claim may show beside what it says (§1: "150+ projects" beside the
 * projects the portfolio holds).
 */
export const contentFigures = ['TESTS_TAKEN', 'PUBLISHED_TESTS', 'OPEN_JOBS'] as const;
export type ContentFigure = (typeof contentFigures)[number];

/** What an admin may write: each limit is named so that the editor can say it. */
export const contentItemLimits = {
  slugMax: 80,
  titleMax: 160,
  summaryMax: 400,
  sections: 20,
  headingMax: 160,
  bodyMax: 5_000,
  faq: 12,
  questionMax: 300,
  answerMax: 1_000,
  claims: 10,
  claimValueMax: 24,
  claimLabelMax: 120,
  steps: 10,
  stepTitleMax: 120,
  stepTextMax: 500,
  related: 10,
  importanceMin: 1,
  importanceMax: 10,
  /** A service's articles and features its page shows. */
  partsShown: 20,
  /** Revisions listed a page. */
  revisionsPage: 20,
} as const;

const L = contentItemLimits;

/** Lower-case Latin letters, digits and single hyphens: the address of a service, an article, a feature, a course. */
export const slugRules = z
  .string({ error: 'SLUG_INVALID' })
  .trim()
  .min(1, { error: 'REQUIRED', abort: true })
  .max(L.slugMax, { error: 'SLUG_TOO_LONG', abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'SLUG_INVALID');

const text = (max: number, tooLong: string, required = true) =>
  z
    .string({ error: 'REQUIRED' })
    .trim()
    .superRefine((value, ctx) => {
      if (required && !value) ctx.addIssue({ code: 'custom', message: 'REQUIRED' });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    });

const list = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.array(item, { error: 'REQUIRED' }).max(max, tooMany);

export const contentSectionRules = z.object({
  heading: text(L.headingMax, 'HEADING_TOO_LONG', false),
  body: text(L.bodyMax, 'BODY_TOO_LONG'),
});

export const contentQuestionRules = z.object({
  question: text(L.questionMax, 'QUESTION_TOO_LONG'),
  answer: text(L.answerMax, 'ANSWER_TOO_LONG'),
});

export const contentClaimRules = z.object({
  value: text(L.claimValueMax, 'CLAIM_VALUE_TOO_LONG'),
  label: text(L.claimLabelMax, 'CLAIM_LABEL_TOO_LONG'),
  figure: z.enum(contentFigures, { error: 'FIGURE_INVALID' }).nullish().default(null),
});

export const contentStepRules = z.object({
  title: text(L.stepTitleMax, 'STEP_TITLE_TOO_LONG'),
  text: text(L.stepTextMax, 'STEP_TEXT_TOO_LONG', false),
});

/**
 * One language's words of a content item: a title, a summary, sections of plain text (paragraphs split by blank
 * lines; never HTML), and the questions, claims and steps a page may have.
 */
export const contentDocumentRules = z.object({
  title: text(L.titleMax, 'TITLE_TOO_LONG'),
  summary: text(L.summaryMax, 'SUMMARY_TOO_LONG'),
  sections: list(contentSectionRules, L.sections, 'TOO_MANY_SECTIONS'),
  faq: list(contentQuestionRules, L.faq, 'TOO_MANY_QUESTIONS'),
  claims: list(contentClaimRules, L.claims, 'TOO_MANY_CLAIMS'),
  steps: list(contentStepRules, L.steps, 'TOO_MANY_STEPS'),
});
export type ContentDocument = z.output<typeof contentDocumentRules>;

/** The parts of a document kept in a revision's `body`. */
export type ContentBody = Pick<ContentDocument, 'sections' | 'faq' | 'claims' | 'steps'>;

/** A content item's place: its address, its service, a feature's importance, its order among its siblings. */
export const contentItemRules = z.object({
  kind: z.enum(contentKinds, { error: 'KIND_INVALID' }),
  slug: slugRules,
  importance: z
    .number({ error: 'IMPORTANCE_INVALID' })
    .int('IMPORTANCE_INVALID')
    .min(L.importanceMin, 'IMPORTANCE_INVALID')
    .max(L.importanceMax, 'IMPORTANCE_INVALID')
    .nullish()
    .default(null),
  position: z
    .number({ error: 'POSITION_INVALID' })
    .int('POSITION_INVALID')
    .min(0, 'POSITION_INVALID')
    .max(10_000, 'POSITION_INVALID')
    .default(0),
});

/** Articles and features belong to a service; nothing else does. */
export const kindsWithService: readonly ContentKind[] = ['ARTICLE', 'FEATURE'];

/**
 * The address of a content item's public page inside a language (without the language's prefix); null for a kind
 * without a page of its own (a course is signed up for on the education page).
 */
export function contentPath(kind: ContentKind, slug: string): string | null {
  switch (kind) {
    case 'PAGE':
      return `/${slug}`;
    case 'SERVICE':
      return `/services/development/${slug}`;
    case 'ARTICLE':
      return `/services/development/articles/${slug}`;
    case 'FEATURE':
      return `/services/development/features/${slug}`;
    case 'COURSE':
      return null;
  }
}
