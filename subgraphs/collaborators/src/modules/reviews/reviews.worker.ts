import { job } from '@platform/subgraph-kit/consumers';
import { countRevealedReviews } from './reviews.service.ts';

/**
 * Once an hour: the reviews whose days are over (shown already, by their `reveal_at`) enter their profiles'
 * figures, and every profile's rating score follows the directory's new mean.
 */
export const reviewsReveal = job({
  name: 'collaborators.reviews-reveal',
  cron: '17 * * * *',
  handle: (_data, { prisma }) => countRevealedReviews(prisma),
});
