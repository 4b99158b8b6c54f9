import { purchaseLimits as P } from '@platform/rules/purchases-limits';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminReviewsHideMutation } from '../../../__generated__/AdminReviewsHideMutation.graphql';
import type { AdminReviews_query$key } from '../../../__generated__/AdminReviews_query.graphql';
import type { AdminReviews_review$key } from '../../../__generated__/AdminReviews_review.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { AdminList } from '../../../ui/AdminList';
import { Stars } from '../../../ui/Rating';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { TextAreaField } from '../../../ui/TextAreaField';
import { reviewMessages } from '../messages';
import { portfolioAdminMessages, reviewModerationMessages as m } from './messages';

/** One buyer's review as admins moderate it: the project, the rating, the text, and hiding it or showing it. */
function ReviewRow({ review }: { review: AdminReviews_review$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const r = useFragment(
    graphql`
      fragment AdminReviews_review on PortfolioReview {
        id
        rating
        text
        hidden
        createdAt
        project {
          path
          readerWords {
            title
          }
        }
      }
    `,
    review,
  );
  const [reason, setReason] = useState('');
  const [commit, saving] = useMutation<AdminReviewsHideMutation>(graphql`
    mutation AdminReviewsHideMutation($input: HidePortfolioReviewInput!) {
      hidePortfolioReview(input: $input) {
        __typename
        ... on MutationHidePortfolioReviewSuccess {
          data {
            ...AdminReviews_review
          }
        }
      }
    }
  `);
  const hide = (hidden: boolean) =>
    commit({
      variables: { input: { id: r.id, hidden, reason: hidden ? reason.trim() || null : null } },
      onCompleted: ({ hidePortfolioReview: answer }) =>
        answer.__typename === 'MutationHidePortfolioReviewSuccess'
          ? toast.success(intl.formatMessage(hidden ? m.hiddenDone : m.shownDone))
          : toast.error(intl.formatMessage(portfolioAdminMessages.failed)),
      onError: () => toast.error(intl.formatMessage(portfolioAdminMessages.failed)),
    });
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={localePath(locale, r.project.path)} className="font-semibold text-teal-800 hover:underline">
          {r.project.readerWords?.title ?? r.project.path}
        </Link>
        <span className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          <Stars rating={r.rating} describe={reviewMessages.stars} />
          <span aria-hidden="true">
            {intl.formatMessage(m.rated, { rating: intl.formatNumber(r.rating) })}
          </span>
          <time dateTime={String(r.createdAt)}>{intl.formatDate(r.createdAt, { dateStyle: 'medium' })}</time>
        </span>
      </header>
      <p dir="auto" className="whitespace-pre-line text-sm text-slate-800">
        {r.text}
      </p>
      {r.hidden ? (
        <button type="button" className={secondaryButtonClass} disabled={saving} onClick={() => hide(false)}>
          {intl.formatMessage(m.show)}
        </button>
      ) : (
        <div className="space-y-2">
          <TextAreaField
            id={`${id}-reason`}
            label={intl.formatMessage(m.reason)}
            value={reason}
            onChange={setReason}
            rows={2}
            maxLength={P.reasonMax}
            problem={null}
          />
          <button type="button" className={primaryButtonClass} disabled={saving} onClick={() => hide(true)}>
            {intl.formatMessage(m.hide)}
          </button>
        </div>
      )}
    </article>
  );
}

/** Admins' list of buyers' reviews, the newest first: the shown ones, or the hidden ones. */
export function AdminReviews({ query }: { query: AdminReviews_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminReviews_query on Query
      @refetchable(queryName: "AdminReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        portfolioReviews(hidden: $hidden, first: $count, after: $cursor)
          @connection(key: "AdminReviews_portfolioReviews", filters: ["hidden"]) {
          totalCount
          edges {
            node {
              id
              ...AdminReviews_review
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.portfolioReviews;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={m}
      row={(node) => <ReviewRow review={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(20)}
    />
  );
}
