import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { ServicePageQuery } from '../../../__generated__/ServicePageQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageMeta } from '../../../app/PageMeta';
import { PageSpinner } from '../../../app/PageSpinner';
import { CommentsSection } from '../feedback/CommentsSection';
import { TestimonialsSection } from '../feedback/TestimonialsSection';
import { ContentJsonLd, useCrumbs } from './ContentJsonLd';
import { ContentView, FallbackNote } from './ContentView';
import { Importance } from './Importance';
import { contentPageMessages as m } from './messages';

export interface ServicePageLoaderData {
  queryRef: PreloadedQuery<ServicePageQuery>;
}

const sectionTitle = 'text-xl font-bold text-slate-900';

function Service({ queryRef }: ServicePageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<ServicePageQuery>(
    graphql`
      query ServicePageQuery($slug: String!, $itemId: ID!, $hasItem: Boolean!) {
        ...TestimonialsSection_query
          @arguments(itemId: $itemId, count: 10)
          @include(if: $hasItem)
          @alias(as: "testimonials")
        ...CommentsSection_query
          @arguments(itemId: $itemId, count: 10)
          @include(if: $hasItem)
          @alias(as: "comments")
        service: contentItem(kind: SERVICE, slug: $slug) {
          id
          path
          document {
            locale
            requestedLocale
            title
            summary
            parts {
              ...ContentView_parts @relay(mask: false)
            }
          }
          features {
            id
            path
            importance
            document {
              title
              summary
            }
          }
          articles {
            id
            path
            document {
              title
              summary
              firstPublishedAt
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { service } = data;
  const crumbs = useCrumbs([
    { name: intl.formatMessage(m.services), path: '/services' },
    { name: service?.document?.title ?? '', path: service?.path ?? '/services' },
  ]);
  const document = service?.document;
  if (!service || !document) return <NotFoundPage />;
  const features = service.features.filter((f) => f.document && f.path);
  const articles = service.articles.filter((a) => a.document && a.path);
  return (
    <article className="space-y-10">
      <PageMeta page={document.title} description={document.summary} />
      <ContentJsonLd kind="service" words={document} crumbs={crumbs} />
      <nav aria-label={intl.formatMessage(m.breadcrumb)}>
        <Link
          to={localePath(locale, '/services')}
          className="text-sm font-semibold text-teal-700 hover:underline"
        >
          {intl.formatMessage(m.services)}
        </Link>
      </nav>
      <FallbackNote shown={document.locale} wanted={document.requestedLocale} />
      <ContentView words={document} locale={document.locale}>
        {features.length ? (
          <section aria-labelledby="service-features" className="space-y-4">
            <h2 id="service-features" className={sectionTitle}>
              {intl.formatMessage(m.features)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature.id} className="rounded-xl border border-slate-200 bg-white p-5">
                  <Link
                    to={localePath(locale, feature.path!)}
                    className="font-semibold text-slate-900 hover:text-teal-800 hover:underline"
                  >
                    {feature.document!.title}
                  </Link>
                  {feature.importance ? <Importance value={feature.importance} /> : null}
                  <p className="mt-2 text-sm text-slate-700">{feature.document!.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="service-articles" className="space-y-4">
          <h2 id="service-articles" className={sectionTitle}>
            {intl.formatMessage(m.articles)}
          </h2>
          {articles.length ? (
            <ul className="space-y-3">
              {articles.map((article) => (
                <li key={article.id} className="rounded-xl border border-slate-200 bg-white p-5">
                  <Link
                    to={localePath(locale, article.path!)}
                    className="font-semibold text-slate-900 hover:text-teal-800 hover:underline"
                  >
                    {article.document!.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-500">
                    {intl.formatMessage(m.published, {
                      date: intl.formatDate(article.document!.firstPublishedAt, { dateStyle: 'medium' }),
                    })}
                  </p>
                  <p className="mt-2 text-sm text-slate-700">{article.document!.summary}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{intl.formatMessage(m.noArticles)}</p>
          )}
        </section>
      </ContentView>
      {data.testimonials ? <TestimonialsSection query={data.testimonials} itemId={service.id} /> : null}
      {data.comments ? <CommentsSection query={data.comments} itemId={service.id} /> : null}
    </article>
  );
}

/** /services/development/{slug}: a development service with its features, articles, testimonials and comments. */
export function ServicePage() {
  const { queryRef } = useLoaderData() as ServicePageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Service queryRef={queryRef} />
    </Suspense>
  );
}
