import { fetchQuery, graphql, readInlineData } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import AccountMenuQuery, {
  type AccountMenuQuery as AccountMenuQueryType,
} from '../../__generated__/AccountMenuQuery.graphql';
import type { partner_user$key } from '../../__generated__/partner_user.graphql';
import type { Locale } from '../../app/locale';

/** Who may hold API keys, as the server decides it: a registered admin, or a registered employer with a company. */
export function isPartner(user: partner_user$key | null | undefined): boolean {
  const data = readInlineData(
    graphql`
      fragment partner_user on User @inline {
        registered
        roles
        company {
          __typename
        }
      }
    `,
    user,
  );
  if (!data?.registered) return false;
  const roles = data.roles ?? [];
  return roles.includes('ADMIN') || (roles.includes('EMPLOYER') && data.company != null);
}

/**
 * Whether the signed-in user may manage API keys. Partner-only fields fail the whole query for anyone else, so
 * the page asks for them only when this says yes. It reuses the header's account query, usually in the store.
 */
export async function viewerIsPartner(environment: IEnvironment, locale: Locale): Promise<boolean> {
  const data = await fetchQuery<AccountMenuQueryType>(
    environment,
    AccountMenuQuery,
    {},
    { fetchPolicy: 'store-or-network', networkCacheConfig: { metadata: { locale } } },
  ).toPromise();
  return isPartner(data?.viewer);
}
