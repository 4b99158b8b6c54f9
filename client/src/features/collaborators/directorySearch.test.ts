import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  directorySearchParams,
  directoryVariables,
  isFiltered,
  readDirectorySearch,
} from './directorySearch';

describe('the directory’s search in the address', () => {
  it('reads what it knows, in any case, and leaves out the rest', () => {
    const search = readDirectorySearch(
      new URLSearchParams(
        'q=%20react%20&skill=%20%D8%B1%DB%8C%E2%80%8C%D8%A7%DA%A9%D8%AA%20&expertise=mobile&availability=NOPE&remote=1&place=tabriz&language=az&verified=1&maxRate=-5&rating=4.5&sort=rating',
      ),
    );
    expect(search).toEqual({
      query: 'react',
      skill: 'ری‌اکت',
      expertise: 'MOBILE',
      availability: null,
      remote: true,
      place: 'tabriz',
      language: 'az',
      verified: true,
      maxRate: null,
      minRating: 4.5,
      sort: 'RATING',
    });
    expect(directorySearchParams(search).toString()).toBe(
      'q=react&skill=%D8%B1%DB%8C%E2%80%8C%D8%A7%DA%A9%D8%AA&expertise=MOBILE&place=tabriz&language=az&remote=1&verified=1&rating=4.5&sort=RATING',
    );
    // A place that is no place id is left out.
    expect(readDirectorySearch(new URLSearchParams('place=../etc')).place).toBeNull();
    expect(readDirectorySearch(new URLSearchParams('language=klingon')).language).toBeNull();
    // A rating the filter does not offer is left out.
    expect(readDirectorySearch(new URLSearchParams('rating=2.2')).minRating).toBeNull();
  });

  it('asks the graph for the filters given and nothing else', () => {
    const search = readDirectorySearch(new URLSearchParams('maxRate=5000000'));
    expect(directoryVariables(search)).toEqual({
      filter: {
        query: null,
        skill: null,
        expertise: null,
        availability: null,
        remote: null,
        place: null,
        language: null,
        verified: null,
        maxHourlyRateRials: 5_000_000,
        minRating: null,
      },
      sort: 'RECENT',
    });
    expect(readDirectorySearch(new URLSearchParams(`q=${'x'.repeat(300)}`)).query).toHaveLength(100);
    expect(readDirectorySearch(new URLSearchParams(`skill=${'x'.repeat(300)}`)).skill).toHaveLength(40);
    expect(directoryVariables(readDirectorySearch(new URLSearchParams('skill=Figma'))).filter.skill).toBe(
      'Figma',
    );
  });

  it('counts the filters that narrow it, its words and order aside', () => {
    const read = (query: string) => readDirectorySearch(new URLSearchParams(query));
    expect(activeFilterCount(read('q=react&sort=RATING'))).toBe(0);
    expect(activeFilterCount(read('skill=Figma&remote=1&verified=1&rating=4&place=tehran'))).toBe(5);
    expect(isFiltered(read('q=react'))).toBe(true);
    expect(isFiltered(read('sort=RATING'))).toBe(false);
  });
});
