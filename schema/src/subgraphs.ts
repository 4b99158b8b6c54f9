import { accountsSubgraph } from '@platform/subgraph-accounts';
import { activitySubgraph } from '@platform/subgraph-activity';
import { assessmentsSubgraph } from '@platform/subgraph-assessments';
import { billingSubgraph } from '@platform/subgraph-billing';
import { collaboratorsSubgraph } from '@platform/subgraph-collaborators';
import { contentSubgraph } from '@platform/subgraph-content';
import { analyticsSubgraph } from '@platform/subgraph-analytics';
import { jobsSubgraph } from '@platform/subgraph-jobs';
import { marketplaceSubgraph } from '@platform/subgraph-marketplace';
import { messagingSubgraph } from '@platform/subgraph-messaging';
import type { AnySubgraphModule } from '@platform/subgraph-kit/subgraph';

/**
 * Every domain subgraph's entry, in one place: composition reads their schemas, and the gateway mounts them
 * (in-process, or over HTTP where a URL names one).
 */
export const subgraphs: readonly AnySubgraphModule[] = [
  accountsSubgraph,
  jobsSubgraph,
  messagingSubgraph,
  activitySubgraph,
  analyticsSubgraph,
  assessmentsSubgraph,
  billingSubgraph,
  contentSubgraph,
  collaboratorsSubgraph,
  marketplaceSubgraph,
];
