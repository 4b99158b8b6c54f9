import type { ResumeLocale, ResumeVerdict } from '@platform/rules/resumes';

/**
 * What the résumé pages read from their address, for their loaders: no page module, and no rules module (which
 * brings zod), is loaded to read it.
 */

const resumeLocales: readonly ResumeLocale[] = ['fa', 'en', 'az'];

/** The language a résumé is edited in: `?lang=`, else the page's. */
export const resumeLanguageOf = (params: URLSearchParams, pageLocale: string): ResumeLocale => {
  const asked = params.get('lang') ?? pageLocale;
  return (resumeLocales as readonly string[]).includes(asked) ? (asked as ResumeLocale) : 'fa';
};

export type EvaluationState = 'PENDING' | ResumeVerdict;
export const evaluationStates: readonly EvaluationState[] = ['PENDING', 'COMPLETE', 'NEEDS_WORK'];

/** The list's state from the address (`?state=PENDING`); all résumés when there is none. */
export const evaluationStateOf = (params: URLSearchParams): EvaluationState | null => {
  const asked = params.get('state');
  return (evaluationStates as readonly string[]).includes(asked ?? '') ? (asked as EvaluationState) : null;
};
