import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ArticlePageQuery } from '../../../__generated__/ArticlePageQuery.graphql';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageSpinner } from '../../../app/PageSpinner';
import { CommentsSection } from '../feedback/CommentsSection';
import { ServiceChildHead } from './ContentJsonLd';
import { ContentView } from './ContentView';
import { contentPageMessages as m } from './messages';

export interface ArticlePageLoaderData {
  queryRef: PreloadedQuery<ArticlePageQuery>;
}

function Article({ queryRef }: ArticlePageLoaderData) {
  const intl = useIntl();
  const data = usePreloadedQuery<ArticlePageQuery>(
    graphql`
      query ArticlePageQuery($slug: String!, $itemId: ID!, $hasItem: Boolean!) {
        ...CommentsSection_query
          @arguments(itemId: $itemId, count: 10)
          @include(if: $hasItem)
          @alias(as: "comments")
        article: contentItem(kind: ARTICLE, slug: $slug) {
          id
          ...serviceChildItem_fields @relay(mask: false)
        }
      }
    `,
    queryRef,
  );
  const { article } = data;
  const document = article?.document;
  if (!article || !document) return <NotFoundPage />;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  return (
    <article className="space-y-8">
      <ServiceChildHead
        path={article.path}
        words={document}
        service={article.service}
        serviceLink={(title) => title}
      />
      <ContentView
        words={document}
        locale={document.locale}
        meta={
          <p className="text-sm text-slate-500">
            {[
              document.author?.displayName,
              intl.formatMessage(m.published, { date: date(document.firstPublishedAt) }),
              document.publishedAt !== document.firstPublishedAt
                ? intl.formatMessage(m.updated, { date: date(document.publishedAt) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        }
      />
      {data.comments ? <CommentsSection query={data.comments} itemId={article.id} /> : null}
    </article>
  );
}

/** /services/development/articles/{slug}: an article about a development service. */
export function ArticlePage() {
  const { queryRef } = useLoaderData() as ArticlePageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Article queryRef={queryRef} />
    </Suspense>
  );
}
