import { schema as accounts } from '@platform/subgraph-accounts/schema';
import { schema as activity } from '@platform/subgraph-activity/schema';
import { schema as jobs } from '@platform/subgraph-jobs/schema';
import { schema as messaging } from '@platform/subgraph-messaging/schema';
import type { GraphQLSchema } from 'graphql';

export interface SubgraphDefinition {
  name: string;
  schema: GraphQLSchema;
}

/**
 * Every domain subgraph, in one place: composition, the gateway's in-process mode and the node subgraph all
 * read this list. Planned: assessments, collaborators, marketplace, billing, content.
 */
export const subgraphs: SubgraphDefinition[] = [
  { name: 'accounts', schema: accounts },
  { name: 'jobs', schema: jobs },
  { name: 'messaging', schema: messaging },
  { name: 'activity', schema: activity },
];
