import { ratingPrior, successRating } from '@platform/rules/collaborators';
import type { CollaboratorsPrisma, CollaboratorsTx } from '../../context.ts';

type Sql = Pick<CollaboratorsTx, '$executeRaw'>;

/**
 * Recomputes a profile's figures from what they are made of, never adding to a counter: its clients' reviews that
 * are shown and not hidden (how many, their ratings' sum, how many rate the work a success), its completed requests,
 * and its Bayesian rating score against the directory's current mean. Idempotent; one statement.
 */
export async function refreshProfileFigures(tx: Sql, profileId: string): Promise<void> {
  await tx.$executeRaw`
    WITH mean AS (
      SELECT COALESCE(SUM(rating_sum) / NULLIF(SUM(reviews_count), 0), ${ratingPrior.fallbackMean}::float8) AS m
        FROM collaborator_profiles WHERE state = 'PUBLISHED'
    ), r AS (
      SELECT COUNT(*)::int AS n, COALESCE(SUM(rating), 0)::float8 AS total,
             (COUNT(*) FILTER (WHERE rating >= ${successRating}))::int AS good
        FROM collaborator_reviews
       WHERE profile_id = ${profileId}::uuid AND role = 'CLIENT' AND counted_at IS NOT NULL AND hidden_at IS NULL
    )
    UPDATE collaborator_profiles p
       SET reviews_count = r.n, rating_sum = r.total, success_count = r.good,
           rating_average = CASE WHEN r.n > 0 THEN r.total / r.n END,
           completed_count = (SELECT COUNT(*)::int FROM collaborator_contact_requests c
                               WHERE c.profile_id = p.id AND c.state = 'COMPLETED'),
           rating_score = (${ratingPrior.weight} * mean.m + r.total) / (${ratingPrior.weight} + r.n)
      FROM r, mean
     WHERE p.id = ${profileId}::uuid`;
}

/**
 * Rewrites every profile's rating score against the directory's mean as it is now (the hourly sweep: one profile's
 * new review moves the mean a little for all).
 */
export async function refreshRatingScores(prisma: Pick<CollaboratorsPrisma, '$executeRaw'>): Promise<number> {
  return prisma.$executeRaw`
    WITH mean AS (
      SELECT COALESCE(SUM(rating_sum) / NULLIF(SUM(reviews_count), 0), ${ratingPrior.fallbackMean}::float8) AS m
        FROM collaborator_profiles WHERE state = 'PUBLISHED'
    )
    UPDATE collaborator_profiles p
       SET rating_score = (${ratingPrior.weight} * mean.m + p.rating_sum) / (${ratingPrior.weight} + p.reviews_count)
      FROM mean
     WHERE p.rating_score IS DISTINCT FROM
           (${ratingPrior.weight} * mean.m + p.rating_sum) / (${ratingPrior.weight} + p.reviews_count)`;
}
