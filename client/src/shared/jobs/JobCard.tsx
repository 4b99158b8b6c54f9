import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JobCard_job$key } from '../../__generated__/JobCard_job.graphql';
import { useLocale } from '../../app/LocaleContext';
import { directionOf, localePath } from '../../app/locale';
import { jobCardMessages } from './messages';
import { JobBadges } from './JobBadges';
import { Salary } from './Salary';

function BuildingIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M4 2h8a1 1 0 0 1 1 1v4h3a1 1 0 0 1 1 1v10H3V3a1 1 0 0 1 1-1zm1 2v12h2v-3h2v3h2V4H5zm8 5v7h2V9h-2zM6 6h1.5v1.5H6V6zm3 0h1.5v1.5H9V6zM6 9h1.5v1.5H6V9zm3 0h1.5v1.5H9V9z" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
    </svg>
  );
}

export function JobCard({ job }: { job: JobCard_job$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment JobCard_job on Job {
        slug
        language
        title
        companyName
        place {
          name
        }
        type
        experienceLevel
        postedAt
        permanent
        salary {
          ...Salary_salary
        }
      }
    `,
    job,
  );
  const adDirection = directionOf(data.language);

  return (
    <article className="group relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-300 hover:shadow-md focus-within:ring-2 focus-within:ring-teal-600">
      <div lang={data.language} dir={adDirection} className="text-start">
        <h3 className="text-lg leading-snug font-bold text-slate-900">
          <Link
            to={localePath(locale, `/jobs/${data.slug}`)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-teal-800"
          >
            {data.title}
          </Link>
        </h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <BuildingIcon />
          <span>{data.companyName}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <PinIcon />
          <bdi lang={locale}>{data.place.name}</bdi>
        </p>
      </div>
      <JobBadges type={data.type} experienceLevel={data.experienceLevel} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-4">
        <p className="text-sm font-semibold text-slate-800">
          <span className="sr-only">{intl.formatMessage(jobCardMessages.salary)} </span>
          <Salary salary={data.salary} />
        </p>
        <p className="text-xs text-slate-500">
          {data.permanent ? (
            <span className="me-2 rounded bg-amber-50 px-1.5 py-0.5 font-medium text-amber-800">
              {intl.formatMessage(jobCardMessages.permanent)}
            </span>
          ) : null}
          <time dateTime={data.postedAt}>
            {intl.formatMessage(jobCardMessages.postedOn, {
              date: intl.formatDate(data.postedAt, { dateStyle: 'medium' }),
            })}
          </time>
        </p>
      </div>
    </article>
  );
}
