import { commentReportReasons } from '@platform/rules/feedback-limits';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation, usePaginationFragment } from 'react-relay/hooks';
import type { CommentsSection_query$key } from '../../../__generated__/CommentsSection_query.graphql';
import type { CommentsSectionItem_comment$key } from '../../../__generated__/CommentsSectionItem_comment.graphql';
import type { CommentsSectionReportMutation } from '../../../__generated__/CommentsSectionReportMutation.graphql';
import { toast } from '../../../app/toast';
import { secondaryButtonClass } from '../../../ui/buttons';
import { fieldClass } from '../Field';
import { LazyCommentForm, OpenableForm } from '../OpenableForm';
import { commentMessages as m, reportReasonMessages } from './messages';
import { MoreButton } from '../../../ui/MoreButton';

type Reason = (typeof commentReportReasons)[number];

/** The Admin label an admin's reply carries (§3). */
function AdminLabel() {
  const intl = useIntl();
  return (
    <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
      {intl.formatMessage(m.admin)}
    </span>
  );
}

/** A reader reports a comment to the admins, once, with a reason. */
function ReportComment({ commentId }: { commentId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('SPAM');
  const [done, setDone] = useState(false);
  const [commit, sending] = useMutation<CommentsSectionReportMutation>(graphql`
    mutation CommentsSectionReportMutation($id: ID!, $reason: CommentReportReason!) {
      reportComment(id: $id, reason: $reason) {
        __typename
        ... on MutationReportCommentSuccess {
          data {
            reportedAt
          }
        }
        ... on ConflictError {
          code
        }
      }
    }
  `);
  const failed = () => toast.error(intl.formatMessage(m.reportFailed));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commit({
      variables: { id: commentId, reason },
      onCompleted: ({ reportComment }) => {
        if (reportComment.__typename === 'MutationReportCommentSuccess') {
          setDone(true);
          toast.success(intl.formatMessage(m.reported));
        } else if (
          reportComment.__typename === 'ConflictError' &&
          reportComment.code === 'ALREADY_REPORTED'
        ) {
          setDone(true);
          toast.success(intl.formatMessage(m.alreadyReported));
        } else failed();
      },
      onError: failed,
    });
  }

  if (done) return <p className="text-xs text-slate-500">{intl.formatMessage(m.reported)}</p>;
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-xs font-semibold text-slate-600 underline"
      >
        {intl.formatMessage(m.report)}
      </button>
    );
  const selectId = `report-${commentId}`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label htmlFor={selectId} className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
        {intl.formatMessage(m.reportReason)}
        <select
          id={selectId}
          value={reason}
          onChange={(e) => setReason(e.target.value as Reason)}
          className={fieldClass}
        >
          {commentReportReasons.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage(reportReasonMessages[r])}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={sending} className={secondaryButtonClass}>
        {intl.formatMessage(m.reportSend)}
      </button>
    </form>
  );
}

/** A published comment with the admins' replies under it. Its text is plain text, rendered as text. */
function CommentItem({ comment }: { comment: CommentsSectionItem_comment$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CommentsSectionItem_comment on Comment {
        id
        name
        website
        text
        createdAt
        replies {
          id
          text
          createdAt
        }
      }
    `,
    comment,
  );
  return (
    <li className="rounded-xl border border-slate-100 p-4" data-comment={data.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {data.website && /^https?:\/\//.test(data.website) ? (
          <a
            href={data.website}
            rel="nofollow ugc noopener noreferrer"
            target="_blank"
            dir="auto"
            className="font-semibold text-teal-800 hover:underline"
          >
            {data.name}
          </a>
        ) : (
          <span dir="auto" className="font-semibold text-slate-900">
            {data.name}
          </span>
        )}
        <time dateTime={data.createdAt} className="text-xs text-slate-500">
          {intl.formatDate(data.createdAt, { dateStyle: 'medium' })}
        </time>
        <span className="ms-auto">
          <ReportComment commentId={data.id} />
        </span>
      </div>
      <p dir="auto" className="mt-2 whitespace-pre-wrap text-start text-slate-800">
        {data.text}
      </p>
      {data.replies.length ? (
        <ul className="mt-3 space-y-2 border-s-2 border-teal-200 ps-4">
          {data.replies.map((reply) => (
            <li key={reply.id} data-reply={reply.id}>
              <div className="flex items-center gap-2">
                <AdminLabel />
                <time dateTime={reply.createdAt} className="text-xs text-slate-500">
                  {intl.formatDate(reply.createdAt, { dateStyle: 'medium' })}
                </time>
              </div>
              <p dir="auto" className="mt-1 whitespace-pre-wrap text-start text-slate-800">
                {reply.text}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * A service's or an article's comments (§2, §3, §5): the published ones, oldest first, each with the admins'
 * replies, more on request, an empty state, and the form to leave one, shown after review.
 */
export function CommentsSection({
  query,
  itemId,
}: {
  query: CommentsSection_query$key;
  /** The service or article (a ContentItem's global id) the comments are on. */
  itemId: string;
}) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CommentsSection_query on Query
      @refetchable(queryName: "CommentsSectionPaginationQuery")
      @argumentDefinitions(
        itemId: { type: "ID!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        comments(itemId: $itemId, first: $count, after: $cursor)
          @connection(key: "CommentsSection_comments") {
          totalCount
          edges {
            node {
              id
              ...CommentsSectionItem_comment
            }
          }
        }
      }
    `,
    query,
  );
  const comments = data.comments?.edges.map((edge) => edge.node) ?? [];
  const total = data.comments?.totalCount ?? 0;

  return (
    <section
      aria-labelledby="comments-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <header className="flex flex-wrap items-baseline gap-3">
        <h2 id="comments-title" className="text-xl font-bold text-slate-900">
          {intl.formatMessage(m.title)}
        </h2>
        {total > 0 ? (
          <span className="text-sm text-slate-600">{intl.formatMessage(m.count, { count: total })}</span>
        ) : null}
      </header>
      {comments.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={20}
        label={intl.formatMessage(m.more)}
      />
      <OpenableForm label={intl.formatMessage(m.formTitle)} form={LazyCommentForm} props={{ itemId }} />
    </section>
  );
}
