import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma, DomainTx } from '@platform/subgraph-kit/domains';
import type { BillingSettings } from './env.ts';

/** The database as the billing subgraph sees it: orders, payments and the ledger. */
export type BillingPrisma = DomainPrisma<'billing'>;
export type BillingTx = DomainTx<'billing'>;

/** What the billing subgraph's resolvers see: its settings, and no services of its own. */
export type BillingContext = SubgraphContext<'billing', undefined, BillingSettings>;
