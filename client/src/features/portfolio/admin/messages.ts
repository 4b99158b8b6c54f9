import { defineMessage, defineMessages } from 'react-intl';

export const portfolioAdminMessages = defineMessages({
  title: { id: 'portfolioAdmin.title', defaultMessage: 'Private projects to evaluate' },
  intro: {
    id: 'portfolioAdmin.intro',
    defaultMessage:
      'Private projects their owners share with employers of verified companies. Read each, then evaluate it with a note employers read beside it.',
  },
  tabs: { id: 'portfolioAdmin.tabs', defaultMessage: 'Which projects' },
  waiting: { id: 'portfolioAdmin.waiting', defaultMessage: 'Waiting' },
  evaluated: { id: 'portfolioAdmin.evaluated', defaultMessage: 'Evaluated' },
  count: defineMessage<{ count: number }>({
    id: 'portfolioAdmin.count',
    defaultMessage: '{count, plural, one {# project} other {# projects}}',
  }),
  empty: { id: 'portfolioAdmin.empty', defaultMessage: 'No project here.' },
  loadMore: { id: 'portfolioAdmin.loadMore', defaultMessage: 'More projects' },
  loadingMore: { id: 'portfolioAdmin.loadingMore', defaultMessage: 'Loading…' },
  adminsOnly: { id: 'portfolioAdmin.adminsOnly', defaultMessage: 'Only admins evaluate private projects.' },
  changed: defineMessage<{ date: string }>({
    id: 'portfolioAdmin.changed',
    defaultMessage: 'Changed {date}',
  }),
  evaluatedOn: defineMessage<{ date: string }>({
    id: 'portfolioAdmin.evaluatedOn',
    defaultMessage: 'Evaluated {date}',
  }),
  open: { id: 'portfolioAdmin.open', defaultMessage: 'Read the project' },
  note: { id: 'portfolioAdmin.note', defaultMessage: 'The team’s note for employers' },
  evaluate: { id: 'portfolioAdmin.evaluate', defaultMessage: 'Evaluate' },
  evaluateAgain: { id: 'portfolioAdmin.evaluateAgain', defaultMessage: 'Change the note' },
  noteRequired: { id: 'portfolioAdmin.noteRequired', defaultMessage: 'Write the team’s note first.' },
  noteTooLong: defineMessage<{ max: number }>({
    id: 'portfolioAdmin.noteTooLong',
    defaultMessage: 'The note may be at most {max, number} characters.',
  }),
  saved: { id: 'portfolioAdmin.saved', defaultMessage: 'The evaluation is saved.' },
  gone: { id: 'portfolioAdmin.gone', defaultMessage: 'This project is no longer private.' },
  failed: { id: 'portfolioAdmin.failed', defaultMessage: 'That did not work. Please try again.' },
});

/** The admins' moderation of buyers' reviews (a tab of the same page). */
export const reviewModerationMessages = defineMessages({
  title: { id: 'portfolioAdmin.reviews.title', defaultMessage: 'Buyers’ reviews to moderate' },
  intro: {
    id: 'portfolioAdmin.reviews.intro',
    defaultMessage:
      'Reviews buyers wrote of the projects they kept, the newest first. Hide one that breaks the rules, with the reason; it is then shown to its buyer alone and counts in no figure.',
  },
  shown: { id: 'portfolioAdmin.reviews.shown', defaultMessage: 'Buyers’ reviews' },
  hidden: { id: 'portfolioAdmin.reviews.hidden', defaultMessage: 'Hidden reviews' },
  count: defineMessage<{ count: number }>({
    id: 'portfolioAdmin.reviews.count',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  }),
  empty: { id: 'portfolioAdmin.reviews.empty', defaultMessage: 'No review here.' },
  loadMore: { id: 'portfolioAdmin.reviews.loadMore', defaultMessage: 'More reviews' },
  loadingMore: { id: 'portfolioAdmin.reviews.loadingMore', defaultMessage: 'Loading…' },
  rated: defineMessage<{ rating: string }>({
    id: 'portfolioAdmin.reviews.rated',
    defaultMessage: 'Rated {rating} of 5',
  }),
  reason: {
    id: 'portfolioAdmin.reviews.reason',
    defaultMessage: 'Why it is hidden (for the team’s records)',
  },
  hide: { id: 'portfolioAdmin.reviews.hide', defaultMessage: 'Hide it' },
  show: { id: 'portfolioAdmin.reviews.show', defaultMessage: 'Show it again' },
  hiddenDone: { id: 'portfolioAdmin.reviews.hiddenDone', defaultMessage: 'The review is hidden.' },
  shownDone: { id: 'portfolioAdmin.reviews.shownDone', defaultMessage: 'The review is shown again.' },
});
