import { describe, expect, it } from 'vitest';
import { jobFilterVariables, readJobFilter, writeJobFilter } from './jobFilter';

describe('job filters in the URL', () => {
  it('reads known types and levels and ignores anything else', () => {
    const filter = readJobFilter(new URLSearchParams('type=REMOTE&type=bogus&level=SENIOR&level=LEAD&q=x'));
    expect(filter).toEqual({ types: ['REMOTE'], levels: ['SENIOR', 'LEAD'] });
  });

  it('writes the filter and keeps other parameters', () => {
    const next = writeJobFilter(new URLSearchParams('utm=1&type=CONTRACT'), {
      types: ['FULL_TIME', 'REMOTE'],
      levels: [],
    });
    expect(next.toString()).toBe('utm=1&type=FULL_TIME&type=REMOTE');
  });

  it('turns the filter into query variables, null when empty', () => {
    expect(jobFilterVariables({ types: [], levels: [] })).toEqual({ filter: null });
    expect(jobFilterVariables({ types: ['REMOTE'], levels: [] })).toEqual({ filter: { types: ['REMOTE'] } });
    expect(jobFilterVariables({ types: [], levels: ['MID'] })).toEqual({
      filter: { experienceLevels: ['MID'] },
    });
  });
});
