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
import { Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import type { PortfolioPage_list$key } from '../../__generated__/PortfolioPage_list.graphql';
import type {
  PortfolioPageQuery,
  PortfolioPageQuery$data,
} from '../../__generated__/PortfolioPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { EmptyState } from '../../ui/EmptyState';
import { FilterForm } from '../../ui/FilterForm';
import { MoreButton } from '../../ui/MoreButton';
import {
  categoryMessages,
  industryMessages,
  portfolioMessages as m,
  sortMessages,
  stateMessages,
} from './messages';
import {
  activeFilterCount,
  isFiltered,
  portfolioSearchParams,
  readPortfolioSearch,
  type PortfolioSearch,
} from './portfolioSearch';
import { ProjectCard } from './ProjectCard';

export interface PortfolioPageLoaderData {
  queryRef: PreloadedQuery<PortfolioPageQuery>;
}

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20';
const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-slate-800';

type Facets = PortfolioPageQuery$data['portfolioFacets'];

/** Projects a page shows at first and adds at a time: each card carries a picture. */
const pageSize = 12;

/**
 * The portfolio's filters, each choice with how many it would find: applied by going to their address, so the
 * address always says what is shown.
 */
function Filters({ search, facets }: { search: PortfolioSearch; facets: Facets }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : intl.formatMessage(m.counted, { label, count });
  const [query, setQuery] = useState(search.query);
  const [technology, setTechnology] = useState(search.technology ?? '');
  const [industry, setIndustry] = useState<PortfolioIndustry | ''>(search.industry ?? '');
  const [category, setCategory] = useState<PortfolioCategory | ''>(search.category ?? '');
  const [state, setState] = useState<PortfolioProjectState | ''>(search.state ?? '');
  const [forSale, setForSale] = useState(search.forSale);
  const [hasDemo, setHasDemo] = useState(search.hasDemo);
  const [sort, setSort] = useState<PortfolioSort>(search.sort);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = portfolioSearchParams({
      query: query.trim(),
      technology: technology.trim() || null,
      industry: industry || null,
      category: category || null,
      state: state || null,
      forSale,
      hasDemo,
      sort,
    }).toString();
    navigate(`${localePath(locale, '/portfolio')}${params ? `?${params}` : ''}`);
  }

  // The filters besides the words: in place from the small breakpoint on, in a sheet on a phone.
  const fields = (
    <>
      <label className={labelClass}>
        {intl.formatMessage(m.industry)}
        <select
          name="industry"
          value={industry}
          onChange={(e) => setIndustry(e.target.value as PortfolioIndustry | '')}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyIndustry)}</option>
          {portfolioIndustries.map((value) => (
            <option key={value} value={value}>
              {counted(
                intl.formatMessage(industryMessages[value]),
                facets.industries.find((f) => f.value === value)?.count,
              )}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.category)}
        <select
          name="category"
          value={category}
          onChange={(e) => setCategory(e.target.value as PortfolioCategory | '')}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyCategory)}</option>
          {portfolioCategories.map((value) => (
            <option key={value} value={value}>
              {counted(
                intl.formatMessage(categoryMessages[value]),
                facets.categories.find((f) => f.value === value)?.count,
              )}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.state)}
        <select
          name="state"
          value={state}
          onChange={(e) => setState(e.target.value as PortfolioProjectState | '')}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyState)}</option>
          {portfolioProjectStates.map((value) => (
            <option key={value} value={value}>
              {counted(
                intl.formatMessage(stateMessages[value]),
                facets.states.find((f) => f.value === value)?.count,
              )}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.technology)}
        <input
          name="technology"
          value={technology}
          maxLength={portfolioLimits.technologyMax}
          placeholder={intl.formatMessage(m.technologyPlaceholder)}
          onChange={(e) => setTechnology(e.target.value)}
          dir="auto"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.sort)}
        <select
          name="sort"
          value={sort}
          onChange={(e) => setSort(e.target.value as PortfolioSort)}
          className={fieldClass}
        >
          {portfolioSorts.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(sortMessages[value])}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2 pb-2">
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name="sale"
            checked={forSale}
            onChange={(e) => setForSale(e.target.checked)}
          />
          {counted(intl.formatMessage(m.forSaleOnly), facets.forSale)}
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            name="demo"
            checked={hasDemo}
            onChange={(e) => setHasDemo(e.target.checked)}
          />
          {counted(intl.formatMessage(m.hasDemoOnly), facets.hasDemo)}
        </label>
      </div>
    </>
  );

  return (
    <FilterForm
      onSubmit={apply}
      words={
        <label className={labelClass}>
          {intl.formatMessage(m.search)}
          <input
            type="search"
            name="q"
            value={query}
            maxLength={portfolioLimits.searchMax}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            onChange={(e) => setQuery(e.target.value)}
            className={fieldClass}
          />
        </label>
      }
      fields={fields}
      sheetTitle={intl.formatMessage(m.filtersTitle)}
      activeCount={activeFilterCount(search)}
      applyLabel={intl.formatMessage(m.apply)}
      clear={
        portfolioSearchParams(search).toString()
          ? { to: localePath(locale, '/portfolio'), label: intl.formatMessage(m.clear) }
          : null
      }
    />
  );
}

function Results({ list, filtered }: { list: PortfolioPage_list$key; filtered: boolean }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment PortfolioPage_list on Query
      @refetchable(queryName: "PortfolioPageListPaginationQuery")
      @argumentDefinitions(
        filter: { type: "PortfolioFilter" }
        sort: { type: "PortfolioSort" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        portfolioProjects(filter: $filter, sort: $sort, first: $count, after: $cursor)
          @connection(key: "PortfolioPage_portfolioProjects") {
          totalCount
          edges {
            node {
              id
              ...ProjectCard_project
            }
          }
        }
      }
    `,
    list,
  );
  const { totalCount, edges } = data.portfolioProjects;
  if (edges.length === 0) return <EmptyState text={intl.formatMessage(filtered ? m.empty : m.emptyAll)} />;
  return (
    <section aria-labelledby="projects-count" className="space-y-4">
      <p id="projects-count" role="status" className="font-semibold text-slate-700">
        {intl.formatMessage(m.count, { count: totalCount })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map(({ node }) => (
          <ProjectCard key={node.id} project={node} />
        ))}
      </ul>
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={pageSize}
        label={intl.formatMessage(m.more)}
      />
    </section>
  );
}

function Portfolio({ queryRef, search }: PortfolioPageLoaderData & { search: PortfolioSearch }) {
  const location = useLocation();
  const data = usePreloadedQuery<PortfolioPageQuery>(
    graphql`
      query PortfolioPageQuery($filter: PortfolioFilter, $sort: PortfolioSort) {
        portfolioFacets(filter: $filter) {
          industries {
            value
            count
          }
          categories {
            value
            count
          }
          states {
            value
            count
          }
          forSale
          hasDemo
        }
        ...PortfolioPage_list @arguments(filter: $filter, sort: $sort)
      }
    `,
    queryRef,
  );
  return (
    <>
      <Filters key={location.search} search={search} facets={data.portfolioFacets} />
      <Results list={data} filtered={isFiltered(search)} />
    </>
  );
}

/** /portfolio: the published projects, their filters in the address (§2, §3). */
export function PortfolioPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as PortfolioPageLoaderData;
  const location = useLocation();
  const search = readPortfolioSearch(new URLSearchParams(location.search));
  const title = intl.formatMessage(m.title);
  return (
    <div className="space-y-6">
      <PageMeta page={title} description={intl.formatMessage(m.description)} />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{intl.formatMessage(m.intro)}</p>
      </header>
      <Suspense fallback={<PageSpinner />}>
        <Portfolio queryRef={queryRef} search={search} />
      </Suspense>
    </div>
  );
}
