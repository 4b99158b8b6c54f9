import { defineMessage, defineMessages } from 'react-intl';

/** The job card's own words. */
export const jobCardMessages = defineMessages({
  postedOn: defineMessage<{ date: string }>({ id: 'jobs.card.postedOn', defaultMessage: 'Posted {date}' }),
  permanent: { id: 'jobs.card.permanent', defaultMessage: 'Always open' },
  salary: { id: 'jobs.card.salary', defaultMessage: 'Salary:' },
  loadingJobs: { id: 'jobs.list.loading', defaultMessage: 'Loading jobs…' },
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

export const applicationStatusMessages = defineMessages({
  SUBMITTED: { id: 'jobs.applicationStatus.SUBMITTED', defaultMessage: 'Submitted' },
  REVIEWED: { id: 'jobs.applicationStatus.REVIEWED', defaultMessage: 'Reviewed' },
  APPROVED: { id: 'jobs.applicationStatus.APPROVED', defaultMessage: 'Approved' },
  REJECTED: { id: 'jobs.applicationStatus.REJECTED', defaultMessage: 'Rejected' },
  HIRED: { id: 'jobs.applicationStatus.HIRED', defaultMessage: 'Hired' },
});

export const salaryMessages = defineMessages({
  negotiable: { id: 'salary.negotiable', defaultMessage: 'Negotiable' },
  range: defineMessage<{ min: string; max: string }>({
    id: 'salary.range',
    defaultMessage: 'IRR {min} – {max}',
  }),
  from: defineMessage<{ min: string }>({ id: 'salary.from', defaultMessage: 'From IRR {min}' }),
  upTo: defineMessage<{ max: string }>({ id: 'salary.upTo', defaultMessage: 'Up to IRR {max}' }),
});

export const jobDetailMessages = defineMessages({
  backToJobs: { id: 'jobs.detail.backToJobs', defaultMessage: 'All jobs' },
  documentTitle: defineMessage<{ title: string; company: string }>({
    id: 'jobs.detail.documentTitle',
    defaultMessage: '{title} at {company}',
  }),
  breadcrumb: { id: 'jobs.detail.breadcrumb', defaultMessage: 'Breadcrumb' },
  description: { id: 'jobs.detail.description', defaultMessage: 'Job description' },
  requirements: { id: 'jobs.detail.requirements', defaultMessage: 'Requirements' },
  responsibilities: { id: 'jobs.detail.responsibilities', defaultMessage: 'Responsibilities' },
  skills: { id: 'jobs.detail.skills', defaultMessage: 'Required skills' },
  skillPeople: defineMessage<{ skill: string }>({
    id: 'jobs.detail.skillPeople',
    defaultMessage: 'Collaborators who know {skill}',
  }),
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

/** The talent tests a job asks for: on its page, the applicant's confirmation and their applications. */
export const jobTestMessages = defineMessages({
  title: { id: 'jobs.tests.title', defaultMessage: 'Tests for this job' },
  intro: {
    id: 'jobs.tests.intro',
    defaultMessage:
      'The employer asks applicants to take these tests. Once you apply, they are free for you, and only their results are shared with this employer, if you agree.',
  },
  required: { id: 'jobs.tests.required', defaultMessage: 'Required' },
  optional: { id: 'jobs.tests.optional', defaultMessage: 'Optional' },
  facts: defineMessage<{ kind: string; duration: string; need: string }>({
    id: 'jobs.tests.facts',
    defaultMessage: '{kind} · {duration} · {need}',
  }),
  take: defineMessage<{ title: string }>({ id: 'jobs.tests.take', defaultMessage: 'Take “{title}”' }),
  invited: {
    id: 'jobs.tests.invited',
    defaultMessage: 'This job asks for tests. Take them now, free of charge; the employer sees your results.',
  },
});
