import {
  collaboratorLimits as L,
  reviewDimensions,
  type ReviewDimension,
} from '@platform/rules/collaborators-limits';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import type { WorkReviews_request$key } from '../../__generated__/WorkReviews_request.graphql';
import type { WorkReviewsMutation } from '../../__generated__/WorkReviewsMutation.graphql';
import { toast } from '../../app/toast';
import { primaryButtonClass } from '../../ui/buttons';
import { RatingInput } from '../../ui/Rating';
import { ReviewCard } from './ReviewCard';
import { dimensionMessages, reviewMessages, reviewRatingMessages, workMessages as m } from './messages';

type Ratings = Record<ReviewDimension, number | null>;
const noRatings: Ratings = { quality: null, communication: null, schedule: null, cooperation: null };

/** The review of completed work: the four ratings and a text, checked before it is sent. */
function ReviewForm({
  requestId,
  otherName,
  until,
  onSent,
}: {
  requestId: string;
  otherName: string;
  until: string;
  onSent: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [ratings, setRatings] = useState<Ratings>(noRatings);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ReviewDimension | 'text' | 'form', string>>>({});
  const [commit, isPending] = useMutation<WorkReviewsMutation>(graphql`
    mutation WorkReviewsMutation($input: ReviewContactRequestInput!) {
      reviewContactRequest(input: $input) {
        __typename
        ... on BaseError {
          code
        }
      }
    }
  `);
  const textProblem = intl.formatMessage(m.textLength, { min: L.reviewTextMin, max: L.reviewTextMax });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    for (const dimension of reviewDimensions)
      if (ratings[dimension] === null) found[dimension] = intl.formatMessage(m.chooseRating);
    const length = text.trim().length;
    if (length < L.reviewTextMin || length > L.reviewTextMax) found.text = textProblem;
    setErrors(found);
    if (Object.keys(found).length) return;
    const failed = () => void toast.error(intl.formatMessage(reviewMessages.failed));
    commit({
      variables: {
        input: {
          requestId,
          quality: ratings.quality!,
          communication: ratings.communication!,
          schedule: ratings.schedule!,
          cooperation: ratings.cooperation!,
          text: text.trim(),
        },
      },
      onCompleted: ({ reviewContactRequest: result }) => {
        if (result.__typename === 'MutationReviewContactRequestSuccess') return onSent();
        if (result.code === 'REVIEW_EXISTS') return onSent();
        if (result.code === 'REVIEW_CLOSED') return setErrors({ form: intl.formatMessage(m.closed) });
        if (result.__typename === 'ValidationError')
          return setErrors({ form: intl.formatMessage(m.fixErrors) });
        failed();
      },
      onError: failed,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="font-bold text-slate-900">
        {intl.formatMessage(m.formTitle, { name: otherName })}
      </h3>
      <p className="text-sm text-slate-600">
        {intl.formatMessage(m.blind, { date: intl.formatDate(until, { dateStyle: 'long' }) })}
      </p>
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      {reviewDimensions.map((dimension) => (
        <RatingInput
          key={dimension}
          id={`${id}-${dimension}`}
          name={`${id}-${dimension}`}
          legend={intl.formatMessage(dimensionMessages[dimension])}
          labels={reviewRatingMessages}
          value={ratings[dimension]}
          error={errors[dimension]}
          onChange={(value) => setRatings((r) => ({ ...r, [dimension]: value }))}
        />
      ))}
      <div className="space-y-1.5">
        <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-800">
          {intl.formatMessage(m.text)}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          maxLength={L.reviewTextMax}
          dir="auto"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-text-hint`}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600"
        />
        <p
          id={`${id}-text-hint`}
          className={errors.text ? 'text-sm font-medium text-red-700' : 'text-xs text-slate-500'}
        >
          {textProblem}
        </p>
      </div>
      <button type="submit" className={primaryButtonClass} disabled={isPending}>
        {intl.formatMessage(isPending ? m.sending : m.send)}
      </button>
    </form>
  );
}

/**
 * Completed work's reviews, as one side sees them: the form while they have not reviewed and the days last; their
 * own review (and when the other side will read it); the other side's once both have reviewed or the days are over.
 */
export function WorkReviews({ request }: { request: WorkReviews_request$key }) {
  const intl = useIntl();
  const [now] = useState(Date.now);
  const [r, refetch] = useRefetchableFragment(
    graphql`
      fragment WorkReviews_request on ContactRequest @refetchable(queryName: "WorkReviewsRefetchQuery") {
        id
        reviewUntil
        viewerIsCollaborator
        collaborator {
          displayName
        }
        sender {
          displayName
        }
        viewerReview {
          shown
          ...ReviewCard_review
        }
        otherReview {
          ...ReviewCard_review
        }
      }
    `,
    request,
  );
  // Only a collaborator's work is reviewed (a talent-pool request has none).
  if (!r.reviewUntil || !r.collaborator) return null;
  const collaboratorName = r.collaborator.displayName;
  const otherName = r.viewerIsCollaborator ? (r.sender.displayName ?? '') : collaboratorName;
  const until = intl.formatDate(r.reviewUntil, { dateStyle: 'long' });
  const open = new Date(r.reviewUntil).getTime() > now;
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      {r.viewerReview ? (
        <section className="space-y-2" aria-label={intl.formatMessage(m.yours)}>
          <h3 className="font-bold text-slate-900">{intl.formatMessage(m.yours)}</h3>
          {r.viewerReview.shown ? null : (
            <p className="text-sm text-slate-600">
              {intl.formatMessage(m.yoursBlind, { name: otherName, date: until })}
            </p>
          )}
          <ReviewCard review={r.viewerReview} collaboratorName={collaboratorName} />
        </section>
      ) : open ? (
        <ReviewForm
          requestId={r.id}
          otherName={otherName}
          until={r.reviewUntil}
          onSent={() => refetch({}, { fetchPolicy: 'network-only' })}
        />
      ) : (
        <p className="text-sm text-slate-600">{intl.formatMessage(m.closed)}</p>
      )}
      {r.otherReview ? (
        <section className="space-y-2" aria-label={intl.formatMessage(m.theirs, { name: otherName })}>
          <h3 className="font-bold text-slate-900">{intl.formatMessage(m.theirs, { name: otherName })}</h3>
          <ReviewCard review={r.otherReview} collaboratorName={collaboratorName} />
        </section>
      ) : open ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(m.theirsPending, { date: until })}</p>
      ) : null}
    </div>
  );
}
