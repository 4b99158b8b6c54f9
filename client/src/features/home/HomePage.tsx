import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { JobListSkeleton } from '../../shared/jobs/JobListSkeleton';
import { ActivityFeed } from './components/ActivityFeed';
import { ExploreSection } from './components/ExploreSection';
import { LatestJobs } from './components/LatestJobs';
import { LatestCollaborators } from './components/LatestCollaborators';
import { LatestProjects } from './components/LatestProjects';
import { LatestTests } from './components/LatestTests';
import { homeMessages } from './messages';

export interface HomePageLoaderData {
  queryRef: PreloadedQuery<HomePageQuery>;
}

function HomeSections({ queryRef }: HomePageLoaderData) {
  const data = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery {
        ...ActivityFeed_query
        ...LatestJobs_query
        ...LatestTests_query
        ...LatestCollaborators_query
        ...LatestProjects_query
      }
    `,
    queryRef,
  );
  return (
    <>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <LatestJobs query={data} />
        </div>
        <ActivityFeed query={data} />
      </div>
      <LatestTests query={data} />
      <LatestCollaborators query={data} />
      <LatestProjects query={data} />
    </>
  );
}

export function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const { queryRef } = useLoaderData() as HomePageLoaderData;

  return (
    <div className="space-y-14">
      <PageMeta home description={intl.formatMessage(homeMessages.heroSubtitle)} />
      <section
        aria-labelledby="home-hero"
        className="overflow-hidden rounded-3xl bg-gradient-to-br from-teal-800 to-teal-600 px-6 py-12 text-white shadow-sm sm:px-12 sm:py-16"
      >
        <h1 id="home-hero" className="max-w-2xl text-3xl leading-tight font-extrabold sm:text-4xl">
          {intl.formatMessage(homeMessages.heroTitle)}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-teal-50 sm:text-lg">
          {intl.formatMessage(homeMessages.heroSubtitle)}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={localePath(locale, '/jobs')}
            className="rounded-lg bg-white px-5 py-2.5 font-semibold text-teal-800 shadow-sm transition hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {intl.formatMessage(homeMessages.heroCta)}
          </Link>
          <Link
            to={localePath(locale, '/talent-test')}
            className="rounded-lg border border-white/60 px-5 py-2.5 font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {intl.formatMessage(homeMessages.heroSecondaryCta)}
          </Link>
        </div>
      </section>
      <Suspense fallback={<JobListSkeleton count={3} />}>
        <HomeSections queryRef={queryRef} />
      </Suspense>
      <ExploreSection />
    </div>
  );
}
