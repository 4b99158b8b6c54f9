import { defineMessages } from 'react-intl';

/** The résumé's card on the dashboard. */
export const resumesNavigationMessages = defineMessages({
  resume: { id: 'resumesNav.resume', defaultMessage: 'My résumé' },
  resumeHint: {
    id: 'resumesNav.resumeHint',
    defaultMessage: 'Write it, download its PDF, apply with it',
  },
});
