import { fetchQuery } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from '../../__generated__/AccountMenuQuery.graphql';
import type { Locale } from '../../app/locale';

/**
 * Whether the signed-in user may post jobs. Employer-only fields fail the whole query for anyone else, so a page
 * asks for them only when this says yes. It reuses the header's account query: usually already in the store, or
 * in flight alongside this page's loader.
 */
export async function viewerIsEmployer(environment: IEnvironment, locale: Locale): Promise<boolean> {
  const data = await fetchQuery<AccountMenuQueryType>(
    environment,
    AccountMenuQuery,
    {},
    { fetchPolicy: 'store-or-network', networkCacheConfig: { metadata: { locale } } },
  ).toPromise();
  return data?.viewer?.roles?.includes('EMPLOYER') ?? false;
}
