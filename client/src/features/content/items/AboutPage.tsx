import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { AboutPageQuery } from '../../../__generated__/AboutPageQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { PageMeta } from '../../../app/PageMeta';
import { PageSpinner } from '../../../app/PageSpinner';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { ContentJsonLd, useCrumbs } from './ContentJsonLd';
import { ContentView, FallbackNote } from './ContentView';
import { contentPageMessages as m } from './messages';
import { NotWritten } from './NotWritten';

export interface AboutPageLoaderData {
  queryRef: PreloadedQuery<AboutPageQuery>;
}

function About({ queryRef }: AboutPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<AboutPageQuery>(
    graphql`
      query AboutPageQuery {
        page: contentItem(kind: PAGE, slug: "about") {
          document {
            locale
            requestedLocale
            title
            summary
            parts {
              ...ContentView_parts @relay(mask: false)
            }
          }
        }
        testsTaken
        tests(first: 1) {
          totalCount
        }
        jobs(first: 1) {
          totalCount
        }
      }
    `,
    queryRef,
  );
  const crumbs = useCrumbs([{ name: intl.formatMessage(m.about), path: '/about' }]);
  const document = data.page?.document;
  if (!document) return <NotWritten title={intl.formatMessage(m.about)} />;
  return (
    <article className="space-y-8">
      <PageMeta page={document.title} description={document.summary} />
      <ContentJsonLd kind="page" words={document} crumbs={crumbs} />
      <FallbackNote shown={document.locale} wanted={document.requestedLocale} />
      <ContentView
        words={document}
        locale={document.locale}
        figures={{
          TESTS_TAKEN: data.testsTaken,
          PUBLISHED_TESTS: data.tests.totalCount,
          OPEN_JOBS: data.jobs.totalCount,
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Link to={localePath(locale, '/cooperation')} className={primaryButtonClass}>
          {intl.formatMessage(m.cooperationCta)}
        </Link>
        <Link to={localePath(locale, '/contact')} className={secondaryButtonClass}>
          {intl.formatMessage(m.contactCta)}
        </Link>
      </div>
    </article>
  );
}

/** /about: the story, the claims beside the figures the product measures, and how cooperation goes. */
export function AboutPage() {
  const { queryRef } = useLoaderData() as AboutPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <About queryRef={queryRef} />
    </Suspense>
  );
}
