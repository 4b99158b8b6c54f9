import { defineMessages } from 'react-intl';

/** The card of one's portfolio projects on the dashboard. */
export const portfolioNavigationMessages = defineMessages({
  projects: { id: 'portfolioNav.projects', defaultMessage: 'Portfolio projects' },
  projectsHint: {
    id: 'portfolioNav.projectsHint',
    defaultMessage: 'Add the projects you built to the portfolio, with pictures and their team',
  },
});
