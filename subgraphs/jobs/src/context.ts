import type { SubgraphContext } from '@platform/subgraph-kit/context';
import type { DomainPrisma } from '@platform/subgraph-kit/domains';
import { createPlaces, type PlacesService } from './modules/places/places.service.ts';
import { createJobSearch, type JobSearchService } from './modules/search/search.service.ts';

/** The database as the jobs subgraph sees it: jobs, places, search terms and applications. */
export type JobsPrisma = DomainPrisma<'jobs'>;

/** What the subgraph's requests share, made once with it: separate instances (tests) share nothing. */
export interface JobsServices {
  search: JobSearchService;
  places: PlacesService;
}

export function createJobsServices(prisma: JobsPrisma): JobsServices {
  return { search: createJobSearch(prisma), places: createPlaces(prisma) };
}

/** What the jobs subgraph's resolvers see; it has no settings of its own. */
export type JobsContext = SubgraphContext<'jobs', JobsServices, undefined>;
