import type { SubgraphContext } from '@platform/subgraph-kit/context';
import { createPlaces, type PlacesService } from './modules/places/places.service.ts';
import { createJobSearch, type JobSearchService } from './modules/search/search.service.ts';
import type { JobsPrisma } from './db.ts';

export type { JobsPrisma } from './db.ts';

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
