import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  documentTitle: {
    id: 'home.documentTitle',
    defaultMessage: 'Karnama | Jobs, talent tests and software services',
  },
  heroTitle: { id: 'home.hero.title', defaultMessage: 'Find your next job, prove your talent' },
  heroSubtitle: {
    id: 'home.hero.subtitle',
    defaultMessage:
      'Karnama brings together job openings, talent assessments and skilled collaborators for teams in Iran and beyond.',
  },
  heroCta: { id: 'home.hero.cta', defaultMessage: 'Browse jobs' },
  heroSecondaryCta: { id: 'home.hero.secondaryCta', defaultMessage: 'Take a talent test' },
  latestJobsTitle: { id: 'home.latestJobs.title', defaultMessage: 'Latest jobs' },
  latestJobsSeeAll: { id: 'home.latestJobs.seeAll', defaultMessage: 'See all jobs' },
  latestJobsSeeAllCount: defineMessage<{ count: number }>({
    id: 'home.latestJobs.seeAllCount',
    defaultMessage: 'See all {count, plural, one {# job} other {# jobs}}',
  }),
  latestJobsEmptyTitle: { id: 'home.latestJobs.emptyTitle', defaultMessage: 'No jobs have been posted yet' },
  latestJobsEmptyMessage: {
    id: 'home.latestJobs.emptyMessage',
    defaultMessage: 'The newest openings will appear here as soon as employers publish them.',
  },
  exploreTitle: { id: 'home.explore.title', defaultMessage: 'Explore Karnama' },
  exploreTests: { id: 'home.explore.tests', defaultMessage: 'Talent and aptitude tests' },
  exploreTestsText: {
    id: 'home.explore.testsText',
    defaultMessage: 'Measure your algorithmic thinking, logical reasoning and problem solving.',
  },
  explorePortfolio: { id: 'home.explore.portfolio', defaultMessage: 'Project portfolio' },
  explorePortfolioText: {
    id: 'home.explore.portfolioText',
    defaultMessage: 'See projects we have delivered and ready-made products for sale.',
  },
  exploreCollaborators: { id: 'home.explore.collaborators', defaultMessage: 'Collaborators' },
  exploreCollaboratorsText: {
    id: 'home.explore.collaboratorsText',
    defaultMessage: 'Meet freelance specialists in frontend, backend, mobile and design.',
  },
  exploreServices: { id: 'home.explore.services', defaultMessage: 'Development services' },
  exploreServicesText: {
    id: 'home.explore.servicesText',
    defaultMessage: 'Web, mobile, AI and bot development for your business.',
  },
});
