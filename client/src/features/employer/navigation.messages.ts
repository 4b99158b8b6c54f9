import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const employerNavigationMessages = defineMessages({
  menuMyJobs: { id: 'accountMenu.myJobs', defaultMessage: 'My job posts' },
  menuPostJob: { id: 'accountMenu.postJob', defaultMessage: 'Post a job' },
  myJobs: { id: 'dashboard.myJobs', defaultMessage: 'My job posts' },
  myJobsHint: {
    id: 'dashboard.myJobsHint',
    defaultMessage: 'Post jobs, edit or close them, and review applications',
  },
});
