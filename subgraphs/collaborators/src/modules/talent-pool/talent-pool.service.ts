import { talentPoolFilterRules, type ResumeDocument } from '@platform/rules/resumes';
import { parseInput } from '@platform/subgraph-kit/error-types';
import { firstVersion, type ResumeView } from '../resumes/resumes.service.ts';
import { skillKey, wordsWhere } from '../search.ts';

/**
 * The talent pool as a query: the résumés whose owners opened them to employers and which the team found complete,
 * that match every filter given (words, a skill, a language it is written in).
 */
export function talentPoolWhere(filter: unknown) {
  const f = parseInput(talentPoolFilterRules, filter ?? {}, 'filter');
  return {
    openToEmployers: true,
    evaluation: 'COMPLETE' as const,
    versions: { some: f.locale ? { locale: f.locale } : {} },
    ...(f.skill ? { skillKeys: { has: skillKey(f.skill) } } : {}),
    ...wordsWhere(f.query),
  };
}

/**
 * A résumé of the pool in the language asked, else in the first it is written in (fa, en, az), as an employer
 * reads it: who wrote it and how to reach them withheld.
 */
export function poolView(
  versions: { locale: string; document: unknown }[],
  locale: string | null | undefined,
  certificates: ResumeView['certificates'],
): ResumeView | null {
  const version = versions.find((v) => v.locale === locale) ?? firstVersion(versions);
  return version
    ? {
        locale: version.locale,
        document: version.document as ResumeDocument,
        certificates,
        identityWithheld: true,
      }
    : null;
}
