import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProjectReviews_project$key } from '../../__generated__/ProjectReviews_project.graphql';
import { reviewMessages as m } from './messages';

/**
 * A rating as five stars, read aloud as its number of five. Drawn here rather than by `ui/Rating`'s `Stars`, which
 * brings the rating levels' rules module (their words): the project page's first load has under 1 KB of its script
 * budget left, and buyers' reviews have no level words.
 */
function RatingStars({ rating }: { rating: number }) {
  const intl = useIntl();
  const shown = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(m.stars, {
        rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }),
      })}
      className="text-amber-500"
    >
      {[1, 2, 3, 4, 5].map((n) => (n <= shown ? '★' : '☆')).join('')}
    </span>
  );
}

/**
 * What a project's buyers made of it: their mean rating, how many use it, and their shown reviews, newest first;
 * for a project for sale with none yet, where reviews come from.
 */
export function ProjectReviews({ project }: { project: ProjectReviews_project$key }) {
  const intl = useIntl();
  const p = useFragment(
    graphql`
      fragment ProjectReviews_project on PortfolioProject {
        forSale
        feedback {
          reviewsCount
          ratingAverage
          users
        }
        reviews {
          id
          rating
          text
          createdAt
        }
      }
    `,
    project,
  );
  const { reviewsCount, ratingAverage, users } = p.feedback;
  if (!p.forSale && reviewsCount === 0 && users === 0) return null;
  return (
    <section
      aria-labelledby="project-reviews"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="project-reviews" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(m.heading)}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        {ratingAverage !== null && ratingAverage !== undefined ? (
          <>
            <RatingStars rating={ratingAverage} />
            <span>
              {intl.formatMessage(m.summary, {
                rating: intl.formatNumber(ratingAverage, { maximumFractionDigits: 1 }),
                count: reviewsCount,
                shown: intl.formatNumber(reviewsCount),
              })}
            </span>
          </>
        ) : null}
        {users > 0 ? (
          <span>{intl.formatMessage(m.users, { count: users, shown: intl.formatNumber(users) })}</span>
        ) : null}
      </p>
      {p.reviews.length ? (
        <ul className="mt-4 space-y-4">
          {p.reviews.map((review) => (
            <li key={review.id} className="border-t border-slate-100 pt-4 first:border-0 first:pt-0">
              <p className="flex flex-wrap items-center gap-x-3 text-sm">
                <RatingStars rating={review.rating} />
                <span className="font-semibold text-slate-800">{intl.formatMessage(m.verifiedBuyer)}</span>
                <time dateTime={String(review.createdAt)} className="text-slate-500">
                  {intl.formatDate(review.createdAt, { dateStyle: 'long' })}
                </time>
              </p>
              <p dir="auto" className="mt-2 whitespace-pre-line text-slate-700">
                {review.text}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{intl.formatMessage(m.none)}</p>
      )}
    </section>
  );
}
