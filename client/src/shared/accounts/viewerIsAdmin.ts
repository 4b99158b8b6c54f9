import { fetchQuery } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from '../../__generated__/AccountMenuQuery.graphql';
import type { Locale } from '../../app/locale';

/**
 * Whether the signed-in user is an admin. Admin-only fields (the report queue, the site's statistics) fail the
 * whole query for anyone else, so a page asks for them only when this says yes (from the header's account query,
 * usually already in the store).
 */
export async function viewerIsAdmin(environment: IEnvironment, locale: Locale): Promise<boolean> {
  const data = await fetchQuery<AccountMenuQueryType>(
    environment,
    AccountMenuQuery,
    {},
    { fetchPolicy: 'store-or-network', networkCacheConfig: { metadata: { locale } } },
  ).toPromise();
  return data?.viewer?.roles?.includes('ADMIN') ?? false;
}
