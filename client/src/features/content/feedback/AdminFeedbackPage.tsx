import { commentQueueFilters, feedbackLimits } from '@platform/rules/feedback-limits';
import { startTransition, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  useFragment,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useRefetchableFragment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { AdminFeedbackComment_comment$key } from '../../../__generated__/AdminFeedbackComment_comment.graphql';
import type { AdminFeedbackCommentQueue_query$key } from '../../../__generated__/AdminFeedbackCommentQueue_query.graphql';
import type { AdminFeedbackCounts_query$key } from '../../../__generated__/AdminFeedbackCounts_query.graphql';
import type { AdminFeedbackModerateMutation } from '../../../__generated__/AdminFeedbackModerateMutation.graphql';
import type { AdminFeedbackPageQuery } from '../../../__generated__/AdminFeedbackPageQuery.graphql';
import type { AdminFeedbackReplyMutation } from '../../../__generated__/AdminFeedbackReplyMutation.graphql';
import type { AdminFeedbackReviewMutation } from '../../../__generated__/AdminFeedbackReviewMutation.graphql';
import type { AdminFeedbackTestimonial_testimonial$key } from '../../../__generated__/AdminFeedbackTestimonial_testimonial.graphql';
import type { AdminFeedbackTestimonialQueue_query$key } from '../../../__generated__/AdminFeedbackTestimonialQueue_query.graphql';
import { PanelPage } from '../../../app/PanelPage';
import { RegistrationRequired } from '../../../app/RegistrationRequired';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { fieldClass } from '../Field';
import { commentFilterOf, type CommentQueueFilter } from './feedbackFilter';
import { adminFeedbackMessages as m, commentFilterMessages } from './admin/messages';
import { commentMessages, reportReasonMessages, testimonialMessages } from './messages';
import { ratingLabel } from './TestimonialsSection';
import { MoreButton } from '../../../ui/MoreButton';

export interface AdminFeedbackPageLoaderData {
  queryRef: PreloadedQuery<AdminFeedbackPageQuery>;
}

type Counts = {
  submittedTestimonials: number;
  pendingComments: number;
  reportedComments: number;
  hiddenComments: number;
  spamComments: number;
};
const countOf: Record<CommentQueueFilter, (counts: Counts) => number | null> = {
  PENDING: (c) => c.pendingComments,
  REPORTED: (c) => c.reportedComments,
  PUBLISHED: () => null,
  HIDDEN: (c) => c.hiddenComments,
  SPAM: (c) => c.spamComments,
};

/** What an admin may do with a comment, by the list it is in: each takes it out of that list. */
const actionsFor: Record<CommentQueueFilter, ('PUBLISH' | 'HIDE' | 'SPAM')[]> = {
  PENDING: ['PUBLISH', 'HIDE', 'SPAM'],
  REPORTED: ['PUBLISH', 'HIDE', 'SPAM'],
  PUBLISHED: ['HIDE', 'SPAM'],
  HIDDEN: ['PUBLISH', 'SPAM'],
  SPAM: ['PUBLISH', 'HIDE'],
};

const pill = 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700';

function useFailed() {
  const intl = useIntl();
  return () => toast.error(intl.formatMessage(m.actionFailed));
}

function TestimonialItem({
  testimonial,
  connectionId,
  onChanged,
}: {
  testimonial: AdminFeedbackTestimonial_testimonial$key;
  connectionId: string;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const failed = useFailed();
  const data = useFragment(
    graphql`
      fragment AdminFeedbackTestimonial_testimonial on Testimonial {
        id
        name
        company
        contact
        rating
        text
        createdAt
      }
    `,
    testimonial,
  );
  const [review, reviewing] = useMutation<AdminFeedbackReviewMutation>(graphql`
    mutation AdminFeedbackReviewMutation($id: ID!, $decision: TestimonialDecision!, $connections: [ID!]!) {
      reviewTestimonial(id: $id, decision: $decision) {
        __typename
        ... on MutationReviewTestimonialSuccess {
          data {
            id @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `);
  const decide = (decision: 'PUBLISH' | 'REJECT') =>
    review({
      variables: { id: data.id, decision, connections: [connectionId] },
      onCompleted: ({ reviewTestimonial }) =>
        reviewTestimonial.__typename === 'MutationReviewTestimonialSuccess' ? onChanged() : failed(),
      onError: failed,
    });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testimonial={data.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span dir="auto" className="font-semibold text-slate-900">
          {data.name}
        </span>
        {data.company ? (
          <span dir="auto" className="text-sm text-slate-600">
            {data.company}
          </span>
        ) : null}
        <span className={pill}>
          {intl.formatMessage(testimonialMessages.stars, {
            rating: intl.formatNumber(data.rating),
            label: intl.formatMessage(ratingLabel(data.rating)),
          })}
        </span>
        <time dateTime={data.createdAt} className="ms-auto text-xs text-slate-500">
          {intl.formatDate(data.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      {data.contact ? (
        <dl className="mt-1 flex gap-2 text-sm text-slate-700">
          <dt className="font-semibold">{intl.formatMessage(m.contact)}</dt>
          <dd dir="ltr" className="font-mono">
            {data.contact}
          </dd>
        </dl>
      ) : null}
      <p dir="auto" className="mt-2 whitespace-pre-wrap text-start text-slate-900">
        {data.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={reviewing}
          className={primaryButtonClass}
          onClick={() => decide('PUBLISH')}
        >
          {intl.formatMessage(m.publish)}
        </button>
        <button
          type="button"
          disabled={reviewing}
          className={secondaryButtonClass}
          onClick={() => decide('REJECT')}
        >
          {intl.formatMessage(m.reject)}
        </button>
      </div>
    </li>
  );
}

function TestimonialQueue({
  query,
  onChanged,
}: {
  query: AdminFeedbackTestimonialQueue_query$key;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminFeedbackTestimonialQueue_query on Query
      @refetchable(queryName: "AdminFeedbackTestimonialQueuePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        testimonialQueue(first: $count, after: $cursor)
          @connection(key: "AdminFeedbackTestimonialQueue_testimonialQueue") {
          __id
          totalCount
          edges {
            node {
              id
              ...AdminFeedbackTestimonial_testimonial
            }
          }
        }
      }
    `,
    query,
  );
  const nodes = data.testimonialQueue.edges.map((e) => e.node);
  return (
    <section aria-labelledby="testimonial-queue" className="space-y-3">
      <h2 id="testimonial-queue" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(m.testimonials, { count: intl.formatNumber(data.testimonialQueue.totalCount) })}
      </h2>
      {nodes.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className="space-y-3">
          {nodes.map((node) => (
            <TestimonialItem
              key={node.id}
              testimonial={node}
              connectionId={data.testimonialQueue.__id}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={feedbackLimits.pageSize}
        label={intl.formatMessage(m.more)}
      />
    </section>
  );
}

function CommentItem({
  comment,
  filter,
  connectionId,
  onChanged,
}: {
  comment: AdminFeedbackComment_comment$key;
  filter: CommentQueueFilter;
  connectionId: string;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const failed = useFailed();
  const data = useFragment(
    graphql`
      fragment AdminFeedbackComment_comment on Comment {
        id
        itemSlug
        name
        email
        phone
        website
        text
        state
        createdAt
        reportCount
        reports {
          reason
          createdAt
        }
        replies {
          id
          text
        }
      }
    `,
    comment,
  );
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [moderate, moderating] = useMutation<AdminFeedbackModerateMutation>(graphql`
    mutation AdminFeedbackModerateMutation($id: ID!, $action: CommentAction!, $connections: [ID!]!) {
      moderateComment(id: $id, action: $action) {
        __typename
        ... on MutationModerateCommentSuccess {
          data {
            id @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `);
  const [sendReply, sending] = useMutation<AdminFeedbackReplyMutation>(graphql`
    mutation AdminFeedbackReplyMutation($id: ID!, $text: String!) {
      replyToComment(id: $id, text: $text) {
        __typename
        ... on MutationReplyToCommentSuccess {
          data {
            ...AdminFeedbackComment_comment
          }
        }
      }
    }
  `);
  const act = (action: 'PUBLISH' | 'HIDE' | 'SPAM') =>
    moderate({
      variables: { id: data.id, action, connections: [connectionId] },
      onCompleted: ({ moderateComment }) =>
        moderateComment.__typename === 'MutationModerateCommentSuccess' ? onChanged() : failed(),
      onError: failed,
    });
  const actionLabel = {
    PUBLISH: filter === 'REPORTED' ? m.keep : m.publish,
    HIDE: m.hide,
    SPAM: m.spam,
  };

  function submitReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sendReply({
      variables: { id: data.id, text: reply },
      onCompleted: ({ replyToComment }) => {
        if (replyToComment.__typename !== 'MutationReplyToCommentSuccess') return failed();
        setReply('');
        setReplying(false);
        toast.success(intl.formatMessage(m.replied));
      },
      onError: failed,
    });
  }

  const canReply = data.state === 'PUBLISHED';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-comment={data.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span dir="auto" className="font-semibold text-slate-900">
          {data.name}
        </span>
        <span className={pill}>{intl.formatMessage(m.about, { slug: data.itemSlug })}</span>
        {data.reportCount ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            {intl.formatMessage(m.reports, { count: data.reportCount })}
          </span>
        ) : null}
        <time dateTime={data.createdAt} className="ms-auto text-xs text-slate-500">
          {intl.formatDate(data.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
        {data.email ? <span dir="ltr">{data.email}</span> : null}
        {data.phone ? <span dir="ltr">{data.phone}</span> : null}
        {data.website ? <span dir="ltr">{data.website}</span> : null}
      </p>
      <p dir="auto" className="mt-2 whitespace-pre-wrap text-start text-slate-900">
        {data.text}
      </p>
      {data.reports?.length ? (
        <ul
          className="mt-2 flex flex-wrap gap-2"
          aria-label={intl.formatMessage(m.reports, { count: data.reports.length })}
        >
          {data.reports.map((report, i) => (
            <li key={i} className={pill}>
              {intl.formatMessage(reportReasonMessages[report.reason as keyof typeof reportReasonMessages])}
            </li>
          ))}
        </ul>
      ) : null}
      {data.replies.length ? (
        <ul className="mt-3 space-y-1 border-s-2 border-teal-200 ps-3 text-sm">
          {data.replies.map((r) => (
            <li key={r.id}>
              <span className="me-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
                {intl.formatMessage(commentMessages.admin)}
              </span>
              <span dir="auto" className="whitespace-pre-wrap">
                {r.text}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {actionsFor[filter].map((action) => (
          <button
            key={action}
            type="button"
            disabled={moderating}
            className={action === 'PUBLISH' ? primaryButtonClass : secondaryButtonClass}
            onClick={() => act(action)}
          >
            {intl.formatMessage(actionLabel[action])}
          </button>
        ))}
        {canReply ? (
          <button type="button" className={secondaryButtonClass} onClick={() => setReplying((r) => !r)}>
            {intl.formatMessage(m.reply)}
          </button>
        ) : null}
      </div>
      {replying ? (
        <form onSubmit={submitReply} className="mt-3 space-y-2">
          <label htmlFor={`reply-${data.id}`} className="text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.replyLabel)}
          </label>
          <textarea
            id={`reply-${data.id}`}
            rows={3}
            maxLength={feedbackLimits.textMax}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            className={fieldClass}
          />
          <button type="submit" disabled={sending || !reply.trim()} className={primaryButtonClass}>
            {intl.formatMessage(m.sendReply)}
          </button>
        </form>
      ) : null}
    </li>
  );
}

function CommentQueue({
  query,
  filter,
  onChanged,
}: {
  query: AdminFeedbackCommentQueue_query$key;
  filter: CommentQueueFilter;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminFeedbackCommentQueue_query on Query
      @refetchable(queryName: "AdminFeedbackCommentQueuePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        commentQueue(filter: $filter, first: $count, after: $cursor)
          @connection(key: "AdminFeedbackCommentQueue_commentQueue", filters: ["filter"]) {
          __id
          edges {
            node {
              id
              ...AdminFeedbackComment_comment
            }
          }
        }
      }
    `,
    query,
  );
  const nodes = data.commentQueue.edges.map((e) => e.node);
  if (!nodes.length)
    return (
      <p className="rounded-xl bg-white p-6 text-center text-slate-600">{intl.formatMessage(m.empty)}</p>
    );
  return (
    <>
      <ul className="space-y-3">
        {nodes.map((node) => (
          <CommentItem
            key={node.id}
            comment={node}
            filter={filter}
            connectionId={data.commentQueue.__id}
            onChanged={onChanged}
          />
        ))}
      </ul>
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={feedbackLimits.pageSize}
        label={intl.formatMessage(m.more)}
      />
    </>
  );
}

/** The comment lists, each with how many wait in it; the address keeps the one chosen. */
function CommentFilters({ counts, filter }: { counts: Counts; filter: CommentQueueFilter }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div role="group" aria-label={intl.formatMessage(m.comments)} className="flex flex-wrap gap-2">
      {commentQueueFilters.map((f) => {
        const label = intl.formatMessage(commentFilterMessages[f]);
        const count = countOf[f](counts);
        return (
          <button
            key={f}
            type="button"
            aria-pressed={f === filter}
            onClick={() => navigate(`?comments=${f}`)}
            className={f === filter ? primaryButtonClass : secondaryButtonClass}
          >
            {count === null
              ? label
              : intl.formatMessage(m.filter, { label, count: intl.formatNumber(count) })}
          </button>
        );
      })}
    </div>
  );
}

function Queue({ queryRef }: AdminFeedbackPageLoaderData) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const filter = commentFilterOf(params);
  const data = usePreloadedQuery<AdminFeedbackPageQuery>(
    graphql`
      query AdminFeedbackPageQuery($admin: Boolean!, $filter: CommentQueueFilter!) {
        viewer {
          id
          registered
        }
        ...AdminFeedbackCounts_query @include(if: $admin) @alias(as: "counts")
        ...AdminFeedbackTestimonialQueue_query @include(if: $admin) @alias(as: "testimonials")
        ...AdminFeedbackCommentQueue_query @include(if: $admin) @alias(as: "comments")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.counts || !data.testimonials || !data.comments)
    return <p className="rounded-xl bg-white p-6 text-slate-700">{intl.formatMessage(m.notAdmin)}</p>;
  return (
    <QueueWithCounts
      counts={data.counts}
      testimonials={data.testimonials}
      comments={data.comments}
      filter={filter}
    />
  );
}

function QueueWithCounts({
  counts,
  testimonials,
  comments,
  filter,
}: {
  counts: AdminFeedbackCounts_query$key;
  testimonials: AdminFeedbackTestimonialQueue_query$key;
  comments: AdminFeedbackCommentQueue_query$key;
  filter: CommentQueueFilter;
}) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment AdminFeedbackCounts_query on Query @refetchable(queryName: "AdminFeedbackCountsQuery") {
        feedbackQueueCounts {
          submittedTestimonials
          pendingComments
          reportedComments
          hiddenComments
          spamComments
        }
      }
    `,
    counts,
  );
  const recount = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  return (
    <div className="space-y-8">
      <TestimonialQueue query={testimonials} onChanged={recount} />
      <section aria-labelledby="comment-queue" className="space-y-3">
        <h2 id="comment-queue" className="text-lg font-bold text-slate-900">
          {intl.formatMessage(m.comments)}
        </h2>
        <CommentFilters counts={data.feedbackQueueCounts} filter={filter} />
        <CommentQueue query={comments} filter={filter} onChanged={recount} />
      </section>
    </div>
  );
}

/**
 * /panel/admin/feedback (admins): testimonials to publish or reject; comments to publish, hide, mark as spam or
 * answer as the admins; and the comments readers reported, with how many did and why.
 */
export function AdminFeedbackPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminFeedbackPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.description)}>
      <Queue queryRef={queryRef} />
    </PanelPage>
  );
}
