import { jobPostingLimits } from '@platform/rules/jobs';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { jobPostingErrorMessages } from './messages';

/** A field's first problem: its code and, for a list, which item (1-based) it is about. */
export interface PostingProblem {
  code: string;
  item?: number;
}

export type PostingErrors = Partial<Record<string, PostingProblem>>;

/**
 * Problems by form field, from the rules' paths (`title`, `requirements.3`) or a ValidationError's
 * (`input.title`).
 */
export function postingErrors(problems: readonly { path: string; code: string }[]): PostingErrors {
  const errors: PostingErrors = {};
  for (const { path, code } of problems) {
    const [field, index] = path.replace(/^input\./, '').split('.');
    if (!field || errors[field]) continue;
    errors[field] = index === undefined ? { code } : { code, item: Number(index) + 1 };
  }
  return errors;
}

const LIMITS: Partial<Record<string, Record<string, number>>> = {
  TITLE_TOO_SHORT: { min: jobPostingLimits.titleMin },
  TITLE_TOO_LONG: { max: jobPostingLimits.titleMax },
  COMPANY_NAME_TOO_LONG: { max: jobPostingLimits.companyNameMax },
  DESCRIPTION_TOO_SHORT: { min: jobPostingLimits.descriptionMin },
  DESCRIPTION_TOO_LONG: { max: jobPostingLimits.descriptionMax },
  EXPIRY_TOO_FAR: { days: jobPostingLimits.expiresWithinDays },
  TOO_MANY_TESTS: { max: jobPostingLimits.tests },
};

/** Lists have their own limits: skills are shorter and fewer than requirements. */
function listLimits(field: string, code: string): Record<string, number> {
  const skills = field === 'skills';
  if (code === 'ITEM_TOO_LONG')
    return {
      max: skills ? jobPostingLimits.skillMax : field === 'education' ? 300 : jobPostingLimits.listItemMax,
    };
  if (code === 'TOO_MANY_ITEMS')
    return { max: skills ? jobPostingLimits.skills : jobPostingLimits.listItems };
  return {};
}

function isKnownCode(code: string): code is keyof typeof jobPostingErrorMessages {
  return Object.hasOwn(jobPostingErrorMessages, code);
}

/** A job field's problem in the user's language, numbers in the language's digits. */
export function postingErrorText(
  intl: IntlShape,
  field: string,
  problem: PostingProblem | undefined,
): string | undefined {
  if (!problem) return undefined;
  const { code, item } = problem;
  // An over-long education is one text, not an item of a list.
  const known = code === 'ITEM_TOO_LONG' && !item ? 'TEXT_TOO_LONG' : code;
  const descriptor: MessageDescriptor = isKnownCode(known)
    ? jobPostingErrorMessages[known]
    : jobPostingErrorMessages.INVALID;
  const numbers = { ...(LIMITS[code] ?? {}), ...listLimits(field, code), ...(item ? { item } : {}) };
  const values = Object.fromEntries(
    Object.entries(numbers).map(([name, value]) => [name, intl.formatNumber(value)]),
  );
  return intl.formatMessage(descriptor, values);
}
