/** What other packages' tests may use: the budget of searches that fall back to similar titles. */
export { similarTitlesRate } from './modules/search/search.types.ts';
