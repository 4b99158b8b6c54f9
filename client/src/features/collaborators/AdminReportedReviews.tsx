import { collaboratorLimits } from '@platform/rules/collaborators-limits';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminReportedReviews_query$key } from '../../__generated__/AdminReportedReviews_query.graphql';
import type { AdminReviewRow_review$key } from '../../__generated__/AdminReviewRow_review.graphql';
import type { AdminReviewRowHideMutation } from '../../__generated__/AdminReviewRowHideMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { toast } from '../../app/toast';
import { AdminList } from '../../ui/AdminList';
import { dangerButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { ReasonForm, useReasonForm } from '../../ui/ReasonForm';
import { ReviewCard } from './ReviewCard';
import { reviewModerationMessages as m } from './messages';

/** One reported review: what it says, whom it is about, how often it was reported; hiding it, or showing it again. */
function AdminReviewRow({ review }: { review: AdminReviewRow_review$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const r = useFragment(
    graphql`
      fragment AdminReviewRow_review on CollaboratorReview {
        id
        hidden
        hiddenReason
        reportsCount
        author {
          displayName
        }
        collaborator {
          displayName
          path
        }
        ...ReviewCard_review
      }
    `,
    review,
  );
  const [commit, isPending] = useMutation<AdminReviewRowHideMutation>(graphql`
    mutation AdminReviewRowHideMutation($input: HideCollaboratorReviewInput!) {
      hideCollaboratorReview(input: $input) {
        __typename
        ... on MutationHideCollaboratorReviewSuccess {
          data {
            ...AdminReviewRow_review
          }
        }
      }
    }
  `);
  const hiding = useReasonForm({
    maxLength: collaboratorLimits.reasonMax,
    required: intl.formatMessage(m.reasonRequired),
    tooLong: intl.formatMessage(m.reasonTooLong, { max: collaboratorLimits.reasonMax }),
    onReason: (reason) => send(true, reason),
  });

  function send(hidden: boolean, why: string | null) {
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commit({
      variables: { input: { reviewId: r.id, hidden, reason: why } },
      onCompleted: ({ hideCollaboratorReview: result }) => {
        if (result.__typename !== 'MutationHideCollaboratorReviewSuccess') return failed();
        hiding.done();
        toast.success(intl.formatMessage(hidden ? m.hiddenDone : m.shownDone));
      },
      onError: failed,
    });
  }

  return (
    <article
      aria-label={intl.formatMessage(m.about, { name: r.collaborator.displayName })}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to={localePath(locale, r.collaborator.path)}
          className="font-semibold text-teal-700 hover:underline"
        >
          {intl.formatMessage(m.about, { name: r.collaborator.displayName })}
        </Link>
        <span className="rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900">
          {intl.formatMessage(m.reports, { count: r.reportsCount ?? 0 })}
        </span>
      </div>
      <ReviewCard
        review={r}
        authorName={r.author.displayName}
        collaboratorName={r.collaborator.displayName}
      />
      {r.hidden ? (
        <div className="space-y-3">
          <p dir="auto" className="rounded-xl bg-red-50/60 px-4 py-3 text-sm text-red-900">
            {intl.formatMessage(m.hiddenBecause, { reason: r.hiddenReason ?? '' })}
          </p>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={isPending}
            onClick={() => send(false, null)}
          >
            {intl.formatMessage(m.show)}
          </button>
        </div>
      ) : hiding.open ? (
        <ReasonForm
          title={intl.formatMessage(m.hideTitle)}
          label={intl.formatMessage(m.reason)}
          confirm={intl.formatMessage(m.confirm)}
          cancel={intl.formatMessage(m.cancel)}
          pending={isPending}
          {...hiding.form}
        />
      ) : (
        <button type="button" className={dangerButtonClass} onClick={hiding.start}>
          {intl.formatMessage(m.hide)}
        </button>
      )}
    </article>
  );
}

/**
 * The reviews readers reported, the most reported first: an admin reads each and hides it with a reason (its
 * rating leaves the profile's figures) or shows it again.
 */
export function AdminReportedReviews({ query }: { query: AdminReportedReviews_query$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminReportedReviews_query on Query
      @refetchable(queryName: "AdminReportedReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        reportedCollaboratorReviews(first: $count, after: $cursor)
          @connection(key: "AdminReportedReviews_reportedCollaboratorReviews") {
          totalCount
          edges {
            node {
              id
              ...AdminReviewRow_review
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.reportedCollaboratorReviews;
  return (
    <section aria-labelledby="reported-reviews" className="space-y-4">
      <h2 id="reported-reviews" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(m.title)}
      </h2>
      <AdminList
        nodes={edges.map(({ node }) => node)}
        totalCount={totalCount}
        words={m}
        row={(node) => <AdminReviewRow review={node} />}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadMore={() => loadNext(collaboratorLimits.reviewsPage)}
      />
    </section>
  );
}
