import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ApiKeyList_query$key } from '../../../__generated__/ApiKeyList_query.graphql';
import { secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';
import { apiKeysMessages } from '../messages';
import { ApiKeyCard } from './ApiKeyCard';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKeySecret, type NewApiKey } from './NewApiKeySecret';

export const API_KEYS_PAGE_SIZE = 20;

/** The partner's keys, newest first, with the form that adds one and, right after, the new key's secret. */
export function ApiKeyList({ query }: { query: ApiKeyList_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ApiKeyList_query on Query
      @refetchable(queryName: "ApiKeyListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        myApiKeys(first: $count, after: $cursor) @connection(key: "ApiKeyList_myApiKeys") {
          __id
          edges {
            node {
              id
              ...ApiKeyCard_apiKey
            }
          }
        }
      }
    `,
    query,
  );
  // Held here only, never in the store or the address: leaving the page forgets it for good.
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const { edges } = data.myApiKeys;

  return (
    <div className="space-y-8">
      {created ? (
        <NewApiKeySecret created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiKeyForm connectionId={data.myApiKeys.__id} onCreated={setCreated} />
      )}
      <section aria-labelledby="api-keys-list" className="space-y-4">
        <h2 id="api-keys-list" className="text-xl font-bold text-slate-900">
          {intl.formatMessage(apiKeysMessages.yourKeys)}
        </h2>
        {edges.length === 0 ? (
          <EmptyState text={intl.formatMessage(apiKeysMessages.empty)} />
        ) : (
          <ul className="space-y-4">
            {edges.map(({ node }) => (
              <li key={node.id}>
                <ApiKeyCard apiKey={node} />
              </li>
            ))}
          </ul>
        )}
        {hasNext ? (
          <div className="flex justify-center">
            <Button
              onPress={() => loadNext(API_KEYS_PAGE_SIZE)}
              isPending={isLoadingNext}
              className={secondaryButtonClass}
            >
              {intl.formatMessage(isLoadingNext ? apiKeysMessages.loadingMore : apiKeysMessages.loadMore)}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
