import { defineMessages } from 'react-intl';

/** The card of one's portfolio projects on the dashboard, and the admins' card of private projects to evaluate. */
export const portfolioNavigationMessages = defineMessages({
  projects: { id: 'portfolioNav.projects', defaultMessage: 'Portfolio projects' },
  projectsHint: {
    id: 'portfolioNav.projectsHint',
    defaultMessage: 'Add the projects you built to the portfolio, with pictures and their team',
  },
  evaluate: { id: 'portfolioNav.evaluate', defaultMessage: 'Private projects to evaluate' },
  evaluateHint: {
    id: 'portfolioNav.evaluateHint',
    defaultMessage: 'Read the private projects shared with verified employers, and evaluate them',
  },
});
