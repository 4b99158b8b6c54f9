import { fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { contentItemIdQuery } from '../../../__generated__/contentItemIdQuery.graphql';
import type { Locale } from '../../../app/locale';

/**
 * The global id of the item a page shows, by its kind and address: the page's sections of testimonials and
 * comments are asked for by it, in the same request as the page. Null when no such item is published.
 */
export async function contentItemId(
  environment: IEnvironment,
  locale: Locale,
  kind: 'SERVICE' | 'ARTICLE',
  slug: string,
): Promise<string | null> {
  const data = await fetchQuery<contentItemIdQuery>(
    environment,
    graphql`
      query contentItemIdQuery($kind: ContentKind!, $slug: String!) {
        contentItem(kind: $kind, slug: $slug) {
          id
        }
      }
    `,
    { kind, slug },
    { fetchPolicy: 'store-or-network', networkCacheConfig: { metadata: { locale } } },
  ).toPromise();
  return data?.contentItem?.id ?? null;
}
