import { defineMessage, defineMessages } from 'react-intl';

export const jobsMessages = defineMessages({
  listTitle: { id: 'jobs.list.title', defaultMessage: 'Job openings' },
  listIntro: {
    id: 'jobs.list.intro',
    defaultMessage: 'Hand-picked openings from teams hiring in Iran and abroad.',
  },
  resultsCount: defineMessage<{ count: number }>({
    id: 'jobs.list.resultsCount',
    defaultMessage: '{count, plural, =0 {No jobs found} one {# job found} other {# jobs found}}',
  }),
  loadMore: { id: 'jobs.list.loadMore', defaultMessage: 'Load more jobs' },
  loadingMore: { id: 'jobs.list.loadingMore', defaultMessage: 'Loading more jobs…' },
  showing: defineMessage<{ shown: string; total: string }>({
    id: 'jobs.list.showing',
    defaultMessage: 'Showing {shown} of {total}',
  }),
  loadingJobs: { id: 'jobs.list.loading', defaultMessage: 'Loading jobs…' },
  emptyTitle: { id: 'jobs.list.emptyTitle', defaultMessage: 'No open positions right now' },
  emptyMessage: {
    id: 'jobs.list.emptyMessage',
    defaultMessage: 'New jobs are added every week. Please check back soon.',
  },
  noMatchTitle: { id: 'jobs.list.noMatchTitle', defaultMessage: 'No jobs match these filters' },
  noMatchMessage: {
    id: 'jobs.list.noMatchMessage',
    defaultMessage: 'Try removing a filter to see more openings.',
  },
  postedOn: defineMessage<{ date: string }>({ id: 'jobs.card.postedOn', defaultMessage: 'Posted {date}' }),
  permanent: { id: 'jobs.card.permanent', defaultMessage: 'Always open' },
  salary: { id: 'jobs.card.salary', defaultMessage: 'Salary:' },
  resultsCountAtLeast: defineMessage<{ count: string }>({
    id: 'jobs.list.resultsCountAtLeast',
    defaultMessage: '{count}+ jobs found',
  }),
  similarNotice: defineMessage<{ search: string }>({
    id: 'jobs.list.similarNotice',
    defaultMessage: 'No exact matches for “{search}”. Showing jobs with similar titles instead.',
  }),
  noSearchMatchTitle: defineMessage<{ search: string }>({
    id: 'jobs.list.noSearchMatchTitle',
    defaultMessage: 'No jobs match “{search}”',
  }),
  noSearchMatchMessage: {
    id: 'jobs.list.noSearchMatchMessage',
    defaultMessage: 'Check the spelling or try other words.',
  },
  noSearchMatchFilteredMessage: {
    id: 'jobs.list.noSearchMatchFilteredMessage',
    defaultMessage: 'Check the spelling, try other words, or remove some filters.',
  },
  clearSearch: { id: 'jobs.list.clearSearch', defaultMessage: 'Clear the search' },
  clearFilters: { id: 'jobs.filters.clear', defaultMessage: 'Clear filters' },
});

export const searchMessages = defineMessages({
  label: { id: 'jobs.search.label', defaultMessage: 'Search jobs' },
  placeholder: { id: 'jobs.search.placeholder', defaultMessage: 'Job title, skill, company or city' },
  submit: { id: 'jobs.search.submit', defaultMessage: 'Search' },
  sortLabel: { id: 'jobs.sort.label', defaultMessage: 'Sort by' },
});

export const sortMessages = defineMessages({
  RELEVANCE: { id: 'jobs.sort.RELEVANCE', defaultMessage: 'Most relevant' },
  NEWEST: { id: 'jobs.sort.NEWEST', defaultMessage: 'Newest first' },
  OLDEST: { id: 'jobs.sort.OLDEST', defaultMessage: 'Oldest first' },
  SALARY_HIGHEST: { id: 'jobs.sort.SALARY_HIGHEST', defaultMessage: 'Highest salary' },
});

export const filterMessages = defineMessages({
  title: { id: 'jobs.filters.title', defaultMessage: 'Filter jobs' },
  open: { id: 'jobs.filters.open', defaultMessage: 'Filters' },
  openCount: defineMessage<{ count: string }>({
    id: 'jobs.filters.openCount',
    defaultMessage: 'Filters ({count})',
  }),
  showResults: { id: 'jobs.filters.showResults', defaultMessage: 'Show results' },
  workArrangement: { id: 'jobs.filters.workArrangement', defaultMessage: 'Work arrangement' },
  employmentType: { id: 'jobs.filters.employmentType', defaultMessage: 'Employment type' },
  level: { id: 'jobs.filters.level', defaultMessage: 'Experience level' },
  location: { id: 'jobs.filters.location', defaultMessage: 'Location' },
  skills: { id: 'jobs.filters.skills', defaultMessage: 'Skills' },
  skillsHint: { id: 'jobs.filters.skillsHint', defaultMessage: 'Jobs asking for every skill listed.' },
  addSkillLabel: { id: 'jobs.filters.addSkillLabel', defaultMessage: 'Add a skill' },
  addSkill: { id: 'jobs.filters.addSkill', defaultMessage: 'Add' },
  removeSkill: defineMessage<{ skill: string }>({
    id: 'jobs.filters.removeSkill',
    defaultMessage: 'Remove skill {skill}',
  }),
  salary: { id: 'jobs.filters.salary', defaultMessage: 'Monthly salary' },
  salaryUnit: { id: 'jobs.filters.salaryUnit', defaultMessage: 'Amounts in IRR' },
  salaryMin: { id: 'jobs.filters.salaryMin', defaultMessage: 'At least' },
  salaryMax: { id: 'jobs.filters.salaryMax', defaultMessage: 'At most' },
  salaryApply: { id: 'jobs.filters.salaryApply', defaultMessage: 'Apply salary' },
  salaryInvalid: {
    id: 'jobs.filters.salaryInvalid',
    defaultMessage: 'Enter a whole amount, digits only.',
  },
  posted: { id: 'jobs.filters.posted', defaultMessage: 'Date posted' },
  postedAny: { id: 'jobs.filters.postedAny', defaultMessage: 'Any time' },
  postedWithin: defineMessage<{ days: string }>({
    id: 'jobs.filters.postedWithin',
    defaultMessage: 'Last {days} days',
  }),
  facetCount: defineMessage<{ count: string }>({
    id: 'jobs.filters.facetCount',
    defaultMessage: '({count})',
  }),
  facetCountAtLeast: defineMessage<{ count: string }>({
    id: 'jobs.filters.facetCountAtLeast',
    defaultMessage: '({count}+)',
  }),
  clearAll: { id: 'jobs.filters.clearAll', defaultMessage: 'Clear all filters' },
});

export const salaryMessages = defineMessages({
  negotiable: { id: 'salary.negotiable', defaultMessage: 'Negotiable' },
  range: defineMessage<{ min: string; max: string }>({
    id: 'salary.range',
    defaultMessage: 'IRR {min} – {max}',
  }),
  from: defineMessage<{ min: string }>({ id: 'salary.from', defaultMessage: 'From IRR {min}' }),
  upTo: defineMessage<{ max: string }>({ id: 'salary.upTo', defaultMessage: 'Up to IRR {max}' }),
  exact: defineMessage<{ amount: string }>({ id: 'salary.exact', defaultMessage: 'IRR {amount}' }),
});

export const jobTypeMessages = defineMessages({
  FULL_TIME: { id: 'jobType.FULL_TIME', defaultMessage: 'Full-time' },
  PART_TIME: { id: 'jobType.PART_TIME', defaultMessage: 'Part-time' },
  CONTRACT: { id: 'jobType.CONTRACT', defaultMessage: 'Contract' },
  REMOTE: { id: 'jobType.REMOTE', defaultMessage: 'Remote' },
  ONSITE: { id: 'jobType.ONSITE', defaultMessage: 'On-site' },
  HYBRID: { id: 'jobType.HYBRID', defaultMessage: 'Hybrid' },
  FREELANCE: { id: 'jobType.FREELANCE', defaultMessage: 'Freelance' },
  INTERNSHIP: { id: 'jobType.INTERNSHIP', defaultMessage: 'Internship' },
  TEMPORARY: { id: 'jobType.TEMPORARY', defaultMessage: 'Temporary' },
});

export const experienceLevelMessages = defineMessages({
  ENTRY: { id: 'experienceLevel.ENTRY', defaultMessage: 'Entry level' },
  MID: { id: 'experienceLevel.MID', defaultMessage: 'Mid level' },
  SENIOR: { id: 'experienceLevel.SENIOR', defaultMessage: 'Senior' },
  LEAD: { id: 'experienceLevel.LEAD', defaultMessage: 'Lead' },
});

export const jobDetailMessages = defineMessages({
  backToJobs: { id: 'jobs.detail.backToJobs', defaultMessage: 'All jobs' },
  breadcrumb: { id: 'jobs.detail.breadcrumb', defaultMessage: 'Breadcrumb' },
  description: { id: 'jobs.detail.description', defaultMessage: 'Job description' },
  requirements: { id: 'jobs.detail.requirements', defaultMessage: 'Requirements' },
  responsibilities: { id: 'jobs.detail.responsibilities', defaultMessage: 'Responsibilities' },
  skills: { id: 'jobs.detail.skills', defaultMessage: 'Required skills' },
  keyInfo: { id: 'jobs.detail.keyInfo', defaultMessage: 'Key information' },
  type: { id: 'jobs.detail.type', defaultMessage: 'Job type' },
  level: { id: 'jobs.detail.level', defaultMessage: 'Experience level' },
  location: { id: 'jobs.detail.location', defaultMessage: 'Location' },
  salary: { id: 'jobs.detail.salary', defaultMessage: 'Monthly salary' },
  posted: { id: 'jobs.detail.posted', defaultMessage: 'Posted on' },
  expires: { id: 'jobs.detail.expires', defaultMessage: 'Apply before' },
  noExpiry: { id: 'jobs.detail.noExpiry', defaultMessage: 'No deadline (always open)' },
  education: { id: 'jobs.detail.education', defaultMessage: 'Education' },
  benefits: { id: 'jobs.detail.benefits', defaultMessage: 'Benefits' },
  notSpecified: { id: 'jobs.detail.notSpecified', defaultMessage: 'Not specified' },
  expiredTitle: { id: 'jobs.detail.expiredTitle', defaultMessage: 'This job has expired' },
  expiredMessage: {
    id: 'jobs.detail.expiredMessage',
    defaultMessage: 'The application deadline has passed, so new applications are no longer accepted.',
  },
  adLanguage: defineMessage<{ language: string }>({
    id: 'jobs.detail.adLanguage',
    defaultMessage: 'This ad is written in {language}.',
  }),
});
