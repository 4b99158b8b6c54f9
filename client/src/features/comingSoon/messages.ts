import { defineMessages } from 'react-intl';

export const comingSoonMessages = defineMessages({
  badge: { id: 'comingSoon.badge', defaultMessage: 'Coming soon' },
  message: {
    id: 'comingSoon.message',
    defaultMessage: 'We are building this page. Meanwhile, have a look at the latest jobs.',
  },
  browseJobs: { id: 'comingSoon.browseJobs', defaultMessage: 'Browse jobs' },
  backHome: { id: 'comingSoon.backHome', defaultMessage: 'Back to home page' },
});

/** Titles of the sections that are not built yet. */
export const comingSoonTitles = defineMessages({
  portfolio: { id: 'page.portfolio', defaultMessage: 'Portfolio' },
  portfolioProject: { id: 'page.portfolioProject', defaultMessage: 'Portfolio project' },
  createJob: { id: 'page.createJob', defaultMessage: 'Post a job' },
});
