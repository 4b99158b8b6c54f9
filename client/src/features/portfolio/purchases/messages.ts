import { defineMessage, defineMessages } from 'react-intl';

/** A buyer's review of what they bought, on the purchases page (the panel's catalogue). */
export const purchaseReviewMessages = defineMessages({
  heading: { id: 'purchaseReview.heading', defaultMessage: 'Your review' },
  hint: {
    id: 'purchaseReview.hint',
    defaultMessage:
      'Tell others what you made of it. It is shown on the project’s page as a verified buyer’s.',
  },
  rating: { id: 'purchaseReview.rating', defaultMessage: 'Your rating' },
  text: { id: 'purchaseReview.text', defaultMessage: 'Your review' },
  write: { id: 'purchaseReview.write', defaultMessage: 'Review it' },
  rewrite: { id: 'purchaseReview.rewrite', defaultMessage: 'Rewrite your review' },
  send: { id: 'purchaseReview.send', defaultMessage: 'Publish the review' },
  sent: { id: 'purchaseReview.sent', defaultMessage: 'Your review is on the project’s page.' },
  yours: defineMessage<{ rating: string; text: string }>({
    id: 'purchaseReview.yours',
    defaultMessage: 'You rated it {rating} of 5: {text}',
  }),
  hidden: {
    id: 'purchaseReview.hidden',
    defaultMessage: 'Our team hid this review: it is not shown on the project’s page.',
  },
  ratingRequired: { id: 'purchaseReview.ratingRequired', defaultMessage: 'Choose a rating from 1 to 5.' },
  required: { id: 'purchaseReview.required', defaultMessage: 'Write your review.' },
  tooShort: defineMessage<{ min: number }>({
    id: 'purchaseReview.tooShort',
    defaultMessage: 'At least {min} characters.',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'purchaseReview.tooLong',
    defaultMessage: 'At most {max} characters.',
  }),
  failed: { id: 'purchaseReview.failed', defaultMessage: 'The review could not be sent. Try again.' },
  POOR: { id: 'purchaseReview.level.POOR', defaultMessage: 'Poor' },
  FAIR: { id: 'purchaseReview.level.FAIR', defaultMessage: 'Fair' },
  GOOD: { id: 'purchaseReview.level.GOOD', defaultMessage: 'Good' },
  VERY_GOOD: { id: 'purchaseReview.level.VERY_GOOD', defaultMessage: 'Very good' },
  EXCELLENT: { id: 'purchaseReview.level.EXCELLENT', defaultMessage: 'Excellent' },
});
