import {
  portfolioCategories,
  portfolioIndustries,
  portfolioLimits,
  portfolioProjectStates,
  portfolioSorts,
  type PortfolioCategory,
  type PortfolioIndustry,
  type PortfolioProjectState,
  type PortfolioSort,
} from '@platform/rules/portfolio-limits';

/**
 * The portfolio's search as its address keeps it:
 * `?q=shop&industry=RETAIL&category=ECOMMERCE&technology=react&state=COMPLETED&sale=1&demo=1&sort=MOST_VIEWED`.
 */
export interface PortfolioSearch {
  query: string;
  industry: PortfolioIndustry | null;
  category: PortfolioCategory | null;
  /** Only those built with this technology (compared by the shared taxonomy: `reactjs` finds React). */
  technology: string | null;
  state: PortfolioProjectState | null;
  forSale: boolean;
  hasDemo: boolean;
  sort: PortfolioSort;
}

const pick = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  choices.find((choice) => choice === value?.toUpperCase()) ?? null;

/** The search an address asks for; what it cannot read is left out. */
export function readPortfolioSearch(params: URLSearchParams): PortfolioSearch {
  return {
    query: (params.get('q') ?? '').trim().slice(0, portfolioLimits.searchMax),
    industry: pick(portfolioIndustries, params.get('industry')),
    category: pick(portfolioCategories, params.get('category')),
    technology: (params.get('technology') ?? '').trim().slice(0, portfolioLimits.technologyMax) || null,
    state: pick(portfolioProjectStates, params.get('state')),
    forSale: params.get('sale') === '1',
    hasDemo: params.get('demo') === '1',
    sort: pick(portfolioSorts, params.get('sort')) ?? 'NEWEST',
  };
}

/** The address's query for a search: only what narrows or orders it, in a fixed order. */
export function portfolioSearchParams(search: PortfolioSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query) params.set('q', search.query);
  if (search.industry) params.set('industry', search.industry);
  if (search.category) params.set('category', search.category);
  if (search.technology) params.set('technology', search.technology);
  if (search.state) params.set('state', search.state);
  if (search.forSale) params.set('sale', '1');
  if (search.hasDemo) params.set('demo', '1');
  if (search.sort !== 'NEWEST') params.set('sort', search.sort);
  return params;
}

/** Whether a search narrows the portfolio at all. */
/** How many filters narrow the search, its words and order aside: the filters' button on a phone says it. */
export const activeFilterCount = (search: PortfolioSearch) =>
  [search.industry, search.category, search.technology, search.state, search.forSale, search.hasDemo].filter(
    Boolean,
  ).length;

export const isFiltered = (search: PortfolioSearch) => Boolean(search.query) || activeFilterCount(search) > 0;

/** The portfolio query's variables for a search. */
export function portfolioVariables(search: PortfolioSearch) {
  return {
    filter: {
      query: search.query || null,
      industry: search.industry,
      category: search.category,
      technology: search.technology,
      state: search.state,
      forSale: search.forSale ? true : null,
      hasDemo: search.hasDemo ? true : null,
    },
    sort: search.sort,
  };
}
