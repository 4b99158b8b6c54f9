import {
  keptPurchaseStatuses,
  purchaseLimits as P,
  type PurchaseStatus,
} from '@platform/rules/purchases-limits';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { PurchaseReviewMutation } from '../../../__generated__/PurchaseReviewMutation.graphql';
import type { PurchaseReview_purchase$key } from '../../../__generated__/PurchaseReview_purchase.graphql';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { RatingInput } from '../../../ui/Rating';
import { TextAreaField } from '../../../ui/TextAreaField';
import { useStepText } from '../useStepText';
import { purchaseReviewMessages as m } from './messages';

/**
 * The buyer's review of a project they bought and kept: a rating of 1 to 5 and a text, shown on the project's page;
 * written once, rewritten at will. Nothing for anyone else, or before it is kept.
 */
export function PurchaseReview({ purchase }: { purchase: PurchaseReview_purchase$key }) {
  const intl = useIntl();
  const id = useId();
  const p = useFragment(
    graphql`
      fragment PurchaseReview_purchase on PortfolioPurchase {
        id
        status
        viewerRole
        review {
          rating
          text
          hidden
        }
      }
    `,
    purchase,
  );
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [ratingProblem, setRatingProblem] = useState<string | undefined>();
  const text = useStepText(P.reviewTextMin, P.reviewTextMax, m);
  const [send, sending] = useMutation<PurchaseReviewMutation>(graphql`
    mutation PurchaseReviewMutation($input: ReviewPurchaseInput!) {
      reviewPurchase(input: $input) {
        __typename
        ... on MutationReviewPurchaseSuccess {
          data {
            ...PurchaseReview_purchase
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  if (p.viewerRole !== 'BUYER' || !keptPurchaseStatuses.includes(p.status as PurchaseStatus)) return null;
  const edit = () => {
    setRating(p.review?.rating ?? null);
    text.setValue(p.review?.text ?? '');
    setOpen(true);
  };
  const submit = () => {
    const rated = rating !== null;
    setRatingProblem(rated ? undefined : intl.formatMessage(m.ratingRequired));
    if (!text.check() || !rated) return;
    send({
      variables: { input: { id: p.id, rating, text: text.value.trim() } },
      onCompleted: ({ reviewPurchase: r }) => {
        if (r.__typename !== 'MutationReviewPurchaseSuccess')
          return void toast.error(intl.formatMessage(m.failed));
        setOpen(false);
        toast.success(intl.formatMessage(m.sent));
      },
      onError: () => toast.error(intl.formatMessage(m.failed)),
    });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg bg-slate-50 p-3">
      <h4 id={`${id}-heading`} className="text-sm font-bold text-slate-900">
        {intl.formatMessage(m.heading)}
      </h4>
      {p.review && !open ? (
        <>
          <p dir="auto" className="whitespace-pre-line text-sm text-slate-800">
            {intl.formatMessage(m.yours, { rating: intl.formatNumber(p.review.rating), text: p.review.text })}
          </p>
          {p.review.hidden ? <p className="text-sm text-amber-800">{intl.formatMessage(m.hidden)}</p> : null}
        </>
      ) : null}
      {open ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-slate-600">{intl.formatMessage(m.hint)}</p>
          <RatingInput
            id={`${id}-rating`}
            name={`${id}-rating`}
            legend={intl.formatMessage(m.rating)}
            labels={m}
            value={rating}
            error={ratingProblem}
            onChange={setRating}
          />
          <TextAreaField
            id={`${id}-text`}
            label={intl.formatMessage(m.text)}
            value={text.value}
            onChange={text.setValue}
            rows={4}
            maxLength={P.reviewTextMax}
            problem={text.problem}
          />
          <button type="submit" className={primaryButtonClass} disabled={sending}>
            {intl.formatMessage(m.send)}
          </button>
        </form>
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={edit}>
          {intl.formatMessage(p.review ? m.rewrite : m.write)}
        </button>
      )}
    </section>
  );
}
