import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { FeaturePageQuery } from '../../../__generated__/FeaturePageQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageSpinner } from '../../../app/PageSpinner';
import { ServiceChildHead } from './ContentJsonLd';
import { ContentView } from './ContentView';
import { contentPageMessages as m } from './messages';
import { Importance } from './Importance';

export interface FeaturePageLoaderData {
  queryRef: PreloadedQuery<FeaturePageQuery>;
}

function Feature({ queryRef }: FeaturePageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const { feature } = usePreloadedQuery<FeaturePageQuery>(
    graphql`
      query FeaturePageQuery($slug: String!) {
        feature: contentItem(kind: FEATURE, slug: $slug) {
          importance
          id
          ...serviceChildItem_fields @relay(mask: false)
          related {
            id
            path
            importance
            document {
              title
              summary
            }
          }
        }
      }
    `,
    queryRef,
  );
  const document = feature?.document;
  if (!feature || !document) return <NotFoundPage />;
  const related = feature.related.filter((r) => r.document && r.path);
  return (
    <article className="space-y-8">
      <ServiceChildHead
        path={feature.path}
        words={document}
        service={feature.service}
        serviceLink={(service) => intl.formatMessage(m.partOf, { service })}
      />
      <ContentView
        words={document}
        locale={document.locale}
        meta={feature.importance ? <Importance value={feature.importance} /> : null}
      >
        {related.length ? (
          <section aria-labelledby="related-features" className="space-y-4">
            <h2 id="related-features" className="text-xl font-bold text-slate-900">
              {intl.formatMessage(m.relatedFeatures)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {related.map((other) => (
                <li key={other.id} className="rounded-xl border border-slate-200 bg-white p-5">
                  <Link
                    to={localePath(locale, other.path!)}
                    className="font-semibold text-slate-900 hover:text-teal-800 hover:underline"
                  >
                    {other.document!.title}
                  </Link>
                  {other.importance ? <Importance value={other.importance} /> : null}
                  <p className="mt-2 text-sm text-slate-700">{other.document!.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </ContentView>
    </article>
  );
}

/** /services/development/features/{slug}: a feature, its importance out of 10 and its related features. */
export function FeaturePage() {
  const { queryRef } = useLoaderData() as FeaturePageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Feature queryRef={queryRef} />
    </Suspense>
  );
}
