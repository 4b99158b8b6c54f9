import { normalizeSearchText } from '@platform/rules/search-text';
import { skillKey } from '@platform/rules/skills';
import type { JobsPrisma } from '../../db.ts';
import { SearchCache } from './search.cache.ts';
import {
  chooseMatch,
  countMatches,
  firstSearchPage,
  isSearch,
  jobFacets,
  jobPageCards,
  SimilarTitlesRefused,
  type JobFacets,
  type JobMatch,
  type JobCard,
  type JobPage,
  type JobSearch,
  type SearchDb,
  type SimilarTitlesGate,
} from './search.queries.ts';
import { searchStatsReader } from './search.stats.ts';

/** One page of a search: its job ids in order, how the search matched, and what the page's query also told. */
export interface SearchPage {
  search: JobSearch;
  match: JobMatch;
  ids: string[];
  /** The page's jobs with their short columns, read with the page. */
  cards: JobCard[];
  count?: JobPage['count'];
  facets?: JobPage['facets'];
  /** Similar titles were due but the caller may have none now (`SimilarTitlesGate`): no jobs, nothing to count. */
  refused?: true;
}

/**
 * Job search: PostgreSQL answers (the statements of search.queries.ts over the functions of
 * prisma/sql/search.sql), and recent answers are remembered for a few seconds (search.cache.ts).
 */
export interface JobSearchService {
  /**
   * A page of matching job ids; `facets`: count the facets in the same statement where the page can; `similar`:
   * whether the search may fall back to similar titles, asked only when it would (a remembered answer costs nothing).
   */
  page(
    search: JobSearch,
    page: { limit: number; offset: number; facets: boolean },
    similar?: SimilarTitlesGate,
  ): Promise<SearchPage>;
  /** How many jobs match, up to the cap. */
  count(page: SearchPage): Promise<{ count: number; exact: boolean }>;
  /** Counts per filter value, each facet ignoring its own filter. */
  facets(page: SearchPage): Promise<JobFacets>;
  /** After jobs were posted, published, edited or closed here: the next search sees them. */
  forget(): void;
}

export function createJobSearch(prisma: JobsPrisma): JobSearchService {
  const cache = new SearchCache();
  const db: SearchDb = {
    prisma,
    remember: (key, load) => cache.remember(key, load),
    stats: searchStatsReader(prisma),
  };
  const cached = <T>(s: JobSearch, part: unknown[], load: () => Promise<T>) =>
    cache.remember([...part, ...searchKey(s)], load);

  return {
    async page(search, { limit, offset, facets }, similar) {
      try {
        const found = await cached(search, ['page', limit, offset, facets], async () => {
          if (isSearch(search) && offset === 0)
            return firstSearchPage(db, search, limit, { facets, similar });
          const match = await chooseMatch(db, search);
          if (match === 'SIMILAR' && similar && !(await similar())) throw new SimilarTitlesRefused();
          return { match, ...(await jobPageCards(db, search, match, { limit, offset })) };
        });
        return { search, ...found };
      } catch (error) {
        if (!(error instanceof SimilarTitlesRefused)) throw error;
        return {
          search,
          match: 'SIMILAR',
          ids: [],
          cards: [],
          count: { count: 0, exact: true },
          refused: true,
        };
      }
    },
    count(page) {
      if (page.count) return Promise.resolve(page.count);
      return cached(page.search, ['count', page.match], () => countMatches(db, page.search, page.match));
    },
    facets(page) {
      if (page.refused) {
        return Promise.resolve({
          types: [],
          experienceLevels: [],
          places: [],
          postedWithin: [],
          exact: true,
        });
      }
      const shared = page.facets && { facets: page.facets, exact: page.count?.exact ?? false };
      return cached(page.search, ['facets', page.match, shared ? 'ranked' : 'sampled'], () =>
        jobFacets(db, page.search, page.match, shared),
      );
    },
    forget: () => cache.clear(),
  };
}

/** The parts of a search that decide its results, in a stable order; `now` only moves expiry, which TTL bounds. */
function searchKey(s: JobSearch): unknown[] {
  const f = s.filter ?? {};
  const sorted = (values: readonly string[] | null | undefined) =>
    values?.length ? [...values].sort() : null;
  return [
    s.search ? normalizeSearchText(s.search).trim() : null,
    s.orderBy ?? null,
    sorted(f.types),
    sorted(f.experienceLevels),
    sorted(f.places),
    sorted(f.skills?.map(skillKey)),
    f.salaryMinRials ?? null,
    f.salaryMaxRials ?? null,
    f.postedWithinDays ?? null,
    f.includeExpired === true,
  ];
}
