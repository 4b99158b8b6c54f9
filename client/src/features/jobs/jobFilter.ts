import type { ExperienceLevel, JobType } from '../../__generated__/JobsPageQuery.graphql';

export const JOB_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'REMOTE',
  'ONSITE',
  'HYBRID',
  'FREELANCE',
  'INTERNSHIP',
  'TEMPORARY',
] as const satisfies readonly JobType[];
export const EXPERIENCE_LEVELS = [
  'ENTRY',
  'MID',
  'SENIOR',
  'LEAD',
] as const satisfies readonly ExperienceLevel[];

export type JobTypeValue = (typeof JOB_TYPES)[number];
export type ExperienceLevelValue = (typeof EXPERIENCE_LEVELS)[number];

export interface JobFilterState {
  types: JobTypeValue[];
  levels: ExperienceLevelValue[];
}

const TYPE_PARAM = 'type';
const LEVEL_PARAM = 'level';

function pick<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

/** Filters live in the URL (`?type=REMOTE&level=SENIOR`) so they survive reloads, links and language switches. */
export function readJobFilter(search: URLSearchParams): JobFilterState {
  return {
    types: pick(search.getAll(TYPE_PARAM), JOB_TYPES),
    levels: pick(search.getAll(LEVEL_PARAM), EXPERIENCE_LEVELS),
  };
}

export function writeJobFilter(search: URLSearchParams, filter: JobFilterState): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(TYPE_PARAM);
  next.delete(LEVEL_PARAM);
  for (const type of pick(filter.types, JOB_TYPES)) next.append(TYPE_PARAM, type);
  for (const level of pick(filter.levels, EXPERIENCE_LEVELS)) next.append(LEVEL_PARAM, level);
  return next;
}

export function hasJobFilter(filter: JobFilterState): boolean {
  return filter.types.length > 0 || filter.levels.length > 0;
}

/** Query variables: no `filter` at all when nothing is selected, so the unfiltered list is cached once. */
export function jobFilterVariables(filter: JobFilterState) {
  if (!hasJobFilter(filter)) return { filter: null };
  return {
    filter: {
      ...(filter.types.length > 0 ? { types: filter.types } : {}),
      ...(filter.levels.length > 0 ? { experienceLevels: filter.levels } : {}),
    },
  };
}
