import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { CollaboratorsContext } from './context.ts';
import { certificatesProjector } from './modules/certificates/certificates.projector.ts';
import { collaboratorsSitemap } from './modules/profiles/profiles.service.ts';
import { parseCollaboratorsSettings } from './env.ts';
import { requestMailing } from './modules/requests/requests.mail.ts';
import { requestConversation, requestsExpiry } from './modules/requests/requests.worker.ts';
import { reviewsReveal } from './modules/reviews/reviews.worker.ts';
import { schema } from './schema.ts';

/**
 * The collaborator directory: freelancers' profiles, which their owners write and publish, with the skills their
 * talent-test certificates prove (from assessments' events), the contact requests people send them, and the reviews of the work that came of them.
 */
export const collaboratorsSubgraph = defineSubgraph<CollaboratorsContext>({
  name: 'collaborators',
  schema,
  create: ({ prisma, graph, log, env, pagesUrl }) => {
    const settings = parseCollaboratorsSettings(env);
    const mail = requestMailing({ log, graph, settings, pagesUrl: pagesUrl ?? (() => null) });
    return {
      settings,
      services: {},
      sitemaps: [collaboratorsSitemap(prisma)],
      consumers: [certificatesProjector, requestConversation(graph), ...mail.consumers],
      jobs: [requestsExpiry, reviewsReveal, ...mail.jobs],
    };
  },
});
