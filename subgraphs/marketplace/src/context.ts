import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma, DomainTx } from '@platform/subgraph-kit/domains';
import type { MarketplaceSettings } from './env.ts';

/** The database as the marketplace subgraph sees it: portfolio projects and their words, pictures and counters. */
export type MarketplacePrisma = DomainPrisma<'marketplace'>;
export type MarketplaceTx = DomainTx<'marketplace'>;

/** What the marketplace subgraph's resolvers see; it makes no services. */
export type MarketplaceContext = SubgraphContext<'marketplace', Record<string, never>, MarketplaceSettings>;
