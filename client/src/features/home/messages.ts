import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  heroTitle: { id: 'home.hero.title', defaultMessage: 'Find your next job, prove your talent' },
  heroSubtitle: {
    id: 'home.hero.subtitle',
    defaultMessage:
      'Karnama brings together job openings, talent assessments and skilled collaborators for teams in Iran and beyond.',
  },
  heroCta: { id: 'home.hero.cta', defaultMessage: 'Browse jobs' },
  heroSecondaryCta: { id: 'home.hero.secondaryCta', defaultMessage: 'Take a talent test' },
  latestTestsTitle: { id: 'home.latestTests.title', defaultMessage: 'Talent tests' },
  latestTestsSeeAll: { id: 'home.latestTests.seeAll', defaultMessage: 'See all tests' },
  latestTestsEmptyTitle: { id: 'home.latestTests.emptyTitle', defaultMessage: 'No tests yet' },
  latestTestsEmptyMessage: {
    id: 'home.latestTests.emptyMessage',
    defaultMessage: 'Talent and aptitude tests are on their way. Check back soon.',
  },
  collaboratorsTitle: { id: 'home.collaborators.title', defaultMessage: 'Collaborators' },
  collaboratorsSeeAll: { id: 'home.collaborators.seeAll', defaultMessage: 'See all collaborators' },
  collaboratorsEmptyTitle: { id: 'home.collaborators.emptyTitle', defaultMessage: 'No collaborators yet' },
  collaboratorsEmptyMessage: {
    id: 'home.collaborators.emptyMessage',
    defaultMessage: 'Freelancers who publish a profile are listed here. Are you one?',
  },
  collaboratorsBecomeOne: { id: 'home.collaborators.becomeOne', defaultMessage: 'Publish your profile' },
  portfolioTitle: { id: 'home.portfolio.title', defaultMessage: 'From our portfolio' },
  portfolioSeeAll: { id: 'home.portfolio.seeAll', defaultMessage: 'See all projects' },
  portfolioEmptyTitle: { id: 'home.portfolio.emptyTitle', defaultMessage: 'No projects yet' },
  portfolioEmptyMessage: {
    id: 'home.portfolio.emptyMessage',
    defaultMessage: 'Projects our team and collaborators build are shown here.',
  },
  portfolioForSale: { id: 'home.portfolio.forSale', defaultMessage: 'For sale' },
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

export const activityMessages = defineMessages({
  title: { id: 'activity.title', defaultMessage: 'What’s happening' },
  empty: {
    id: 'activity.empty',
    defaultMessage: 'Nothing has happened yet. New jobs and achievements will show up here.',
  },
  live: { id: 'activity.live', defaultMessage: 'Live' },
  vip: { id: 'activity.vip', defaultMessage: 'VIP' },
  liveUpdates: { id: 'activity.liveUpdates', defaultMessage: 'Updating live' },
  refreshIn: defineMessage<{ seconds: string }>({
    id: 'activity.refreshIn',
    defaultMessage: 'Refreshing in {seconds} s',
  }),
  loadMore: { id: 'activity.loadMore', defaultMessage: 'Show more activity' },
  loadingMore: { id: 'activity.loadingMore', defaultMessage: 'Loading activity…' },
  BUSINESS: { id: 'activity.category.BUSINESS', defaultMessage: 'Business' },
  EDUCATION: { id: 'activity.category.EDUCATION', defaultMessage: 'Education' },
  ACHIEVEMENT: { id: 'activity.category.ACHIEVEMENT', defaultMessage: 'Achievement' },
});

/** What happened, worded per kind from the item's title, actor and count. */
export const activityKindMessages = defineMessages({
  JOB_POSTED: defineMessage<{ actor: string; title: string }>({
    id: 'activity.kind.JOB_POSTED',
    defaultMessage: '{actor} posted a new job: {title}',
  }),
  JOB_POSTED_ANONYMOUS: defineMessage<{ title: string }>({
    id: 'activity.kind.JOB_POSTED_ANONYMOUS',
    defaultMessage: 'A new job was posted: {title}',
  }),
  APPLICATION_APPROVED: defineMessage<{ actor: string; title: string }>({
    id: 'activity.kind.APPLICATION_APPROVED',
    defaultMessage: '{actor} was approved for {title}',
  }),
  APPLICATION_APPROVED_ANONYMOUS: defineMessage<{ title: string }>({
    id: 'activity.kind.APPLICATION_APPROVED_ANONYMOUS',
    defaultMessage: 'An applicant was approved for {title}',
  }),
  TEST_COMPLETED: defineMessage<{ count: number; title: string }>({
    id: 'activity.kind.TEST_COMPLETED',
    defaultMessage:
      '{count, plural, one {# person completed the {title} test} other {# people completed the {title} test}}',
  }),
  OTHER: { id: 'activity.kind.OTHER', defaultMessage: 'Something new happened on Karnama' },
});
