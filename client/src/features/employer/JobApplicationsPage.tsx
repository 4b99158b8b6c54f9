import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { JobApplicationsPageQuery } from '../../__generated__/JobApplicationsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import type { ApplicationStatusValue } from './applicationFilter';
import { ApplicationList } from './components/ApplicationList';
import { ApplicationStatusFilter } from './components/ApplicationStatusFilter';
import { secondaryButtonClass } from '../../ui/buttons';
import { jobState, JobStatusBadge } from './components/JobStatusBadge';
import { TestInvitations } from './components/TestInvitations';
import { reviewMessages } from './messages';

export interface JobApplicationsPageLoaderData {
  queryRef: PreloadedQuery<JobApplicationsPageQuery>;
}

function JobApplications({ queryRef }: JobApplicationsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const { job, viewer } = usePreloadedQuery<JobApplicationsPageQuery>(
    graphql`
      query JobApplicationsPageQuery($slug: String!, $statuses: [ApplicationStatus!]) {
        viewer {
          registered
        }
        job(slug: $slug) {
          slug
          title
          status
          isExpired
          permanent
          viewerCanManage
          ...ApplicationStatusFilter_job
          ...ApplicationList_job @arguments(statuses: $statuses)
          ...TestInvitations_job
        }
      }
    `,
    queryRef,
  );
  if (!viewer?.registered) return <RegistrationRequired />;
  if (!job) return <NotFoundPage />;
  const selected = (queryRef.variables.statuses?.[0] ?? null) as ApplicationStatusValue | null;
  return (
    <div className="space-y-6">
      <title>
        {intl.formatMessage(pageTitles.documentTitle, {
          page: intl.formatMessage(reviewMessages.title, { title: job.title }),
        })}
      </title>
      <Link
        href={localePath(locale, '/panel/jobs')}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:rotate-180" fill="currentColor">
          <path d="M12.7 4.3 7 10l5.7 5.7 1.4-1.4L9.8 10l4.3-4.3z" />
        </svg>
        {intl.formatMessage(reviewMessages.backToMyJobs)}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-teal-700">{intl.formatMessage(reviewMessages.heading)}</p>
          <h1 className="mt-1 text-3xl font-extrabold text-slate-900">
            <bdi>{job.title}</bdi>
          </h1>
        </div>
        <div className="flex items-center gap-3">
          <JobStatusBadge
            state={jobState({ status: job.status, isExpired: job.isExpired, permanent: job.permanent })}
          />
          <Link
            href={localePath(locale, `/jobs/${encodeURIComponent(job.slug)}`)}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(reviewMessages.viewPage)}
          </Link>
        </div>
      </header>
      {job.viewerCanManage ? (
        <>
          <ApplicationStatusFilter job={job} selected={selected} />
          <ApplicationList job={job} filtered={selected !== null} />
          <TestInvitations job={job} />
        </>
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
          {intl.formatMessage(reviewMessages.notYours)}
        </p>
      )}
    </div>
  );
}

/** /panel/jobs/:slug/applications?status=…: the employer reviews a job's applications. */
export function JobApplicationsPage() {
  const { queryRef } = useLoaderData() as JobApplicationsPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <JobApplications queryRef={queryRef} />
    </Suspense>
  );
}
