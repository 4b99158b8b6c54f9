import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ApiKeysPageQuery } from '../../__generated__/ApiKeysPageQuery.graphql';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { PageHeader } from '../../ui/PageHeader';
import { ApiKeyList } from './components/ApiKeyList';
import { PartnersOnly } from './components/PartnersOnly';
import { apiKeysMessages } from './messages';

export interface ApiKeysPageLoaderData {
  queryRef: PreloadedQuery<ApiKeysPageQuery>;
}

function ApiKeys({ queryRef }: ApiKeysPageLoaderData) {
  const data = usePreloadedQuery<ApiKeysPageQuery>(
    graphql`
      query ApiKeysPageQuery($partner: Boolean!) {
        viewer {
          registered
        }
        ...ApiKeyList_query @include(if: $partner) @alias(as: "keys")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.keys) return <PartnersOnly />;
  return <ApiKeyList query={data.keys} />;
}

/** /panel/api-keys: a partner's keys for the public API. */
export function ApiKeysPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as ApiKeysPageLoaderData;
  const title = intl.formatMessage(apiKeysMessages.title);
  return (
    <div className="space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <PageHeader title={title} intro={intl.formatMessage(apiKeysMessages.intro)} />
      <Suspense fallback={<PageSpinner />}>
        <ApiKeys queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
