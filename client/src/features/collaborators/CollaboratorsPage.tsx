import {
  availabilities,
  collaboratorLimits,
  collaboratorSorts,
  expertiseAreas,
  type Availability,
  type CollaboratorSort,
  type Expertise,
} from '@platform/rules/collaborators-limits';
import { toAsciiDigits } from '@platform/rules/digits';
import { currencyLabel, fromRials, toRials } from '@platform/rules/money';
import { Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { CollaboratorsPage_list$key } from '../../__generated__/CollaboratorsPage_list.graphql';
import type {
  CollaboratorsPageQuery,
  CollaboratorsPageQuery$data,
} from '../../__generated__/CollaboratorsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { FilterForm } from '../../ui/FilterForm';
import { MoreButton } from '../../ui/MoreButton';
import { CollaboratorCard } from './CollaboratorCard';
import { namedLanguages, spokenLanguageOf } from './spokenLanguages';
import {
  activeFilterCount,
  directorySearchParams,
  isFiltered,
  ratingFloors,
  readDirectorySearch,
  type DirectorySearch,
} from './directorySearch';
import { availabilityMessages, directoryMessages as m, expertiseMessages, sortMessages } from './messages';

export interface CollaboratorsPageLoaderData {
  queryRef: PreloadedQuery<CollaboratorsPageQuery>;
}

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20';
const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-slate-800';

type Facets = CollaboratorsPageQuery$data['collaboratorFacets'];

/**
 * The directory's filters, each choice with how many it would find: applied by going to their address, so the
 * address always says what is shown.
 */
function Filters({ search, facets }: { search: DirectorySearch; facets: Facets }) {
  const intl = useIntl();
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : intl.formatMessage(m.counted, { label, count });
  const locale = useLocale();
  const navigate = useNavigate();
  const [query, setQuery] = useState(search.query);
  const [skill, setSkill] = useState(search.skill ?? '');
  const [expertise, setExpertise] = useState<Expertise | ''>(search.expertise ?? '');
  const [availability, setAvailability] = useState<Availability | ''>(search.availability ?? '');
  const [remote, setRemote] = useState(search.remote);
  const [place, setPlace] = useState(search.place ?? '');
  const [language, setLanguage] = useState<string>(search.language ?? '');
  const [verified, setVerified] = useState(search.verified);
  const [maxRate, setMaxRate] = useState(search.maxRate ? String(fromRials(search.maxRate, locale)) : '');
  const [minRating, setMinRating] = useState(search.minRating ? String(search.minRating) : '');
  const [sort, setSort] = useState<CollaboratorSort>(search.sort);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = Number(toAsciiDigits(maxRate).replace(/[^\d]/g, '') || NaN);
    const params = directorySearchParams({
      query: query.trim(),
      skill: skill.trim() || null,
      expertise: expertise || null,
      availability: availability || null,
      remote,
      place: place || null,
      language: spokenLanguageOf(language),
      verified,
      maxRate: Number.isFinite(amount) && amount > 0 ? toRials(amount, locale) : null,
      minRating: minRating ? Number(minRating) : null,
      sort,
    });
    const search = params.toString();
    navigate(`${localePath(locale, '/collaborators')}${search ? `?${search}` : ''}`);
  }

  // The filters besides the words: in place from the small breakpoint on, in a sheet on a phone.
  const fields = (
    <>
      <label className={labelClass}>
        {intl.formatMessage(m.skill)}
        <input
          name="skill"
          value={skill}
          maxLength={collaboratorLimits.skillMax}
          placeholder={intl.formatMessage(m.skillPlaceholder)}
          onChange={(e) => setSkill(e.target.value)}
          dir="auto"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.expertise)}
        <select
          name="expertise"
          value={expertise}
          onChange={(e) => setExpertise(e.target.value as Expertise | '')}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyExpertise)}</option>
          {expertiseAreas.map((value) => (
            <option key={value} value={value}>
              {counted(
                intl.formatMessage(expertiseMessages[value]),
                facets.expertise.find((f) => f.value === value)?.count,
              )}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.availability)}
        <select
          name="availability"
          value={availability}
          onChange={(e) => setAvailability(e.target.value as Availability | '')}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyAvailability)}</option>
          {availabilities.map((value) => (
            <option key={value} value={value}>
              {counted(
                intl.formatMessage(availabilityMessages[value]),
                facets.availability.find((f) => f.value === value)?.count,
              )}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.place)}
        <select name="place" value={place} onChange={(e) => setPlace(e.target.value)} className={fieldClass}>
          <option value="">{intl.formatMessage(m.anyPlace)}</option>
          {facets.places.map(({ place: { id, name }, count }) => (
            <option key={id} value={id}>
              {counted(name, count)}
            </option>
          ))}
          {/* A city chosen in the address that is not among the most named still shows as chosen. */}
          {search.place && !facets.places.some((p) => p.place.id === search.place) ? (
            <option value={search.place}>{search.place}</option>
          ) : null}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.language)}
        <select
          name="language"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyLanguage)}</option>
          {namedLanguages(locale).map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.maxRate, { currency: currencyLabel[locale] })}
        <input
          name="maxRate"
          inputMode="numeric"
          dir="ltr"
          value={maxRate}
          onChange={(e) => setMaxRate(e.target.value)}
          className={`${fieldClass} text-start`}
        />
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.minRating)}
        <select
          name="rating"
          value={minRating}
          onChange={(e) => setMinRating(e.target.value)}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.anyRating)}</option>
          {ratingFloors.map((value) => (
            <option key={value} value={String(value)}>
              {intl.formatMessage(m.ratingFloor, { rating: intl.formatNumber(value) })}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {intl.formatMessage(m.sort)}
        <select
          name="sort"
          value={sort}
          onChange={(e) => setSort(e.target.value as CollaboratorSort)}
          className={fieldClass}
        >
          {collaboratorSorts.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(sortMessages[value])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" name="remote" checked={remote} onChange={(e) => setRemote(e.target.checked)} />
        {counted(intl.formatMessage(m.remoteOnly), facets.remote)}
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          name="verified"
          checked={verified}
          onChange={(e) => setVerified(e.target.checked)}
        />
        {counted(intl.formatMessage(m.verifiedOnly), facets.verified)}
      </label>
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
            maxLength={collaboratorLimits.searchMax}
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
        directorySearchParams(search).toString()
          ? { to: localePath(locale, '/collaborators'), label: intl.formatMessage(m.clear) }
          : null
      }
    />
  );
}

function Results({ list, filtered }: { list: CollaboratorsPage_list$key; filtered: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CollaboratorsPage_list on Query
      @refetchable(queryName: "CollaboratorsPageListPaginationQuery")
      @argumentDefinitions(
        filter: { type: "CollaboratorFilter" }
        sort: { type: "CollaboratorSort" }
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
      ) {
        collaborators(filter: $filter, sort: $sort, first: $count, after: $cursor)
          @connection(key: "CollaboratorsPage_collaborators") {
          totalCount
          edges {
            node {
              id
              ...CollaboratorCard_collaborator
            }
          }
        }
      }
    `,
    list,
  );
  const { totalCount, edges } = data.collaborators;
  if (edges.length === 0)
    return (
      <EmptyState
        text={intl.formatMessage(filtered ? m.empty : m.emptyAll)}
        action={
          <Link to={localePath(locale, '/panel/collaborator')} className={secondaryButtonClass}>
            {intl.formatMessage(m.becomeOne)}
          </Link>
        }
      />
    );
  return (
    <section aria-labelledby="collaborators-count" className="space-y-4">
      <p id="collaborators-count" role="status" className="font-semibold text-slate-700">
        {intl.formatMessage(m.count, { count: totalCount })}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {edges.map(({ node }) => (
          <CollaboratorCard key={node.id} collaborator={node} />
        ))}
      </ul>
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={collaboratorLimits.pageSize}
        label={intl.formatMessage(m.more)}
      />
    </section>
  );
}

function Directory({ queryRef, search }: CollaboratorsPageLoaderData & { search: DirectorySearch }) {
  const location = useLocation();
  const data = usePreloadedQuery<CollaboratorsPageQuery>(
    graphql`
      query CollaboratorsPageQuery($filter: CollaboratorFilter, $sort: CollaboratorSort) {
        collaboratorFacets(filter: $filter) {
          expertise {
            value
            count
          }
          availability {
            value
            count
          }
          remote
          verified
          places {
            place {
              id
              name
            }
            count
          }
        }
        ...CollaboratorsPage_list @arguments(filter: $filter, sort: $sort)
      }
    `,
    queryRef,
  );
  return (
    <>
      <Filters key={location.search} search={search} facets={data.collaboratorFacets} />
      <Results list={data} filtered={isFiltered(search)} />
    </>
  );
}

/** /collaborators: the directory of published collaborators, its filters in the address (§2, §3). */
export function CollaboratorsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as CollaboratorsPageLoaderData;
  const location = useLocation();
  const search = readDirectorySearch(new URLSearchParams(location.search));
  const title = intl.formatMessage(m.title);
  return (
    <div className="space-y-6">
      <PageMeta page={title} description={intl.formatMessage(m.description)} />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{intl.formatMessage(m.intro)}</p>
      </header>
      <Suspense fallback={<PageSpinner />}>
        <Directory queryRef={queryRef} search={search} />
      </Suspense>
    </div>
  );
}
