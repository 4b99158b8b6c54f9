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
