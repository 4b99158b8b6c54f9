import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma } from '@platform/subgraph-kit/domains';
import type { AccountsConfig } from './env.ts';

/** The database as the accounts subgraph sees it: users, companies, sessions and partners' API keys. */
export type AccountsPrisma = DomainPrisma<'accounts'>;

/** What the accounts subgraph's resolvers see: its settings, and no services of its own. */
export type AccountsContext = SubgraphContext<'accounts', undefined, AccountsConfig>;
