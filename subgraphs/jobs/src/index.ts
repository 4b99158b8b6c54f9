import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import { createJobsServices, type JobsContext } from './context.ts';
import { applicationTestScores } from './modules/applications/test-scores.projector.ts';
import { jobsSitemap } from './modules/jobs/jobs.sitemap.ts';
import { schema } from './schema.ts';

/** Jobs, their search, and applications to them. */
export const jobsSubgraph = defineSubgraph<JobsContext>({
  name: 'jobs',
  schema,
  create: ({ prisma }) => ({
    services: createJobsServices(prisma),
    consumers: [applicationTestScores],
    sitemaps: [jobsSitemap(prisma)],
  }),
});
