import {
  collaboratorLimits as L,
  reviewDimensions,
  reviewReportReasons,
} from '@platform/rules/collaborators-limits';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ReviewCard_review$key } from '../../__generated__/ReviewCard_review.graphql';
import type { ReviewCardReplyMutation } from '../../__generated__/ReviewCardReplyMutation.graphql';
import type { ReviewCardReportMutation } from '../../__generated__/ReviewCardReportMutation.graphql';
import { toast } from '../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { TextAreaField } from '../../ui/TextAreaField';
import { dimensionMessages, reportReasonMessages, reviewMessages as m } from './messages';
import { ReviewStars } from './ProfileFacts';

const fieldClass =
  'block w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600';

/** The collaborator's one reply to a client's review. */
function ReplyForm({ reviewId }: { reviewId: string }) {
  const intl = useIntl();
  const id = useId();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, isPending] = useMutation<ReviewCardReplyMutation>(graphql`
    mutation ReviewCardReplyMutation($input: ReplyToCollaboratorReviewInput!) {
      replyToCollaboratorReview(input: $input) {
        __typename
        ... on MutationReplyToCollaboratorReviewSuccess {
          data {
            ...ReviewCard_review
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reply.trim();
    if (!text) return setProblem(intl.formatMessage(m.required));
    if (text.length > L.replyMax) return setProblem(intl.formatMessage(m.tooLong, { max: L.replyMax }));
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commit({
      variables: { input: { reviewId, reply: text } },
      onCompleted: ({ replyToCollaboratorReview: result }) => {
        if (result.__typename === 'MutationReplyToCollaboratorReviewSuccess') setProblem(null);
        else if (result.code === 'REPLY_EXISTS') setProblem(intl.formatMessage(m.replyExists));
        else failed();
      },
      onError: failed,
    });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <TextAreaField
        id={`${id}-reply`}
        label={intl.formatMessage(m.replyLabel)}
        value={reply}
        onChange={setReply}
        rows={2}
        maxLength={L.replyMax}
        problem={problem}
      />
      <button type="submit" className={secondaryButtonClass} disabled={isPending}>
        {intl.formatMessage(m.sendReply)}
      </button>
    </form>
  );
}

/** A reader's report of a review: a reason and, if they like, a note; the team looks at it. */
function ReportForm({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState<(typeof reviewReportReasons)[number]>('FALSE');
  const [note, setNote] = useState('');
  const [commit, isPending] = useMutation<ReviewCardReportMutation>(graphql`
    mutation ReviewCardReportMutation($input: ReportCollaboratorReviewInput!) {
      reportCollaboratorReview(input: $input) {
        __typename
      }
    }
  `);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commit({
      variables: { input: { reviewId, reason, note: note.trim() || null } },
      onCompleted: ({ reportCollaboratorReview: result }) => {
        if (result.__typename !== 'MutationReportCollaboratorReviewSuccess') return failed();
        toast.success(intl.formatMessage(m.reported));
        onClose();
      },
      onError: failed,
    });
  }
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-slate-50 p-4">
      <fieldset className="space-y-1.5">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {intl.formatMessage(m.reportTitle)}
        </legend>
        {reviewReportReasons.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {intl.formatMessage(reportReasonMessages[value])}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-800">
        {intl.formatMessage(m.reportNote)}
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={2}
        maxLength={L.reportNoteMax}
        dir="auto"
        className={fieldClass}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={isPending}>
          {intl.formatMessage(m.sendReport)}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </form>
  );
}

/**
 * One review: its mean rating as stars, the four ratings, its text, who wrote it and when, and the collaborator's
 * reply. The collaborator may reply once to a client's review; a signed-in reader who did not write it may report it.
 */
export function ReviewCard({
  review,
  authorName,
  collaboratorName,
  canReport = false,
}: {
  review: ReviewCard_review$key;
  /** Who wrote it, where the reader does not know already. */
  authorName?: string | null;
  collaboratorName: string;
  canReport?: boolean;
}) {
  const intl = useIntl();
  const [reporting, setReporting] = useState(false);
  const r = useFragment(
    graphql`
      fragment ReviewCard_review on CollaboratorReview {
        id
        rating
        quality
        communication
        schedule
        cooperation
        text
        createdAt
        reply
        viewerIsAuthor
        viewerCanReply
      }
    `,
    review,
  );
  return (
    <article className="space-y-3" data-review>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReviewStars rating={r.rating} className="text-lg text-amber-500" />
        <p className="text-sm text-slate-500">
          {authorName
            ? intl.formatMessage(m.by, {
                name: authorName,
                date: intl.formatDate(r.createdAt, { dateStyle: 'medium' }),
              })
            : intl.formatDate(r.createdAt, { dateStyle: 'medium' })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {reviewDimensions.map((dimension) => (
          <div key={dimension}>
            <dt className="text-slate-600">{intl.formatMessage(dimensionMessages[dimension])}</dt>
            <dd>
              <ReviewStars rating={r[dimension]} className="text-amber-500" />
            </dd>
          </div>
        ))}
      </dl>
      <p dir="auto" className="whitespace-pre-line text-slate-800">
        {r.text}
      </p>
      {r.reply ? (
        <div className="rounded-xl border-s-4 border-teal-600 bg-teal-50/60 p-3 text-sm">
          <p className="font-semibold text-teal-900">
            {intl.formatMessage(m.replyBy, { name: collaboratorName })}
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800">
            {r.reply}
          </p>
        </div>
      ) : null}
      {r.viewerCanReply ? <ReplyForm reviewId={r.id} /> : null}
      {canReport && !r.viewerIsAuthor ? (
        reporting ? (
          <ReportForm reviewId={r.id} onClose={() => setReporting(false)} />
        ) : (
          <button
            type="button"
            onClick={() => setReporting(true)}
            className="text-sm text-slate-500 underline-offset-2 hover:text-red-700 hover:underline"
          >
            {intl.formatMessage(m.report)}
          </button>
        )
      ) : null}
    </article>
  );
}
