import { defineMessage, defineMessages } from 'react-intl';

export const testimonialMessages = defineMessages({
  title: { id: 'feedback.testimonials.title', defaultMessage: 'What our clients say' },
  summary: defineMessage<{ average: string; count: number }>({
    id: 'feedback.testimonials.summary',
    defaultMessage: 'Rated {average} out of 5 in {count, plural, one {# testimonial} other {# testimonials}}',
  }),
  empty: {
    id: 'feedback.testimonials.empty',
    defaultMessage: 'No testimonials yet. Be the first to tell others about working with us.',
  },
  stars: defineMessage<{ rating: string; label: string }>({
    id: 'feedback.testimonials.stars',
    defaultMessage: '{rating} out of 5: {label}',
  }),
  more: { id: 'feedback.testimonials.more', defaultMessage: 'Show more testimonials' },
  formTitle: { id: 'feedback.testimonials.formTitle', defaultMessage: 'Share your experience' },
  name: { id: 'feedback.testimonials.name', defaultMessage: 'Name' },
  company: { id: 'feedback.testimonials.company', defaultMessage: 'Company (optional)' },
  contact: { id: 'feedback.testimonials.contact', defaultMessage: 'E-mail or phone' },
  contactHint: {
    id: 'feedback.testimonials.contactHint',
    defaultMessage: 'Only our team sees it, to reach you if needed.',
  },
  rating: { id: 'feedback.testimonials.rating', defaultMessage: 'Your rating' },
  text: { id: 'feedback.testimonials.text', defaultMessage: 'Your experience' },
  send: { id: 'feedback.testimonials.send', defaultMessage: 'Send testimonial' },
  sending: { id: 'feedback.testimonials.sending', defaultMessage: 'Sending…' },
  sent: {
    id: 'feedback.testimonials.sent',
    defaultMessage: 'Thank you! Your testimonial was submitted and will be published after review.',
  },
  failed: {
    id: 'feedback.testimonials.failed',
    defaultMessage: 'Your testimonial could not be sent. Please try again.',
  },
});

/** The five levels of a rating (§9). */
export const ratingMessages = defineMessages({
  POOR: { id: 'feedback.rating.POOR', defaultMessage: 'Poor' },
  FAIR: { id: 'feedback.rating.FAIR', defaultMessage: 'Fair' },
  GOOD: { id: 'feedback.rating.GOOD', defaultMessage: 'Good' },
  VERY_GOOD: { id: 'feedback.rating.VERY_GOOD', defaultMessage: 'Very good' },
  EXCELLENT: { id: 'feedback.rating.EXCELLENT', defaultMessage: 'Excellent' },
});

export const commentMessages = defineMessages({
  title: { id: 'feedback.comments.title', defaultMessage: 'Comments' },
  count: defineMessage<{ count: number }>({
    id: 'feedback.comments.count',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
  }),
  empty: { id: 'feedback.comments.empty', defaultMessage: 'No comments yet. Start the conversation.' },
  admin: { id: 'feedback.comments.admin', defaultMessage: 'Admin' },
  more: { id: 'feedback.comments.more', defaultMessage: 'Show more comments' },
  formTitle: { id: 'feedback.comments.formTitle', defaultMessage: 'Leave a comment' },
  name: { id: 'feedback.comments.name', defaultMessage: 'Name' },
  email: { id: 'feedback.comments.email', defaultMessage: 'E-mail' },
  phone: { id: 'feedback.comments.phone', defaultMessage: 'Phone' },
  contactHint: {
    id: 'feedback.comments.contactHint',
    defaultMessage: 'Give an e-mail address or a phone number. Neither is shown.',
  },
  website: { id: 'feedback.comments.website', defaultMessage: 'Website (optional)' },
  text: { id: 'feedback.comments.text', defaultMessage: 'Comment' },
  send: { id: 'feedback.comments.send', defaultMessage: 'Send comment' },
  sending: { id: 'feedback.comments.sending', defaultMessage: 'Sending…' },
  sent: {
    id: 'feedback.comments.sent',
    defaultMessage: 'Your comment was saved. It is shown after review.',
  },
  failed: {
    id: 'feedback.comments.failed',
    defaultMessage: 'Your comment could not be saved. Please try again.',
  },
  fixErrors: {
    id: 'feedback.comments.fixErrors',
    defaultMessage: 'Please fix the errors before submitting.',
  },
  report: { id: 'feedback.comments.report', defaultMessage: 'Report' },
  reportReason: {
    id: 'feedback.comments.reportReason',
    defaultMessage: 'Why are you reporting this comment?',
  },
  reportSend: { id: 'feedback.comments.reportSend', defaultMessage: 'Send report' },
  reported: {
    id: 'feedback.comments.reported',
    defaultMessage: 'Thank you. The admins will look at this comment.',
  },
  alreadyReported: {
    id: 'feedback.comments.alreadyReported',
    defaultMessage: 'You have already reported this comment.',
  },
  reportFailed: {
    id: 'feedback.comments.reportFailed',
    defaultMessage: 'The report could not be sent. Please try again.',
  },
});

export const reportReasonMessages = defineMessages({
  SPAM: { id: 'feedback.reportReason.SPAM', defaultMessage: 'Spam' },
  INAPPROPRIATE: { id: 'feedback.reportReason.INAPPROPRIATE', defaultMessage: 'Inappropriate' },
  HARASSMENT: { id: 'feedback.reportReason.HARASSMENT', defaultMessage: 'Harassment' },
  OTHER: { id: 'feedback.reportReason.OTHER', defaultMessage: 'Other' },
});

/** The fields' problems, by the codes the rules and the server give (§5). */
export const feedbackErrorMessages = defineMessages({
  REQUIRED: { id: 'feedback.error.REQUIRED', defaultMessage: 'This field is required.' },
  NAME_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'feedback.error.NAME_TOO_SHORT',
    defaultMessage: 'Name must be at least {min} characters.',
  }),
  NAME_TOO_LONG: defineMessage<{ max: string }>({
    id: 'feedback.error.NAME_TOO_LONG',
    defaultMessage: 'Name can be at most {max} characters long.',
  }),
  COMPANY_TOO_LONG: defineMessage<{ max: string }>({
    id: 'feedback.error.COMPANY_TOO_LONG',
    defaultMessage: 'Company can be at most {max} characters long.',
  }),
  CONTACT_REQUIRED: {
    id: 'feedback.error.CONTACT_REQUIRED',
    defaultMessage: 'An e-mail address or a phone number is required.',
  },
  CONTACT_INVALID: {
    id: 'feedback.error.CONTACT_INVALID',
    defaultMessage: 'Enter a valid e-mail address or phone number.',
  },
  EMAIL_INVALID: { id: 'feedback.error.EMAIL_INVALID', defaultMessage: 'E-mail address is not valid.' },
  PHONE_INVALID: { id: 'feedback.error.PHONE_INVALID', defaultMessage: 'Phone number is not valid.' },
  WEBSITE_INVALID: {
    id: 'feedback.error.WEBSITE_INVALID',
    defaultMessage: 'Website must be a valid address.',
  },
  WEBSITE_TOO_LONG: defineMessage<{ max: string }>({
    id: 'feedback.error.WEBSITE_TOO_LONG',
    defaultMessage: 'Website address can be at most {max} characters long.',
  }),
  COMMENT_LENGTH: defineMessage<{ min: string; max: string }>({
    id: 'feedback.error.COMMENT_LENGTH',
    defaultMessage: 'Comment must be {min} to {max} characters.',
  }),
  EXPERIENCE_LENGTH: defineMessage<{ min: string; max: string }>({
    id: 'feedback.error.EXPERIENCE_LENGTH',
    defaultMessage: 'Your experience must be {min} to {max} characters.',
  }),
  RATING_REQUIRED: { id: 'feedback.error.RATING_REQUIRED', defaultMessage: 'Choose a rating.' },
  RATING_INVALID: { id: 'feedback.error.RATING_INVALID', defaultMessage: 'Choose a rating from 1 to 5.' },
  CAPTCHA_REQUIRED: {
    id: 'feedback.error.CAPTCHA_REQUIRED',
    defaultMessage: 'Complete the check that you are a person.',
  },
});
