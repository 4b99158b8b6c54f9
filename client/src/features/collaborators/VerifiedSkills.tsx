import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { VerifiedSkills_collaborator$key } from '../../__generated__/VerifiedSkills_collaborator.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { profileMessages as m } from './messages';
import { VerifiedMark } from './ProfileFacts';

/** A certificate's score band (`80-89`) as its two ends, in the reader's digits. */
function bandEnds(band: string, format: (n: number) => string) {
  const [low = 0, high = 100] = band.split('-').map(Number);
  return { low: format(low), high: format(high) };
}

/**
 * A profile's verified skills: each certificate of a talent test its owner passed, with what the test measures, the
 * score band, the date, and the way to check it on its public page.
 */
export function VerifiedSkills({ collaborator }: { collaborator: VerifiedSkills_collaborator$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { certificates } = useFragment(
    graphql`
      fragment VerifiedSkills_collaborator on Collaborator {
        certificates {
          code
          path
          testTitle
          skills
          scoreBand
          issuedAt
        }
      }
    `,
    collaborator,
  );
  if (!certificates.length) return null;
  return (
    <section
      aria-labelledby="profile-verified"
      className="rounded-2xl border border-teal-200 bg-teal-50/50 p-6"
      data-verified-skills
    >
      <h2 id="profile-verified" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <span className="text-teal-700">
          <VerifiedMark />
        </span>
        {intl.formatMessage(m.verifiedSkills)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(m.verifiedIntro)}</p>
      <ul className="mt-4 space-y-4">
        {certificates.map((c) => (
          <li key={c.code} className="rounded-xl border border-teal-100 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-bold text-slate-900">{c.testTitle}</h3>
              <span className="rounded-md bg-teal-100 px-2 py-0.5 text-sm font-semibold text-teal-900">
                {intl.formatMessage(
                  m.scoreBand,
                  bandEnds(c.scoreBand, (n) => intl.formatNumber(n)),
                )}
              </span>
            </div>
            {c.skills.length ? (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {c.skills.map((skill) => (
                  <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {skill}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span>
                {intl.formatMessage(m.certified, {
                  date: intl.formatDate(c.issuedAt, { dateStyle: 'long' }),
                })}
              </span>
              <Link to={localePath(locale, c.path)} className="font-semibold text-teal-700 hover:underline">
                {intl.formatMessage(m.checkCertificate, { test: c.testTitle })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
