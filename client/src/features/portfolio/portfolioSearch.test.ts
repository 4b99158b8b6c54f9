import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  isFiltered,
  portfolioSearchParams,
  portfolioVariables,
  readPortfolioSearch,
} from './portfolioSearch';

describe('the portfolio address', () => {
  it('reads what it can and writes it back in a fixed order', () => {
    const search = readPortfolioSearch(
      new URLSearchParams(
        'sort=most_liked&demo=1&category=bot&industry=nowhere&q=  ربات  &technology=python',
      ),
    );
    expect(search).toEqual({
      query: 'ربات',
      industry: null,
      category: 'BOT',
      technology: 'python',
      state: null,
      forSale: false,
      hasDemo: true,
      sort: 'MOST_LIKED',
    });
    expect(portfolioSearchParams(search).toString()).toBe(
      'q=%D8%B1%D8%A8%D8%A7%D8%AA&category=BOT&technology=python&demo=1&sort=MOST_LIKED',
    );
    expect(portfolioVariables(search).filter).toMatchObject({ hasDemo: true, forSale: null, query: 'ربات' });
  });

  it('keeps the newest order out of the address', () => {
    expect(portfolioSearchParams(readPortfolioSearch(new URLSearchParams('sort=NEWEST'))).toString()).toBe(
      '',
    );
  });

  it('counts the filters that narrow it, its words and order aside', () => {
    const count = (query: string) => activeFilterCount(readPortfolioSearch(new URLSearchParams(query)));
    expect(count('q=ربات&sort=MOST_LIKED')).toBe(0);
    expect(count('industry=retail&technology=python&sale=1&demo=1')).toBe(4);
    expect(isFiltered(readPortfolioSearch(new URLSearchParams('q=ربات')))).toBe(true);
    expect(isFiltered(readPortfolioSearch(new URLSearchParams('sort=MOST_LIKED')))).toBe(false);
  });
});
