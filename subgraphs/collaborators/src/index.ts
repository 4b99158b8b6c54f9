import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { CollaboratorsContext } from './context.ts';
import { certificatesProjector } from './modules/certificates/certificates.projector.ts';
import { collaboratorsSitemap } from './modules/profiles/profiles.service.ts';
import { schema } from './schema.ts';

/**
 * The collaborator directory: freelancers' profiles, which their owners write and publish, with the skills their
 * talent-test certificates prove (from assessments' events).
 */
export const collaboratorsSubgraph = defineSubgraph<CollaboratorsContext>({
  name: 'collaborators',
  schema,
  create: ({ prisma }) => ({
    settings: {},
    services: {},
    sitemaps: [collaboratorsSitemap(prisma)],
    consumers: [certificatesProjector],
  }),
});
