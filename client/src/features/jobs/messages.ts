import { defineMessage, defineMessages } from 'react-intl';

export const jobsMessages = defineMessages({
  listTitle: { id: 'jobs.list.title', defaultMessage: 'Job openings' },
  listIntro: {
    id: 'jobs.list.intro',
    defaultMessage: 'Hand-picked openings from teams hiring in Iran and abroad.',
  },
  searchTitle: defineMessage<{ search: string }>({
    id: 'jobs.list.searchTitle',
    defaultMessage: '“{search}” jobs',
  }),
  listDescription: defineMessage<{ search: string }>({
    id: 'jobs.list.description',
    defaultMessage:
      'Job openings in Iran, Azerbaijan and remote: search by skill, city, type and salary, and apply online on Karnama.',
  }),
  searchDescription: defineMessage<{ search: string }>({
    id: 'jobs.list.searchDescription',
    defaultMessage:
      'Job openings for “{search}” in Iran, Azerbaijan and remote, updated daily. Apply online on Karnama.',
  }),
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

export const applyMessages = defineMessages({
  title: { id: 'jobs.apply.title', defaultMessage: 'Apply for this job' },
  applyNow: { id: 'jobs.apply.applyNow', defaultMessage: 'Apply now' },
  closed: { id: 'jobs.apply.closed', defaultMessage: 'This job no longer takes applications.' },
  draft: {
    id: 'jobs.apply.draft',
    defaultMessage: 'This is a draft only you can see. It takes applications once you publish it.',
  },
  fullName: { id: 'jobs.apply.fullName', defaultMessage: 'Full name' },
  email: { id: 'jobs.apply.email', defaultMessage: 'E-mail' },
  phone: { id: 'jobs.apply.phone', defaultMessage: 'Mobile phone' },
  phoneHint: {
    id: 'jobs.apply.phoneHint',
    defaultMessage: 'An Iranian mobile number (09…) or an international number starting with +',
  },
  contractDays: { id: 'jobs.apply.contractDays', defaultMessage: 'Contract duration (days)' },
  salaryToman: { id: 'jobs.apply.salaryToman', defaultMessage: 'Requested monthly salary (Toman)' },
  salaryRials: { id: 'jobs.apply.salaryRials', defaultMessage: 'Requested monthly salary (IRR)' },
  optional: { id: 'jobs.apply.optional', defaultMessage: 'Optional' },
  coverLetter: { id: 'jobs.apply.coverLetter', defaultMessage: 'Cover letter' },
  hideIdentity: { id: 'jobs.apply.hideIdentity', defaultMessage: 'Hide my identity' },
  hideIdentityHint: {
    id: 'jobs.apply.hideIdentityHint',
    defaultMessage:
      'The employer sees your name and contact only after approving you; others see “identity hidden”.',
  },
  submit: { id: 'jobs.apply.submit', defaultMessage: 'Send application' },
  submitting: { id: 'jobs.apply.submitting', defaultMessage: 'Sending…' },
  cancel: { id: 'jobs.apply.cancel', defaultMessage: 'Cancel' },
  fillRequired: { id: 'jobs.apply.fillRequired', defaultMessage: 'Please fill in all required fields.' },
  fixErrors: { id: 'jobs.apply.fixErrors', defaultMessage: 'Please correct the highlighted fields.' },
  alreadyApplied: {
    id: 'jobs.apply.alreadyApplied',
    defaultMessage: 'You have already applied for this job with this e-mail.',
  },
  notOpen: { id: 'jobs.apply.notOpen', defaultMessage: 'This job is no longer open for applications.' },
  error: { id: 'jobs.apply.error', defaultMessage: 'Error submitting application, please try again.' },
  successTitle: { id: 'jobs.apply.successTitle', defaultMessage: 'Your application was sent' },
  successMessage: {
    id: 'jobs.apply.successMessage',
    defaultMessage: 'The employer will review it; you can follow its status in your dashboard.',
  },
  successMessageVisitor: {
    id: 'jobs.apply.successMessageVisitor',
    defaultMessage: 'The employer will review it.',
  },
  trackApplications: { id: 'jobs.apply.trackApplications', defaultMessage: 'See my applications' },
  backToJobs: { id: 'jobs.apply.backToJobs', defaultMessage: 'Back to jobs' },
  appliedOn: defineMessage<{ date: string; status: string }>({
    id: 'jobs.apply.appliedOn',
    defaultMessage: 'You applied on {date} — status: {status}',
  }),
  shareTestResults: {
    id: 'jobs.apply.shareTestResults',
    defaultMessage: 'Share the results of this job’s tests with the employer',
  },
  shareTestResultsRequired: {
    id: 'jobs.apply.shareTestResultsRequired',
    defaultMessage: 'Share the results of this job’s tests with the employer (required)',
  },
  shareTestResultsHint: {
    id: 'jobs.apply.shareTestResultsHint',
    defaultMessage:
      'The employer sees each test’s score, band, consistency and integrity level for this application, and nothing else of your results. The tests are free for you.',
  },
  signInForTests: {
    id: 'jobs.apply.signInForTests',
    defaultMessage: 'This job asks applicants to take a test, which needs an account. Sign in to apply.',
  },
  signIn: { id: 'jobs.apply.signIn', defaultMessage: 'Sign in to apply' },
});

export const applicationFieldErrorMessages = defineMessages({
  REQUIRED: { id: 'jobs.applyError.REQUIRED', defaultMessage: 'This field is required.' },
  NAME_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'jobs.applyError.NAME_TOO_SHORT',
    defaultMessage: 'The name must be at least {min} characters.',
  }),
  NAME_TOO_LONG: defineMessage<{ max: string }>({
    id: 'jobs.applyError.NAME_TOO_LONG',
    defaultMessage: 'The name can be at most {max} characters long.',
  }),
  EMAIL_INVALID: { id: 'jobs.applyError.EMAIL_INVALID', defaultMessage: 'The e-mail address is not valid.' },
  PHONE_INVALID: { id: 'jobs.applyError.PHONE_INVALID', defaultMessage: 'The phone number is not valid.' },
  COVER_LETTER_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'jobs.applyError.COVER_LETTER_TOO_SHORT',
    defaultMessage: 'The cover letter must be at least {min} characters.',
  }),
  COVER_LETTER_TOO_LONG: defineMessage<{ max: string }>({
    id: 'jobs.applyError.COVER_LETTER_TOO_LONG',
    defaultMessage: 'The cover letter can be at most {max} characters long.',
  }),
  NUMBER_INVALID: { id: 'jobs.applyError.NUMBER_INVALID', defaultMessage: 'Enter a positive whole number.' },
  RESUME_MISSING: {
    id: 'jobs.applyError.RESUME_MISSING',
    defaultMessage: 'Your résumé is not written in this language.',
  },
  SIGN_IN_FOR_RESUME: {
    id: 'jobs.applyError.SIGN_IN_FOR_RESUME',
    defaultMessage: 'Sign in to send your résumé with the application.',
  },
  TEST_CONSENT_REQUIRED: {
    id: 'jobs.applyError.TEST_CONSENT_REQUIRED',
    defaultMessage: 'This job requires a test: agree to share its result with the employer to apply.',
  },
  SIGN_IN_FOR_TESTS: {
    id: 'jobs.applyError.SIGN_IN_FOR_TESTS',
    defaultMessage: 'This job requires a test, which is taken with an account: sign in to apply.',
  },
  INVALID: { id: 'jobs.applyError.INVALID', defaultMessage: 'This value is not valid.' },
});

export const approvedApplicantsMessages = defineMessages({
  title: { id: 'jobs.approved.title', defaultMessage: 'Approved applicants' },
  submittedBy: { id: 'jobs.approved.submittedBy', defaultMessage: 'Submitted by' },
  identityHidden: { id: 'jobs.approved.identityHidden', defaultMessage: 'Identity hidden' },
  salary: { id: 'jobs.approved.salary', defaultMessage: 'Requested salary' },
  contract: { id: 'jobs.approved.contract', defaultMessage: 'Contract duration' },
  days: defineMessage<{ days: number }>({
    id: 'jobs.approved.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  }),
  submittedAt: { id: 'jobs.approved.submittedAt', defaultMessage: 'Submitted on' },
  profile: { id: 'jobs.approved.profile', defaultMessage: 'View profile' },
  notSpecified: { id: 'jobs.approved.notSpecified', defaultMessage: 'Not specified' },
});

export const myApplicationsMessages = defineMessages({
  title: { id: 'jobs.myApplications.title', defaultMessage: 'My applications' },
  empty: { id: 'jobs.myApplications.empty', defaultMessage: 'You have not applied for any job yet.' },
  browseJobs: { id: 'jobs.myApplications.browseJobs', defaultMessage: 'Browse jobs' },
  submittedAt: { id: 'jobs.myApplications.submittedAt', defaultMessage: 'Submitted:' },
  statusChangedAt: { id: 'jobs.myApplications.statusChangedAt', defaultMessage: 'Last change:' },
});

/** The job page's way to the employer's echo box. */
export const messageEmployerMessages = defineMessages({
  button: { id: 'newConversation.messageEmployer', defaultMessage: 'Message the employer' },
  hint: {
    id: 'newConversation.messageEmployerHint',
    defaultMessage: 'Questions about this job? Write to its employer in your echo box.',
  },
});
