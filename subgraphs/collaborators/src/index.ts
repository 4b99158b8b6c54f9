import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { CollaboratorsContext } from './context.ts';
import { certificatesProjector } from './modules/certificates/certificates.projector.ts';
import { collaboratorsSitemap } from './modules/profiles/profiles.service.ts';
import { parseCollaboratorsSettings } from './env.ts';
import { requestMailing } from './modules/requests/requests.mail.ts';
import { requestConversation, requestsExpiry } from './modules/requests/requests.worker.ts';
import { resumePdfs } from './modules/resumes/resumes.routes.ts';
import { reviewsReveal } from './modules/reviews/reviews.worker.ts';
import { schema } from './schema.ts';

export { evaluateDemoResumes } from './modules/resumes/demo-evaluations.ts';

/**
 * The collaborator directory: freelancers' profiles, which their owners write and publish, with the skills their
 * talent-test certificates prove (from assessments' events), the contact requests people send them, the reviews of the work that came of them, and people's résumés (printed to PDF, and sent with job applications as
 * snapshots).
 */
export const collaboratorsSubgraph = defineSubgraph<CollaboratorsContext>({
  name: 'collaborators',
  schema,
  create: ({ prisma, graph, log, env, pagesUrl, limits }) => {
    const settings = parseCollaboratorsSettings(env);
    const pages = pagesUrl ?? (() => null);
    const mail = requestMailing({ log, graph, settings, pagesUrl: pages });
    const pdfs = resumePdfs({ settings, pagesUrl: pages, limits, log });
    return {
      settings,
      services: {},
      sitemaps: [collaboratorsSitemap(prisma)],
      consumers: [certificatesProjector, requestConversation(graph), ...mail.consumers],
      jobs: [requestsExpiry, reviewsReveal, ...mail.jobs],
      workers: pdfs.workers,
      routes: pdfs.routes,
    };
  },
});
