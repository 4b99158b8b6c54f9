import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { JobPageQuery } from '../../__generated__/JobPageQuery.graphql';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageSpinner } from '../../app/PageSpinner';
import { JobDetail } from './components/JobDetail';
import { JobPostingJsonLd } from './components/JobPostingJsonLd';

export interface JobPageLoaderData {
  queryRef: PreloadedQuery<JobPageQuery>;
}

function JobContent({ queryRef }: JobPageLoaderData) {
  const data = usePreloadedQuery<JobPageQuery>(
    graphql`
      query JobPageQuery($slug: String!) {
        job(slug: $slug) {
          ...JobDetail_job
          ...JobPostingJsonLd_job
        }
        viewer {
          ...JobDetail_viewer
        }
      }
    `,
    queryRef,
  );
  if (!data.job) return <NotFoundPage />;
  return (
    <>
      <JobPostingJsonLd job={data.job} />
      <JobDetail job={data.job} viewer={data.viewer} />
    </>
  );
}

export function JobPage() {
  const { queryRef } = useLoaderData() as JobPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <JobContent queryRef={queryRef} />
    </Suspense>
  );
}
