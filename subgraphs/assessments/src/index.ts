import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsContext } from './context.ts';
import { orderAccessProjector } from './modules/sessions/access.projector.ts';
import { sessionTimeoutWorker } from './modules/sessions/sessions.worker.ts';
import { publicTestExists, testsSitemap } from './modules/tests/tests.service.ts';
import { certificateExists } from './modules/certificates/certificates.service.ts';
import { schema } from './schema.ts';
import { parseAssessmentsSettings } from './env.ts';
import { reportMailWorker } from './modules/reports/reports.worker.ts';

/** Talent, aptitude and personality tests: the catalogue, timed sessions, results and certificates. */
export const assessmentsSubgraph = defineSubgraph<AssessmentsContext>({
  name: 'assessments',
  schema,
  create: ({ prisma, bus, log, env, graph, pagesUrl }) => {
    const settings = parseAssessmentsSettings(env);
    return {
      settings,
      workers: [
        sessionTimeoutWorker({ prisma, log }),
        orderAccessProjector({ prisma, bus, log }),
        reportMailWorker({ prisma, bus, log, graph, settings, pagesUrl: pagesUrl ?? (() => null) }),
      ],
      pages: [
        {
          // A test's page: 404 for a slug that names no active test.
          pattern: /^\/talent-test\/details\/(?<slug>[^/]+)\/?$/,
          status: async ({ slug }) => ((await publicTestExists(prisma, slug!)) ? 200 : 404),
        },
        {
          // A certificate's verify page: 404 for a code that names none (a revoked one still answers, saying so).
          pattern: /^\/certificates\/(?<code>[^/]+)\/?$/,
          status: async ({ code }) => ((await certificateExists(prisma, code!)) ? 200 : 404),
        },
      ],
      sitemaps: [testsSitemap(prisma)],
    };
  },
});
