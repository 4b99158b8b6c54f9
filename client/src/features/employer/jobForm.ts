import { fieldProblems } from '@platform/rules/field-problems';
import { jobPostingRules } from '@platform/rules/jobs';
import type { Locale } from '../../app/locale';
import { fromRials, toRials } from '@platform/rules/money';
import { parseAmount } from '../../shared/jobs/money';
import { localDayKey, type DayKey } from '../../ui/calendarDays';
import { expiryFromDay } from './expiryDays';
import { postingErrors, type PostingErrors } from './postingErrors';

/** A talent test attached to the job, by the test's global id. */
export interface JobFormTest {
  testId: string;
  required: boolean;
}

/** What the job form holds while it is edited: text as typed, amounts in the page's currency. */
export interface JobFormValues {
  language: string;
  title: string;
  companyName: string;
  /** A city's or remote work's id (`tehran`, `remote`), or '' before one is chosen. */
  placeId: string;
  type: string;
  experienceLevel: string;
  description: string;
  skills: string[];
  /** One item per line. */
  requirements: string;
  responsibilities: string;
  benefits: string;
  education: string;
  salaryMin: string;
  salaryMax: string;
  /** The deadline's day, or '' for none. */
  expiresOn: DayKey;
  permanent: boolean;
  /** The tests applicants are invited to take, in order. */
  tests: JobFormTest[];
}

/** A saved job as the form needs it (the API's field names). */
export interface SavedJob {
  language: string;
  title: string;
  companyName: string;
  place: { id: string };
  type: string;
  experienceLevel: string;
  description: string;
  skills: readonly string[];
  requirements: readonly string[];
  responsibilities: readonly string[];
  benefits: readonly string[];
  education: string | null | undefined;
  salary: { minRials: number | null | undefined; maxRials: number | null | undefined } | null | undefined;
  expiresAt: string | null | undefined;
  permanent: boolean;
  tests?: readonly { required: boolean; test: { id: string } | null | undefined }[];
}

export function emptyJobForm(locale: Locale, companyName = ''): JobFormValues {
  return {
    language: locale,
    title: '',
    companyName,
    placeId: '',
    type: '',
    experienceLevel: '',
    description: '',
    skills: [],
    requirements: '',
    responsibilities: '',
    benefits: '',
    education: '',
    salaryMin: '',
    salaryMax: '',
    expiresOn: '',
    permanent: false,
    tests: [],
  };
}

const amountText = (rials: number | null | undefined, locale: Locale) =>
  rials == null ? '' : String(fromRials(rials, locale));

export function jobFormFromJob(job: SavedJob, locale: Locale): JobFormValues {
  return {
    language: job.language,
    title: job.title,
    companyName: job.companyName,
    placeId: job.place.id,
    type: job.type,
    experienceLevel: job.experienceLevel,
    description: job.description,
    skills: [...job.skills],
    requirements: job.requirements.join('\n'),
    responsibilities: job.responsibilities.join('\n'),
    benefits: job.benefits.join('\n'),
    education: job.education ?? '',
    salaryMin: amountText(job.salary?.minRials, locale),
    salaryMax: amountText(job.salary?.maxRials, locale),
    expiresOn: job.expiresAt ? localDayKey(new Date(job.expiresAt)) : '',
    permanent: job.permanent,
    // A test no longer published is not offered again: saving leaves it out.
    tests: (job.tests ?? []).flatMap(({ required, test }) => (test ? [{ testId: test.id, required }] : [])),
  };
}

/** The non-empty lines of a list field, trimmed. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const rials = (text: string, locale: Locale) => {
  const amount = parseAmount(text);
  // NaN stays NaN, so that the rules report the field.
  return amount === null ? null : toRials(amount, locale);
};

/** The form's values in the shape the rules and the API take (rials, a Date, lists). */
export function postingValues(values: JobFormValues, locale: Locale, now = new Date()) {
  return {
    language: values.language,
    title: values.title,
    companyName: values.companyName,
    placeId: values.placeId,
    type: values.type || undefined,
    experienceLevel: values.experienceLevel || undefined,
    description: values.description,
    skills: values.skills,
    requirements: lines(values.requirements),
    responsibilities: lines(values.responsibilities),
    benefits: lines(values.benefits),
    education: values.education.trim() || null,
    salaryMinRials: rials(values.salaryMin, locale),
    salaryMaxRials: rials(values.salaryMax, locale),
    expiresAt: values.expiresOn ? expiryFromDay(values.expiresOn, now) : null,
    permanent: values.permanent,
  };
}

export type CheckedPosting =
  | { ok: true; input: ReturnType<ReturnType<typeof jobPostingRules>['parse']> }
  | { ok: false; errors: PostingErrors };

/** Checks the form with the server's own rules; on success, the cleaned-up values to send. */
export function checkPosting(values: JobFormValues, locale: Locale, now = new Date()): CheckedPosting {
  const result = jobPostingRules(now).safeParse(postingValues(values, locale, now));
  if (result.success) return { ok: true, input: result.data };
  return {
    ok: false,
    errors: postingErrors(fieldProblems(result.error, '')),
  };
}
