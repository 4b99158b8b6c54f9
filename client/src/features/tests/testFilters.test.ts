import { describe, expect, it } from 'vitest';
import { readTestFilters, testFiltersSearch, testListVariables } from './testFilters';

describe('the test list filters', () => {
  it('read what the address says and ignore anything else', () => {
    expect(readTestFilters(new URLSearchParams('type=LOGICAL_REASONING&price=free&duration=20'))).toEqual({
      type: 'LOGICAL_REASONING',
      price: 'free',
      duration: 20,
    });
    expect(readTestFilters(new URLSearchParams('type=x&price=cheap&duration=7'))).toEqual({
      type: null,
      price: null,
      duration: null,
    });
  });

  it('become the query’s variables and the address again', () => {
    const filters = readTestFilters(new URLSearchParams('price=paid&duration=30'));
    expect(testListVariables(filters)).toEqual({ type: null, free: false, maxDuration: 30 });
    expect(testFiltersSearch(filters)).toBe('?price=paid&duration=30');
    expect(testFiltersSearch({ type: null, price: null, duration: null })).toBe('');
  });
});
