import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MyJobCard_job$key } from '../../../__generated__/MyJobCard_job.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { myJobsMessages } from '../messages';
import { secondaryButtonClass } from '../../../ui/buttons';
import { CloseJobButton } from './CloseJobButton';
import { jobState, JobStatusBadge } from './JobStatusBadge';

/** One of the employer's job posts with what they do with it: edit, review applications, view, close. */
export function MyJobCard({ job }: { job: MyJobCard_job$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment MyJobCard_job on Job {
        id
        slug
        title
        companyName
        place {
          name
        }
        status
        isExpired
        permanent
        postedAt
        expiresAt
        applications {
          totalCount
        }
        newApplications: applications(statuses: [SUBMITTED]) {
          totalCount
        }
      }
    `,
    job,
  );
  const state = jobState({ status: data.status, isExpired: data.isExpired, permanent: data.permanent });
  const slug = encodeURIComponent(data.slug);
  const formatDate = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  const total = data.applications?.totalCount ?? 0;
  const fresh = data.newApplications?.totalCount ?? 0;
  const titleId = `my-job-${data.id}`;

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            <span dir="auto">{data.title}</span>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <bdi>{data.companyName}</bdi>
            <span aria-hidden="true" className="inline-block size-1 rounded-full bg-slate-300" />
            <bdi>{data.place.name}</bdi>
          </p>
        </div>
        <JobStatusBadge state={state} />
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-500">{intl.formatMessage(myJobsMessages.posted)}</dt>
          <dd className="font-medium text-slate-800">
            <time dateTime={data.postedAt}>{formatDate(data.postedAt)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{intl.formatMessage(myJobsMessages.expires)}</dt>
          <dd className="font-medium text-slate-800">
            {data.expiresAt ? (
              <time dateTime={data.expiresAt}>{formatDate(data.expiresAt)}</time>
            ) : (
              intl.formatMessage(myJobsMessages.noExpiry)
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm font-medium text-slate-800">
        {intl.formatMessage(myJobsMessages.applications, { count: total })}
        {fresh > 0 ? (
          <span className="ms-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
            {intl.formatMessage(myJobsMessages.newApplications, { count: fresh })}
          </span>
        ) : null}
      </p>
      <div
        role="group"
        aria-label={intl.formatMessage(myJobsMessages.actionsFor, { title: data.title })}
        className="mt-4 flex flex-wrap gap-2"
      >
        <Link href={localePath(locale, `/panel/jobs/${slug}/edit`)} className={secondaryButtonClass}>
          {intl.formatMessage(myJobsMessages.edit)}
        </Link>
        {state === 'DRAFT' ? null : (
          <Link
            href={localePath(locale, `/panel/jobs/${slug}/applications`)}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(myJobsMessages.viewApplications)}
          </Link>
        )}
        <Link href={localePath(locale, `/jobs/${slug}`)} className={secondaryButtonClass}>
          {intl.formatMessage(state === 'DRAFT' ? myJobsMessages.previewDraft : myJobsMessages.viewPage)}
        </Link>
        {state === 'CLOSED' ? null : <CloseJobButton jobId={data.id} title={data.title} />}
      </div>
    </article>
  );
}
