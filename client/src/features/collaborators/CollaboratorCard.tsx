import { formatMoney } from '@platform/rules/money';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CollaboratorCard_collaborator$key } from '../../__generated__/CollaboratorCard_collaborator.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { Availability, ExpertiseBadges, ReviewStars, VerifiedMark } from './ProfileFacts';
import { directoryMessages as m, profileMessages } from './messages';

/** One collaborator in the directory: name, headline, expertise, skills, rate, clients' rating, availability. */
export function CollaboratorCard({ collaborator }: { collaborator: CollaboratorCard_collaborator$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const c = useFragment(
    graphql`
      fragment CollaboratorCard_collaborator on Collaborator {
        path
        displayName
        expertise
        skills
        yearsOfExperience
        hourlyRateRials
        availability
        remote
        verified
        ratingAverage
        reviewsCount
        readerWords {
          locale
          headline
        }
      }
    `,
    collaborator,
  );
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-collaborator
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">
          <Link to={localePath(locale, c.path)} className="hover:text-teal-800 hover:underline">
            {c.displayName}
          </Link>
        </h2>
        <Availability value={c.availability} />
      </div>
      {c.verified ? (
        <p
          className="flex w-fit items-center gap-1 rounded-md bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800"
          title={intl.formatMessage(m.verifiedHint)}
        >
          <VerifiedMark />
          {intl.formatMessage(m.verified)}
        </p>
      ) : null}
      {c.readerWords ? (
        <p lang={c.readerWords.locale} dir="auto" className="text-slate-700">
          {c.readerWords.headline}
        </p>
      ) : null}
      <ExpertiseBadges values={c.expertise} />
      {c.skills.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={intl.formatMessage(profileMessages.skills)}>
          {c.skills.slice(0, 8).map((skill) => (
            <li key={skill} dir="auto" className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">
          {c.hourlyRateRials == null
            ? intl.formatMessage(m.noRate)
            : intl.formatMessage(m.perHour, { amount: formatMoney(c.hourlyRateRials, locale) })}
        </span>
        {c.ratingAverage != null && c.reviewsCount > 0 ? (
          <span className="flex items-center gap-1">
            <ReviewStars rating={c.ratingAverage} />
            {intl.formatMessage(m.ratingShort, {
              rating: intl.formatNumber(c.ratingAverage, { maximumFractionDigits: 1 }),
              count: c.reviewsCount,
            })}
          </span>
        ) : null}
        <span>{intl.formatMessage(m.years, { years: c.yearsOfExperience })}</span>
        {c.remote ? <span>{intl.formatMessage(m.remote)}</span> : null}
      </p>
    </li>
  );
}
