import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import { createJobsServices, type JobsContext } from './context.ts';
import { publicJobExists } from './modules/jobs/jobs.service.ts';
import { jobsSitemap } from './modules/jobs/jobs.sitemap.ts';
import { schema } from './schema.ts';

/** Jobs, their search, and applications to them. */
export const jobsSubgraph = defineSubgraph<JobsContext>({
  name: 'jobs',
  schema,
  create: ({ prisma }) => ({
    services: createJobsServices(prisma),
    pages: [
      {
        // A job's page: 404 for a slug that names no job a visitor may see (drafts included).
        pattern: /^\/jobs\/(?<slug>[^/]+)\/?$/,
        status: async ({ slug }) => ((await publicJobExists(prisma, slug!)) ? 200 : 404),
      },
    ],
    sitemaps: [jobsSitemap(prisma)],
  }),
});
