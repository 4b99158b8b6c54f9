import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_SEARCH,
  activeFilterCount,
  effectiveSort,
  jobSearchVariables,
  readJobSearch,
  withoutFilters,
  writeJobSearch,
  type JobSearchState,
} from './jobSearch';

const full: JobSearchState = {
  search: 'برنامه نویس',
  types: ['FULL_TIME', 'REMOTE'],
  levels: ['SENIOR'],
  places: ['tehran', 'baku'],
  skills: ['React', 'Node.js'],
  salaryMinRials: 300_000_000,
  salaryMaxRials: 900_000_000,
  postedWithinDays: 7,
  sort: 'SALARY_HIGHEST',
};

describe('job search in the URL', () => {
  it('reads every part of the search', () => {
    const params = new URLSearchParams(
      'q=%20react%20&type=REMOTE&level=SENIOR&place=tehran&skill=TypeScript&salaryMin=100&salaryMax=200&posted=15&sort=OLDEST',
    );
    expect(readJobSearch(params)).toEqual({
      search: 'react',
      types: ['REMOTE'],
      levels: ['SENIOR'],
      places: ['tehran'],
      skills: ['TypeScript'],
      salaryMinRials: 100,
      salaryMaxRials: 200,
      postedWithinDays: 15,
      sort: 'OLDEST',
    });
  });

  it('reads an empty address as no search at all', () => {
    expect(readJobSearch(new URLSearchParams())).toEqual(EMPTY_JOB_SEARCH);
  });

  it('ignores values the API would not accept', () => {
    const params = new URLSearchParams(
      'type=bogus&level=GURU&posted=5&sort=RANDOM&salaryMin=-5&salaryMax=1e9&skill=%20&skill=react&skill=React&place=&place=Tehran%20',
    );
    expect(readJobSearch(params)).toEqual({ ...EMPTY_JOB_SEARCH, skills: ['react'] });
    expect(readJobSearch(new URLSearchParams('salaryMin=99999999999999999')).salaryMinRials).toBeNull();
    expect(readJobSearch(new URLSearchParams(`q=${'a'.repeat(300)}`)).search).toHaveLength(200);
  });

  it('drops "most relevant" when there is nothing to be relevant to', () => {
    expect(readJobSearch(new URLSearchParams('sort=RELEVANCE')).sort).toBeNull();
    expect(readJobSearch(new URLSearchParams('q=react&sort=RELEVANCE')).sort).toBe('RELEVANCE');
  });

  it('writes a state that reads back the same, keeping unrelated parameters', () => {
    const params = writeJobSearch(new URLSearchParams('utm_source=mail&q=old&type=CONTRACT'), full);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.getAll('type')).toEqual(['FULL_TIME', 'REMOTE']);
    expect(readJobSearch(params)).toEqual(full);
  });

  it('writes nothing for an empty search, so the address stays /jobs', () => {
    expect(
      writeJobSearch(new URLSearchParams('q=x&level=MID&sort=NEWEST'), EMPTY_JOB_SEARCH).toString(),
    ).toBe('');
  });

  it('counts filters, not the search or the sort, and clears them keeping the search', () => {
    expect(activeFilterCount(full)).toBe(9);
    expect(activeFilterCount({ ...EMPTY_JOB_SEARCH, search: 'x', sort: 'NEWEST' })).toBe(0);
    expect(withoutFilters(full)).toEqual({ ...EMPTY_JOB_SEARCH, search: full.search, sort: full.sort });
  });

  it('knows the order in effect', () => {
    expect(effectiveSort(EMPTY_JOB_SEARCH)).toBe('NEWEST');
    expect(effectiveSort({ ...EMPTY_JOB_SEARCH, search: 'react' })).toBe('RELEVANCE');
    expect(effectiveSort(full)).toBe('SALARY_HIGHEST');
  });

  it('turns the state into query variables, null for unused parts', () => {
    expect(jobSearchVariables(EMPTY_JOB_SEARCH)).toEqual({
      first: 12,
      search: null,
      filter: null,
      orderBy: null,
    });
    expect(jobSearchVariables(full)).toEqual({
      first: 12,
      search: 'برنامه نویس',
      filter: {
        types: ['FULL_TIME', 'REMOTE'],
        experienceLevels: ['SENIOR'],
        places: ['tehran', 'baku'],
        skills: ['React', 'Node.js'],
        salaryMinRials: 300_000_000,
        salaryMaxRials: 900_000_000,
        postedWithinDays: 7,
      },
      orderBy: 'SALARY_HIGHEST',
    });
    expect(jobSearchVariables({ ...EMPTY_JOB_SEARCH, levels: ['MID'] })).toEqual({
      first: 12,
      search: null,
      filter: { experienceLevels: ['MID'] },
      orderBy: null,
    });
  });
});
