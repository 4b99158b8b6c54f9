import {
  employmentTypes,
  experienceLevels,
  jobSearchLimits,
  workArrangements,
} from '@platform/rules/job-kinds';
import type { ExperienceLevel, JobOrder, JobType } from '../../__generated__/JobsPageQuery.graphql';

/** Where the job is done; the rest of the job types say how the job is employed. */
export const WORK_ARRANGEMENTS = workArrangements satisfies readonly JobType[];
export const EMPLOYMENT_TYPES = employmentTypes satisfies readonly JobType[];
export const JOB_TYPES = [...EMPLOYMENT_TYPES, ...WORK_ARRANGEMENTS] as const;
export const EXPERIENCE_LEVELS = experienceLevels satisfies readonly ExperienceLevel[];
/** The windows the API accepts for `postedWithinDays`. */
export const POSTED_WITHIN_DAYS = jobSearchLimits.postedWithinDays;
export const JOB_SORTS = [
  'RELEVANCE',
  'NEWEST',
  'OLDEST',
  'SALARY_HIGHEST',
] as const satisfies readonly JobOrder[];

export type JobTypeValue = (typeof JOB_TYPES)[number];
export type ExperienceLevelValue = (typeof EXPERIENCE_LEVELS)[number];
export type PostedWithinDays = (typeof POSTED_WITHIN_DAYS)[number];
export type JobSort = (typeof JOB_SORTS)[number];

export interface JobSearchState {
  /** What the user typed, sent as is: the server normalizes letters, digits and half-spaces. */
  search: string;
  types: JobTypeValue[];
  levels: ExperienceLevelValue[];
  /** Place ids (`tehran`, `fars-province`). */
  places: string[];
  skills: string[];
  salaryMinRials: number | null;
  salaryMaxRials: number | null;
  postedWithinDays: PostedWithinDays | null;
  /** Null keeps the server's default: relevance when searching, newest otherwise. */
  sort: JobSort | null;
}

export const EMPTY_JOB_SEARCH: JobSearchState = {
  search: '',
  types: [],
  levels: [],
  places: [],
  skills: [],
  salaryMinRials: null,
  salaryMaxRials: null,
  postedWithinDays: null,
  sort: null,
};

/** The API rejects longer searches. */
export const MAX_SEARCH_LENGTH = jobSearchLimits.searchMax;
const MAX_LIST_VALUES = 20;
const MAX_VALUE_LENGTH = 100;

/** The address's query parameters of a search (`?q=…&type=…`). */
export const PARAM = {
  search: 'q',
  type: 'type',
  level: 'level',
  place: 'place',
  skill: 'skill',
  salaryMin: 'salaryMin',
  salaryMax: 'salaryMax',
  posted: 'posted',
  sort: 'sort',
} as const;

function pick<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

/** Free-text values (skills): trimmed, without blanks or repeats, and a bounded number of them. */
function texts(values: string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim().slice(0, MAX_VALUE_LENGTH);
    if (trimmed && ![...seen].some((kept) => kept.toLowerCase() === trimmed.toLowerCase())) seen.add(trimmed);
  }
  return [...seen].slice(0, MAX_LIST_VALUES);
}

/** Place ids as the API writes them, without repeats, and a bounded number of them. */
function placeIds(values: string[]): string[] {
  return [...new Set(values.filter((value) => /^[a-z0-9-]{1,60}$/.test(value)))].slice(0, MAX_LIST_VALUES);
}

function rials(value: string | null): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 && Number.isSafeInteger(amount) ? amount : null;
}

function postedWithin(value: string | null): PostedWithinDays | null {
  return POSTED_WITHIN_DAYS.find((days) => String(days) === value) ?? null;
}

/**
 * Search, filters and sort live in the query string (`?q=react&level=SENIOR&posted=7`), so they survive reloads,
 * links, back and forward, and language switches. Amounts are in rials there, whatever the page's currency.
 */
export function readJobSearch(params: URLSearchParams): JobSearchState {
  const search = (params.get(PARAM.search) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sort = JOB_SORTS.find((value) => value === params.get(PARAM.sort)) ?? null;
  return {
    search,
    types: pick(params.getAll(PARAM.type), JOB_TYPES),
    levels: pick(params.getAll(PARAM.level), EXPERIENCE_LEVELS),
    places: placeIds(params.getAll(PARAM.place)),
    skills: texts(params.getAll(PARAM.skill)),
    salaryMinRials: rials(params.get(PARAM.salaryMin)),
    salaryMaxRials: rials(params.get(PARAM.salaryMax)),
    postedWithinDays: postedWithin(params.get(PARAM.posted)),
    // Relevance means nothing without a search.
    sort: sort === 'RELEVANCE' && !search ? null : sort,
  };
}

/** Writes the state over `params`, keeping parameters that are not the search's own (e.g. campaign tags). */
export function writeJobSearch(params: URLSearchParams, state: JobSearchState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAM)) next.delete(name);
  const clean = readJobSearch(toParams(state));
  for (const [name, value] of toParams(clean)) next.append(name, value);
  return next;
}

function toParams(state: JobSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.append(PARAM.search, state.search.trim());
  for (const type of state.types) params.append(PARAM.type, type);
  for (const level of state.levels) params.append(PARAM.level, level);
  for (const place of state.places) params.append(PARAM.place, place);
  for (const skill of state.skills) params.append(PARAM.skill, skill);
  if (state.salaryMinRials !== null) params.append(PARAM.salaryMin, String(state.salaryMinRials));
  if (state.salaryMaxRials !== null) params.append(PARAM.salaryMax, String(state.salaryMaxRials));
  if (state.postedWithinDays !== null) params.append(PARAM.posted, String(state.postedWithinDays));
  if (state.sort !== null) params.append(PARAM.sort, state.sort);
  return params;
}

/** How many filters are applied; the search text and the sort order are not filters. */
export function activeFilterCount(state: JobSearchState): number {
  return (
    state.types.length +
    state.levels.length +
    state.places.length +
    state.skills.length +
    (state.salaryMinRials !== null || state.salaryMaxRials !== null ? 1 : 0) +
    (state.postedWithinDays !== null ? 1 : 0)
  );
}

export function hasJobFilter(state: JobSearchState): boolean {
  return activeFilterCount(state) > 0;
}

/** The same search and sort with every filter removed. */
export function withoutFilters(state: JobSearchState): JobSearchState {
  return { ...EMPTY_JOB_SEARCH, search: state.search, sort: state.sort };
}

/** The sort actually applied: the explicit one, or the server's default for this kind of request. */
export function effectiveSort(state: JobSearchState): JobSort {
  return state.sort ?? (state.search ? 'RELEVANCE' : 'NEWEST');
}

/** The jobs the list shows at first and adds with each "more". */
export const JOBS_PAGE_SIZE = 12;

/** Query variables; each part is null when unused, so equal requests share one cache entry. */
export function jobSearchVariables(state: JobSearchState) {
  const filter = {
    ...(state.types.length > 0 ? { types: state.types } : {}),
    ...(state.levels.length > 0 ? { experienceLevels: state.levels } : {}),
    ...(state.places.length > 0 ? { places: state.places } : {}),
    ...(state.skills.length > 0 ? { skills: state.skills } : {}),
    ...(state.salaryMinRials !== null ? { salaryMinRials: state.salaryMinRials } : {}),
    ...(state.salaryMaxRials !== null ? { salaryMaxRials: state.salaryMaxRials } : {}),
    ...(state.postedWithinDays !== null ? { postedWithinDays: state.postedWithinDays } : {}),
  };
  return {
    first: JOBS_PAGE_SIZE,
    search: state.search || null,
    filter: Object.keys(filter).length > 0 ? filter : null,
    orderBy: state.sort,
  };
}
