import { portfolioLimits as L } from '@platform/rules/portfolio-limits';
import type { IntlShape } from 'react-intl';
import { fieldProblemText } from '../../../ui/fieldErrors';
import { projectErrorMessages } from './messages';

const LIMITS: Partial<Record<string, Record<string, number>>> = {
  SLUG_INVALID: { min: L.slugMin, max: L.slugMax },
  TOO_MANY_CATEGORIES: { max: L.categories },
  TOO_MANY_SKILLS: { max: L.technologies },
  SKILL_TOO_LONG: { max: L.technologyMax },
  CLIENT_TOO_LONG: { max: L.clientMax },
  TOO_MANY_PICTURES: { max: L.pictures },
  CAPTION_TOO_LONG: { max: L.captionMax },
  TOO_MANY_MEMBERS: { max: L.team },
  TITLE_TOO_SHORT: { min: L.titleMin },
  TITLE_TOO_LONG: { max: L.titleMax },
  SUMMARY_TOO_LONG: { max: L.summaryMax },
  DESCRIPTION_TOO_LONG: { max: L.descriptionMax },
  NOTES_TOO_LONG: { max: L.notesMax },
  SUPPORT_INVALID: { max: L.supportMonthsMax },
  CREDENTIAL_TOO_LONG: { max: L.demoCredentialMax },
};

/** A project field's problem code in the user's language, with the rule's limits in the language's digits. */
export function projectErrorText(intl: IntlShape, code: string | undefined): string | undefined {
  return fieldProblemText(intl, code, projectErrorMessages, LIMITS);
}
