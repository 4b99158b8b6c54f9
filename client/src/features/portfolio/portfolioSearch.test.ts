import { describe, expect, it } from 'vitest';
import { portfolioSearchParams, portfolioVariables, readPortfolioSearch } from './portfolioSearch';

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
});
