import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { CollaboratorsContext } from './context.ts';
import { schema } from './schema.ts';

/** The collaborator directory: freelancers' profiles, which their owners write and publish. */
export const collaboratorsSubgraph = defineSubgraph<CollaboratorsContext>({
  name: 'collaborators',
  schema,
  // The profiles join the sitemap (`collaboratorsSitemap`) with their public pages.
  create: () => ({ settings: {}, services: {} }),
});
