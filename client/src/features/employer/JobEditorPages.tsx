import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CreateJobPageQuery } from '../../__generated__/CreateJobPageQuery.graphql';
import type { EditJobPageQuery } from '../../__generated__/EditJobPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { PageHeader } from '../../ui/PageHeader';
import { EmployersOnly } from './components/EmployersOnly';
import { JobForm } from './components/JobForm';
import { jobFormMessages } from './messages';

export interface CreateJobPageLoaderData {
  queryRef: PreloadedQuery<CreateJobPageQuery>;
}

export interface EditJobPageLoaderData {
  queryRef: PreloadedQuery<EditJobPageQuery>;
}

function EditorLayout({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <Link
        href={localePath(locale, '/panel/jobs')}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:rotate-180" fill="currentColor">
          <path d="M12.7 4.3 7 10l5.7 5.7 1.4-1.4L9.8 10l4.3-4.3z" />
        </svg>
        {intl.formatMessage(jobFormMessages.backToMyJobs)}
      </Link>
      <PageHeader title={title} intro={intl.formatMessage(jobFormMessages.intro)} />
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </div>
  );
}

function CreateJob({ queryRef }: CreateJobPageLoaderData) {
  const data = usePreloadedQuery<CreateJobPageQuery>(
    graphql`
      query CreateJobPageQuery {
        ...JobForm_query
        viewer {
          registered
          roles
          company {
            name
          }
        }
      }
    `,
    queryRef,
  );
  const { viewer } = data;
  if (!viewer?.registered) return <RegistrationRequired />;
  if (!viewer.roles?.includes('EMPLOYER')) return <EmployersOnly />;
  return <JobForm query={data} companyName={viewer.company?.name ?? ''} />;
}

/** /panel/jobs/create */
export function CreateJobPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as CreateJobPageLoaderData;
  return (
    <EditorLayout title={intl.formatMessage(jobFormMessages.createTitle)}>
      <CreateJob queryRef={queryRef} />
    </EditorLayout>
  );
}

function EditJob({ queryRef }: EditJobPageLoaderData) {
  const intl = useIntl();
  const data = usePreloadedQuery<EditJobPageQuery>(
    graphql`
      query EditJobPageQuery($slug: String!) {
        ...JobForm_query
        viewer {
          registered
        }
        job(slug: $slug) {
          id
          viewerCanManage
          ...JobForm_job
        }
      }
    `,
    queryRef,
  );
  const { job, viewer } = data;
  if (!viewer?.registered) return <RegistrationRequired />;
  if (!job) return <NotFoundPage />;
  if (!job.viewerCanManage) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
        {intl.formatMessage(jobFormMessages.notFound)}
      </p>
    );
  }
  // A fresh form per job: its fields start from the saved values.
  return <JobForm key={job.id} query={data} job={job} />;
}

/** /panel/jobs/:slug/edit */
export function EditJobPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as EditJobPageLoaderData;
  return (
    <EditorLayout title={intl.formatMessage(jobFormMessages.editTitle)}>
      <EditJob queryRef={queryRef} />
    </EditorLayout>
  );
}
