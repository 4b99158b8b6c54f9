import { defineMessages } from 'react-intl';

/**
 * The cards of one's portfolio projects and purchases on the dashboard, and the admins' card of private projects to
 * evaluate.
 */
export const portfolioNavigationMessages = defineMessages({
  projects: { id: 'portfolioNav.projects', defaultMessage: 'Portfolio projects' },
  projectsHint: {
    id: 'portfolioNav.projectsHint',
    defaultMessage: 'Add the projects you built to the portfolio, with pictures and their team',
  },
  purchases: { id: 'portfolioNav.purchases', defaultMessage: 'Purchases' },
  purchasesHint: {
    id: 'portfolioNav.purchasesHint',
    defaultMessage: 'Ready-made projects bought and sold, held in escrow until delivered and accepted',
  },
  contracts: { id: 'portfolioNav.contracts', defaultMessage: 'Contracts' },
  contractsHint: {
    id: 'portfolioNav.contractsHint',
    defaultMessage: 'Custom work in milestones: propose, pay into escrow, review, release',
  },
  evaluate: { id: 'portfolioNav.evaluate', defaultMessage: 'Private projects to evaluate' },
  evaluateHint: {
    id: 'portfolioNav.evaluateHint',
    defaultMessage: 'Read the private projects shared with verified employers, and evaluate them',
  },
});
