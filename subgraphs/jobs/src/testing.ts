/** What other packages' tests may use: the budget of searches that fall back to similar titles. */
export { similarTitlesRate } from './modules/search/search.types.ts';
/** The consumer that keeps applications' shared test scores, to run over the outbox in tests. */
export { applicationTestScores } from './modules/applications/test-scores.projector.ts';
