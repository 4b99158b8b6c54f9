import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { JobFilterPanel_query$key } from '../../../__generated__/JobFilterPanel_query.graphql';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  POSTED_WITHIN_DAYS,
  WORK_ARRANGEMENTS,
  hasJobFilter,
  withoutFilters,
  type JobTypeValue,
} from '../jobSearch';
import { filterMessages } from '../messages';
import { experienceLevelMessages, jobTypeMessages } from '../../../shared/jobs/messages';
import { useJobSearch } from '../useJobSearch';
import { CheckboxFilter, RadioFilter, type FilterOption } from './FilterOptions';
import { SalaryFilter } from './SalaryFilter';
import { SkillsFilter } from './SkillsFilter';

const ANY_TIME = 'any';

function countsOf<T>(facet: readonly { value: T; count: number }[]) {
  return new Map(facet.map(({ value, count }) => [value, count]));
}

/** Every filter of the jobs page with the number of jobs each option would give for the current search. */
export function JobFilterPanel({ query }: { query: JobFilterPanel_query$key }) {
  const intl = useIntl();
  const { state, update, hrefFor } = useJobSearch();
  const data = useFragment(
    graphql`
      fragment JobFilterPanel_query on Query
      @argumentDefinitions(
        first: { type: "Int!" }
        search: { type: "String" }
        filter: { type: "JobFilter" }
        orderBy: { type: "JobOrder" }
      ) {
        # The same arguments as JobList's first page, so the server answers both with one search.
        jobs(first: $first, search: $search, filter: $filter, orderBy: $orderBy) {
          facets {
            types {
              value
              count
            }
            experienceLevels {
              value
              count
            }
            places {
              value {
                id
                name
              }
              count
            }
            postedWithin {
              value
              count
            }
            exact
          }
        }
      }
    `,
    query,
  );
  const { facets } = data.jobs;
  const exact = facets.exact;
  const typeCounts = countsOf(facets.types);
  const levelCounts = countsOf(facets.experienceLevels);
  const postedCounts = countsOf(facets.postedWithin);
  const typeOptions = (types: readonly JobTypeValue[]): FilterOption<JobTypeValue>[] =>
    types.map((value) => ({
      value,
      label: intl.formatMessage(jobTypeMessages[value]),
      count: typeCounts.get(value) ?? 0,
    }));
  // The places with the most jobs, plus any chosen place that is not among them so it can be unticked (a
  // province, or a place without jobs now, that a link chose: its id is all the page knows of it).
  const placeCounts = new Map(facets.places.map(({ value, count }) => [value.id, count]));
  const places = [
    ...facets.places.map(({ value, count }) => ({ value: value.id, label: value.name, count })),
    ...state.places
      .filter((id) => !placeCounts.has(id))
      .map((id) => ({ value: id, label: id, count: undefined })),
  ];
  const toggle = <T,>(values: T[], value: T, selected: boolean) =>
    selected ? [...values.filter((kept) => kept !== value), value] : values.filter((kept) => kept !== value);
  const toggleType = (type: JobTypeValue, selected: boolean) =>
    update((current) => ({ ...current, types: toggle(current.types, type, selected) }));

  return (
    <div className="space-y-6">
      <CheckboxFilter
        label={intl.formatMessage(filterMessages.workArrangement)}
        options={typeOptions(WORK_ARRANGEMENTS)}
        selected={state.types.filter((type) => WORK_ARRANGEMENTS.some((value) => value === type))}
        exact={exact}
        onToggle={toggleType}
      />
      <CheckboxFilter
        label={intl.formatMessage(filterMessages.employmentType)}
        options={typeOptions(EMPLOYMENT_TYPES)}
        selected={state.types.filter((type) => EMPLOYMENT_TYPES.some((value) => value === type))}
        exact={exact}
        onToggle={toggleType}
      />
      <CheckboxFilter
        label={intl.formatMessage(filterMessages.level)}
        options={EXPERIENCE_LEVELS.map((value) => ({
          value,
          label: intl.formatMessage(experienceLevelMessages[value]),
          count: levelCounts.get(value) ?? 0,
        }))}
        selected={state.levels}
        exact={exact}
        onToggle={(level, selected) =>
          update((current) => ({ ...current, levels: toggle(current.levels, level, selected) }))
        }
      />
      {places.length > 0 ? (
        <CheckboxFilter
          label={intl.formatMessage(filterMessages.location)}
          options={places}
          selected={state.places}
          exact={exact}
          onToggle={(place, selected) =>
            update((current) => ({ ...current, places: toggle(current.places, place, selected) }))
          }
        />
      ) : null}
      <RadioFilter
        label={intl.formatMessage(filterMessages.posted)}
        options={[
          { value: ANY_TIME, label: intl.formatMessage(filterMessages.postedAny), count: undefined },
          ...POSTED_WITHIN_DAYS.map((days) => ({
            value: String(days),
            label: intl.formatMessage(filterMessages.postedWithin, { days: intl.formatNumber(days) }),
            count: postedCounts.get(days) ?? 0,
          })),
        ]}
        selected={state.postedWithinDays === null ? ANY_TIME : String(state.postedWithinDays)}
        exact={exact}
        onChange={(value) =>
          update((current) => ({
            ...current,
            postedWithinDays: POSTED_WITHIN_DAYS.find((days) => String(days) === value) ?? null,
          }))
        }
      />
      <SalaryFilter
        minRials={state.salaryMinRials}
        maxRials={state.salaryMaxRials}
        onChange={({ minRials, maxRials }) =>
          update((current) => ({ ...current, salaryMinRials: minRials, salaryMaxRials: maxRials }))
        }
      />
      <SkillsFilter
        skills={state.skills}
        onAdd={(skill) => update((current) => ({ ...current, skills: [...current.skills, skill] }))}
        onRemove={(skill) =>
          update((current) => ({ ...current, skills: current.skills.filter((kept) => kept !== skill) }))
        }
      />
      {hasJobFilter(state) ? (
        <Link
          to={hrefFor(withoutFilters(state))}
          preventScrollReset
          className="inline-block rounded text-sm font-semibold text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {intl.formatMessage(filterMessages.clearAll)}
        </Link>
      ) : null}
    </div>
  );
}
