import { defineSubgraph } from '@platform/subgraph-kit/subgraph';
import { jobsSitemap } from './modules/jobs/jobs.sitemap.ts';
import { schema } from './schema.ts';

/** Jobs, their search, and applications to them. */
export const jobsSubgraph = defineSubgraph({
  name: 'jobs',
  schema,
  create: ({ prisma }) => ({
    sitemaps: [jobsSitemap(prisma)],
  }),
});
