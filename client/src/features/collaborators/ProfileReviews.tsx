import { collaboratorLimits as L } from '@platform/rules/collaborators-limits';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { ProfileReviews_collaborator$key } from '../../__generated__/ProfileReviews_collaborator.graphql';
import { MoreButton } from '../../ui/MoreButton';
import { ReviewCard } from './ReviewCard';
import { ReviewStars } from './ProfileFacts';
import { reviewMessages as m } from './messages';

/**
 * A profile's reviews from its clients: the mean and count, then the shown reviews, newest first, more on request.
 * Each came from work both sides marked done; a signed-in reader may report one.
 */
export function ProfileReviews({
  collaborator,
  signedIn,
}: {
  collaborator: ProfileReviews_collaborator$key;
  signedIn: boolean;
}) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ProfileReviews_collaborator on Collaborator
      @refetchable(queryName: "ProfileReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        displayName
        ratingAverage
        reviewsCount
        reviews(first: $count, after: $cursor) @connection(key: "ProfileReviews_reviews") {
          edges {
            node {
              id
              author {
                displayName
              }
              ...ReviewCard_review
            }
          }
        }
      }
    `,
    collaborator,
  );
  const edges = data.reviews.edges;
  return (
    <section aria-labelledby="profile-reviews" className="rounded-2xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-reviews" className="text-xl font-bold text-slate-900">
          {intl.formatMessage(m.title)}
        </h2>
        {data.ratingAverage != null && data.reviewsCount > 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <ReviewStars rating={data.ratingAverage} />
            {intl.formatMessage(m.summary, {
              rating: intl.formatNumber(data.ratingAverage, { maximumFractionDigits: 1 }),
              count: data.reviewsCount,
            })}
          </p>
        ) : null}
      </div>
      {edges.length === 0 ? (
        <p className="mt-3 text-slate-600">{intl.formatMessage(m.none)}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {edges.map(({ node }) => (
            <li key={node.id} className="py-4 first:pt-0">
              <ReviewCard
                review={node}
                authorName={node.author.displayName}
                collaboratorName={data.displayName}
                canReport={signedIn}
              />
            </li>
          ))}
        </ul>
      )}
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={L.reviewsPage}
        label={intl.formatMessage(m.more)}
      />
    </section>
  );
}
