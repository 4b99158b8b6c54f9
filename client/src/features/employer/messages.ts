import { defineMessage, defineMessages } from 'react-intl';

export const myJobsMessages = defineMessages({
  title: { id: 'employer.myJobs.title', defaultMessage: 'My job posts' },
  intro: {
    id: 'employer.myJobs.intro',
    defaultMessage: 'Your job ads, drafts and closed ones included, newest first.',
  },
  postJob: { id: 'employer.myJobs.postJob', defaultMessage: 'Post a job' },
  empty: { id: 'employer.myJobs.empty', defaultMessage: 'You have not posted any jobs yet.' },
  employersOnly: {
    id: 'employer.myJobs.employersOnly',
    defaultMessage: 'Only employer accounts can post jobs and review applications.',
  },
  browseJobs: { id: 'employer.myJobs.browseJobs', defaultMessage: 'Browse jobs' },
  posted: { id: 'employer.myJobs.posted', defaultMessage: 'Posted:' },
  expires: { id: 'employer.myJobs.expires', defaultMessage: 'Apply before:' },
  noExpiry: { id: 'employer.myJobs.noExpiry', defaultMessage: 'No deadline' },
  applications: defineMessage<{ count: number }>({
    id: 'employer.myJobs.applications',
    defaultMessage: '{count, plural, =0 {No applications} one {# application} other {# applications}}',
  }),
  newApplications: defineMessage<{ count: number }>({
    id: 'employer.myJobs.newApplications',
    defaultMessage: '{count, plural, one {# new} other {# new}}',
  }),
  edit: { id: 'employer.myJobs.edit', defaultMessage: 'Edit' },
  viewApplications: { id: 'employer.myJobs.viewApplications', defaultMessage: 'Applications' },
  viewPage: { id: 'employer.myJobs.viewPage', defaultMessage: 'Public page' },
  previewDraft: { id: 'employer.myJobs.previewDraft', defaultMessage: 'Preview page' },
  close: { id: 'employer.myJobs.close', defaultMessage: 'Close job' },
  actionsFor: defineMessage<{ title: string }>({
    id: 'employer.myJobs.actionsFor',
    defaultMessage: 'Actions for {title}',
  }),
  loadMore: { id: 'employer.myJobs.loadMore', defaultMessage: 'Show more job posts' },
  loadingMore: { id: 'employer.myJobs.loadingMore', defaultMessage: 'Loading…' },
});

export const jobStatusMessages = defineMessages({
  DRAFT: { id: 'employer.jobStatus.DRAFT', defaultMessage: 'Draft' },
  PUBLISHED: { id: 'employer.jobStatus.PUBLISHED', defaultMessage: 'Published' },
  CLOSED: { id: 'employer.jobStatus.CLOSED', defaultMessage: 'Closed' },
  EXPIRED: { id: 'employer.jobStatus.EXPIRED', defaultMessage: 'Expired' },
});

export const closeJobMessages = defineMessages({
  title: { id: 'employer.closeJob.title', defaultMessage: 'Close this job?' },
  message: defineMessage<{ title: string }>({
    id: 'employer.closeJob.message',
    defaultMessage:
      '“{title}” will leave the job listings and stop taking applications. Applications you already have stay here.',
  }),
  confirm: { id: 'employer.closeJob.confirm', defaultMessage: 'Close the job' },
  cancel: { id: 'employer.closeJob.cancel', defaultMessage: 'Keep it open' },
  closing: { id: 'employer.closeJob.closing', defaultMessage: 'Closing…' },
  closed: { id: 'employer.closeJob.closed', defaultMessage: 'The job was closed.' },
  error: { id: 'employer.closeJob.error', defaultMessage: 'The job could not be closed. Please try again.' },
});

export const jobFormMessages = defineMessages({
  createTitle: { id: 'employer.form.createTitle', defaultMessage: 'Post a job' },
  editTitle: { id: 'employer.form.editTitle', defaultMessage: 'Edit job post' },
  intro: {
    id: 'employer.form.intro',
    defaultMessage: 'Describe the position; you can preview the ad before you save or publish it.',
  },
  backToMyJobs: { id: 'employer.form.backToMyJobs', defaultMessage: 'My job posts' },
  basics: { id: 'employer.form.basics', defaultMessage: 'The position' },
  details: { id: 'employer.form.details', defaultMessage: 'Details' },
  terms: { id: 'employer.form.terms', defaultMessage: 'Salary and deadline' },
  language: { id: 'employer.form.language', defaultMessage: 'Language of the ad' },
  title: { id: 'employer.form.title', defaultMessage: 'Job title' },
  companyName: { id: 'employer.form.companyName', defaultMessage: 'Company name' },
  location: { id: 'employer.form.location', defaultMessage: 'Location' },
  locationHint: {
    id: 'employer.form.locationHint',
    defaultMessage: 'Type part of a city’s name, or “Remote”',
  },
  type: { id: 'employer.form.type', defaultMessage: 'Job type' },
  experienceLevel: { id: 'employer.form.experienceLevel', defaultMessage: 'Experience level' },
  choose: { id: 'employer.form.choose', defaultMessage: 'Choose…' },
  description: { id: 'employer.form.description', defaultMessage: 'Job description' },
  skills: { id: 'employer.form.skills', defaultMessage: 'Skills' },
  skillsHint: defineMessage<{ max: string }>({
    id: 'employer.form.skillsHint',
    defaultMessage: 'Type a skill and press Enter or “Add”; up to {max} skills.',
  }),
  addSkill: { id: 'employer.form.addSkill', defaultMessage: 'Add' },
  removeSkill: defineMessage<{ skill: string }>({
    id: 'employer.form.removeSkill',
    defaultMessage: 'Remove skill {skill}',
  }),
  requirements: { id: 'employer.form.requirements', defaultMessage: 'Requirements' },
  responsibilities: { id: 'employer.form.responsibilities', defaultMessage: 'Responsibilities' },
  benefits: { id: 'employer.form.benefits', defaultMessage: 'Benefits' },
  onePerLine: defineMessage<{ max: string }>({
    id: 'employer.form.onePerLine',
    defaultMessage: 'One item per line, up to {max} items. Optional.',
  }),
  education: { id: 'employer.form.education', defaultMessage: 'Education' },
  optional: { id: 'employer.form.optional', defaultMessage: 'Optional' },
  salaryMinToman: { id: 'employer.form.salaryMinToman', defaultMessage: 'Monthly salary from (Toman)' },
  salaryMaxToman: { id: 'employer.form.salaryMaxToman', defaultMessage: 'Monthly salary up to (Toman)' },
  salaryMinRials: { id: 'employer.form.salaryMinRials', defaultMessage: 'Monthly salary from (IRR)' },
  salaryMaxRials: { id: 'employer.form.salaryMaxRials', defaultMessage: 'Monthly salary up to (IRR)' },
  salaryHint: {
    id: 'employer.form.salaryHint',
    defaultMessage: 'Optional; leave both empty for “negotiable”.',
  },
  expiry: { id: 'employer.form.expiry', defaultMessage: 'Apply before' },
  noDeadline: { id: 'employer.form.noDeadline', defaultMessage: 'No deadline' },
  expiryHint: defineMessage<{ days: string }>({
    id: 'employer.form.expiryHint',
    defaultMessage: 'Within the next {days} days.',
  }),
  permanent: { id: 'employer.form.permanent', defaultMessage: 'Keep listed after the deadline' },
  permanentHint: {
    id: 'employer.form.permanentHint',
    defaultMessage: 'An always-open position stays in search results after its deadline.',
  },
  preview: { id: 'employer.form.preview', defaultMessage: 'Preview' },
  saveDraft: { id: 'employer.form.saveDraft', defaultMessage: 'Save as draft' },
  publish: { id: 'employer.form.publish', defaultMessage: 'Publish' },
  saveChanges: { id: 'employer.form.saveChanges', defaultMessage: 'Save changes' },
  saving: { id: 'employer.form.saving', defaultMessage: 'Saving…' },
  fillRequired: { id: 'employer.form.fillRequired', defaultMessage: 'Please fill in all required fields.' },
  fixErrors: { id: 'employer.form.fixErrors', defaultMessage: 'Please correct the highlighted fields.' },
  saveError: {
    id: 'employer.form.saveError',
    defaultMessage: 'The job could not be saved. Check your connection and try again.',
  },
  notFound: {
    id: 'employer.form.notFound',
    defaultMessage: 'This job no longer exists or is not yours to edit.',
  },
  previewNotice: {
    id: 'employer.form.previewNotice',
    defaultMessage: 'Preview: this is how job seekers will see your ad. Nothing is saved yet.',
  },
  previewApply: {
    id: 'employer.form.previewApply',
    defaultMessage: 'Job seekers apply here.',
  },
  backToEditing: { id: 'employer.form.backToEditing', defaultMessage: 'Back to editing' },
  published: { id: 'employer.form.published', defaultMessage: 'Your job is published' },
  publishedMessage: {
    id: 'employer.form.publishedMessage',
    defaultMessage: 'It is listed on the jobs page and takes applications from now on.',
  },
  draftSaved: { id: 'employer.form.draftSaved', defaultMessage: 'Draft saved' },
  draftSavedMessage: {
    id: 'employer.form.draftSavedMessage',
    defaultMessage: 'Only you can see it until you publish it.',
  },
  changesSaved: { id: 'employer.form.changesSaved', defaultMessage: 'Changes saved' },
  viewJob: { id: 'employer.form.viewJob', defaultMessage: 'View the job page' },
  editAgain: { id: 'employer.form.editAgain', defaultMessage: 'Edit the job' },
  postAnother: { id: 'employer.form.postAnother', defaultMessage: 'Post another job' },
  tests: { id: 'employer.form.tests', defaultMessage: 'Tests for applicants' },
  testsHint: defineMessage<{ max: string }>({
    id: 'employer.form.testsHint',
    defaultMessage:
      'Applicants are invited to take the tests you choose (at most {max}), free of charge; you see each one’s score beside their application if they agree to share it. A required test must be agreed to when applying.',
  }),
  noTests: { id: 'employer.form.noTests', defaultMessage: 'No tests can be attached yet.' },
  testRequired: { id: 'employer.form.testRequired', defaultMessage: 'Required' },
  testFacts: defineMessage<{ kind: string; duration: string }>({
    id: 'employer.form.testFacts',
    defaultMessage: '{kind} · {duration}',
  }),
  testMinutes: defineMessage<{ count: number }>({
    id: 'employer.form.testMinutes',
    defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
  }),
});

export const jobPostingErrorMessages = defineMessages({
  REQUIRED: { id: 'employer.formError.REQUIRED', defaultMessage: 'This field is required.' },
  LANGUAGE_INVALID: { id: 'employer.formError.LANGUAGE_INVALID', defaultMessage: 'Choose a language.' },
  TITLE_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'employer.formError.TITLE_TOO_SHORT',
    defaultMessage: 'The title must be at least {min} characters.',
  }),
  TITLE_TOO_LONG: defineMessage<{ max: string }>({
    id: 'employer.formError.TITLE_TOO_LONG',
    defaultMessage: 'The title can be at most {max} characters long.',
  }),
  COMPANY_NAME_TOO_LONG: defineMessage<{ max: string }>({
    id: 'employer.formError.COMPANY_NAME_TOO_LONG',
    defaultMessage: 'The company name can be at most {max} characters long.',
  }),
  PLACE_INVALID: defineMessage({
    id: 'employer.formError.PLACE_INVALID',
    defaultMessage: 'Choose a city from the list, or “Remote”.',
  }),
  DESCRIPTION_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'employer.formError.DESCRIPTION_TOO_SHORT',
    defaultMessage: 'The description must be at least {min} characters.',
  }),
  DESCRIPTION_TOO_LONG: defineMessage<{ max: string }>({
    id: 'employer.formError.DESCRIPTION_TOO_LONG',
    defaultMessage: 'The description can be at most {max} characters long.',
  }),
  ITEM_TOO_LONG: defineMessage<{ item: string; max: string }>({
    id: 'employer.formError.ITEM_TOO_LONG',
    defaultMessage: 'Item {item} is longer than {max} characters.',
  }),
  TEXT_TOO_LONG: defineMessage<{ max: string }>({
    id: 'employer.formError.TEXT_TOO_LONG',
    defaultMessage: 'This can be at most {max} characters long.',
  }),
  TOO_MANY_ITEMS: defineMessage<{ max: string }>({
    id: 'employer.formError.TOO_MANY_ITEMS',
    defaultMessage: 'At most {max} items.',
  }),
  NUMBER_INVALID: {
    id: 'employer.formError.NUMBER_INVALID',
    defaultMessage: 'Enter a whole amount, digits only.',
  },
  SALARY_RANGE_INVALID: {
    id: 'employer.formError.SALARY_RANGE_INVALID',
    defaultMessage: 'The upper end must not be below the lower end.',
  },
  DATE_INVALID: { id: 'employer.formError.DATE_INVALID', defaultMessage: 'Choose a valid date.' },
  TEST_NOT_ATTACHABLE: defineMessage<{ item: string }>({
    id: 'employer.formError.TEST_NOT_ATTACHABLE',
    defaultMessage: 'Test {item} can no longer be attached: choose a published test.',
  }),
  TEST_DUPLICATE: defineMessage<{ item: string }>({
    id: 'employer.formError.TEST_DUPLICATE',
    defaultMessage: 'Test {item} is chosen twice.',
  }),
  TOO_MANY_TESTS: defineMessage<{ max: string }>({
    id: 'employer.formError.TOO_MANY_TESTS',
    defaultMessage: 'At most {max} tests.',
  }),
  EXPIRY_IN_PAST: {
    id: 'employer.formError.EXPIRY_IN_PAST',
    defaultMessage: 'The deadline has passed; choose a later date.',
  },
  EXPIRY_TOO_FAR: defineMessage<{ days: string }>({
    id: 'employer.formError.EXPIRY_TOO_FAR',
    defaultMessage: 'The deadline must be within {days} days.',
  }),
  INVALID: { id: 'employer.formError.INVALID', defaultMessage: 'This value is not valid.' },
});

export const reviewMessages = defineMessages({
  title: defineMessage<{ title: string }>({
    id: 'employer.review.title',
    defaultMessage: 'Applications: {title}',
  }),
  heading: { id: 'employer.review.heading', defaultMessage: 'Applications' },
  filter: { id: 'employer.review.filter', defaultMessage: 'Filter by status' },
  all: { id: 'employer.review.all', defaultMessage: 'All' },
  labelWithCount: defineMessage<{ label: string; count: string }>({
    id: 'employer.review.labelWithCount',
    defaultMessage: '{label} ({count})',
  }),
  empty: { id: 'employer.review.empty', defaultMessage: 'No applications yet.' },
  emptyFiltered: { id: 'employer.review.emptyFiltered', defaultMessage: 'No applications with this status.' },
  notYours: {
    id: 'employer.review.notYours',
    defaultMessage: 'Only the employer who posted this job can see its applications.',
  },
  email: { id: 'employer.review.email', defaultMessage: 'E-mail' },
  phone: { id: 'employer.review.phone', defaultMessage: 'Phone' },
  salary: { id: 'employer.review.salary', defaultMessage: 'Requested salary' },
  contract: { id: 'employer.review.contract', defaultMessage: 'Contract duration' },
  days: defineMessage<{ days: number }>({
    id: 'employer.review.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  }),
  submittedAt: { id: 'employer.review.submittedAt', defaultMessage: 'Submitted on' },
  notSpecified: { id: 'employer.review.notSpecified', defaultMessage: 'Not specified' },
  coverLetter: { id: 'employer.review.coverLetter', defaultMessage: 'Cover letter' },
  anonymous: { id: 'employer.review.anonymous', defaultMessage: 'Applicant (identity hidden)' },
  withheld: { id: 'employer.review.withheld', defaultMessage: 'Shown once you approve the application' },
  resume: { id: 'employer.review.resume', defaultMessage: 'Résumé sent with the application' },
  identityHidden: {
    id: 'employer.review.identityHidden',
    defaultMessage:
      'Hid their identity: name and contact show once you approve them; others see “identity hidden”.',
  },
  hasAccount: { id: 'employer.review.hasAccount', defaultMessage: 'Has an account' },
  message: defineMessage<{ name: string }>({
    id: 'employer.review.message',
    defaultMessage: 'Message {name}',
  }),
  status: { id: 'employer.review.status', defaultMessage: 'Status' },
  moveTo: defineMessage<{ name: string }>({
    id: 'employer.review.moveTo',
    defaultMessage: 'Status of {name}’s application',
  }),
  changed: defineMessage<{ name: string; status: string }>({
    id: 'employer.review.changed',
    defaultMessage: '{name}: {status}',
  }),
  changeError: {
    id: 'employer.review.changeError',
    defaultMessage: 'The status could not be changed. Please try again.',
  },
  loadMore: { id: 'employer.review.loadMore', defaultMessage: 'Show more applications' },
  loadingMore: { id: 'employer.review.loadingMore', defaultMessage: 'Loading…' },
  backToMyJobs: { id: 'employer.review.backToMyJobs', defaultMessage: 'My job posts' },
  viewPage: { id: 'employer.review.viewPage', defaultMessage: 'Public page' },
});

/** The applicant's results of the job's tests, beside their application. */
export const testResultMessages = defineMessages({
  title: { id: 'employer.testResults.title', defaultMessage: 'Test results' },
  notShared: {
    id: 'employer.testResults.notShared',
    defaultMessage: 'The applicant did not share results of this job’s tests.',
  },
  notTaken: { id: 'employer.testResults.notTaken', defaultMessage: 'Not taken yet' },
  inProgress: { id: 'employer.testResults.inProgress', defaultMessage: 'Being taken' },
  score: defineMessage<{ score: string }>({
    id: 'employer.testResults.score',
    defaultMessage: 'Score {score}',
  }),
  band: defineMessage<{ band: string }>({ id: 'employer.testResults.band', defaultMessage: 'Band {band}' }),
  passed: { id: 'employer.testResults.passed', defaultMessage: 'Passed' },
  notPassed: { id: 'employer.testResults.notPassed', defaultMessage: 'Not passed' },
  consistency: defineMessage<{ value: string }>({
    id: 'employer.testResults.consistency',
    defaultMessage: 'Consistency {value}',
  }),
  consistencyUnknown: {
    id: 'employer.testResults.consistencyUnknown',
    defaultMessage: 'Consistency not measured',
  },
  integrityLow: { id: 'employer.testResults.integrityLow', defaultMessage: 'Integrity risk: low' },
  integrityMedium: { id: 'employer.testResults.integrityMedium', defaultMessage: 'Integrity risk: medium' },
  integrityHigh: { id: 'employer.testResults.integrityHigh', defaultMessage: 'Integrity risk: high' },
  profileValid: { id: 'employer.testResults.profileValid', defaultMessage: 'Valid profile' },
  profileNotValid: {
    id: 'employer.testResults.profileNotValid',
    defaultMessage: 'Profile not reliable (too few or inconsistent answers)',
  },
  sortBy: { id: 'employer.testResults.sortBy', defaultMessage: 'Order' },
  sortNewest: { id: 'employer.testResults.sortNewest', defaultMessage: 'Newest first' },
  sortByScore: defineMessage<{ title: string }>({
    id: 'employer.testResults.sortByScore',
    defaultMessage: 'Highest score first: {title}',
  }),
});

/** Inviting people by e-mail to take one of a job's tests, and the invitations sent. */
export const invitationMessages = defineMessages({
  title: { id: 'employer.invitations.title', defaultMessage: 'Invite to a test by e-mail' },
  test: { id: 'employer.invitations.test', defaultMessage: 'Test' },
  emails: defineMessage<{ max: number }>({
    id: 'employer.invitations.emails',
    defaultMessage: 'E-mail addresses, one per line ({max, number} at most)',
  }),
  invite: { id: 'employer.invitations.invite', defaultMessage: 'Invite' },
  sent: defineMessage<{ count: number }>({
    id: 'employer.invitations.sent',
    defaultMessage: '{count, plural, one {# invitation was sent.} other {# invitations were sent.}}',
  }),
  none: { id: 'employer.invitations.none', defaultMessage: 'No invitations sent yet.' },
  more: { id: 'employer.invitations.more', defaultMessage: 'Show more invitations' },
  emailsRequired: { id: 'employer.invitations.emailsRequired', defaultMessage: 'Type at least one address.' },
  tooMany: {
    id: 'employer.invitations.tooMany',
    defaultMessage: 'Too many addresses: 20 at most at a time.',
  },
  emailInvalid: {
    id: 'employer.invitations.emailInvalid',
    defaultMessage: 'One of the addresses is not a valid e-mail address.',
  },
  failed: {
    id: 'employer.invitations.failed',
    defaultMessage: 'The invitations could not be sent. Try again.',
  },
  stateSent: { id: 'employer.invitations.stateSent', defaultMessage: 'Sent' },
  stateAccepted: { id: 'employer.invitations.stateAccepted', defaultMessage: 'Accepted' },
  stateTaken: { id: 'employer.invitations.stateTaken', defaultMessage: 'Taken' },
  stateWithdrawn: { id: 'employer.invitations.stateWithdrawn', defaultMessage: 'Withdrawn' },
  stateExpired: { id: 'employer.invitations.stateExpired', defaultMessage: 'Expired' },
});
