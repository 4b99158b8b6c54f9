import type { DomainPrisma } from '@platform/subgraph-kit/domains';

/** The database as the jobs subgraph sees it: jobs, places, search terms and applications. */
export type JobsPrisma = DomainPrisma<'jobs'>;
