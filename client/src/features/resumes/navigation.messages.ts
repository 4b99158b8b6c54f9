import { defineMessages } from 'react-intl';

/** The résumé's card on the dashboard. */
export const resumesNavigationMessages = defineMessages({
  resume: { id: 'resumesNav.resume', defaultMessage: 'My résumé' },
  resumeHint: {
    id: 'resumesNav.resumeHint',
    defaultMessage:
      'Build your résumé in Persian, English or Azerbaijani, download its PDF and apply with it',
  },
});

/** The admins' card of résumés to evaluate. */
export const resumesAdminNavigationMessages = defineMessages({
  evaluate: { id: 'resumesNav.evaluate', defaultMessage: 'Résumés to evaluate' },
  evaluateHint: {
    id: 'resumesNav.evaluateHint',
    defaultMessage: 'Evaluate people’s résumés so that verified employers can find them',
  },
});
