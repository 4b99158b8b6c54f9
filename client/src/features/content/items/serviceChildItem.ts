/* eslint-disable relay/unused-fields -- the pages that spread this fragment read its fields. */
import { graphql } from 'react-relay/hooks';

/**
 * What the pages of a service's article or feature select for their head and body: the item's words and dates, and
 * the service it belongs to. Spread unmasked, so that the pages read it as their own;
 * nothing imports this module, so that no page's code carries the fragment's own artifact (the queries inline it).
 */
export const serviceChildItemFields = graphql`
  fragment serviceChildItem_fields on ContentItem {
    path
    document {
      locale
      requestedLocale
      title
      summary
      firstPublishedAt
      publishedAt
      author {
        displayName
      }
      parts {
        ...ContentView_parts @relay(mask: false)
      }
    }
    service {
      path
      document {
        title
      }
    }
  }
`;
