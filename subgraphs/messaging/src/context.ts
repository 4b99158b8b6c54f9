import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma, DomainTx } from '@platform/subgraph-kit/domains';

/** The database as the messaging subgraph sees it: conversations, their participants, messages and reports. */
export type MessagingPrisma = DomainPrisma<'messaging'>;
export type MessagingTx = DomainTx<'messaging'>;

/** What the messaging subgraph's resolvers see; it has no services or settings of its own. */
export type MessagingContext = SubgraphContext<'messaging', undefined, undefined>;
