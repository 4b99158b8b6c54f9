import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma, DomainTx } from '@platform/subgraph-kit/domains';
import type { CollaboratorsSettings } from './env.ts';

/** The database as the collaborators subgraph sees it: profiles and their words. */
export type CollaboratorsPrisma = DomainPrisma<'collaborators'>;
export type CollaboratorsTx = DomainTx<'collaborators'>;

/** What the collaborators subgraph's resolvers see; it makes no services, and its settings are its mail's. */
export type CollaboratorsContext = SubgraphContext<
  'collaborators',
  Record<string, never>,
  CollaboratorsSettings
>;
