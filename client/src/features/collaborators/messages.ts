import { defineMessage, defineMessages } from 'react-intl';

export const directoryMessages = defineMessages({
  title: { id: 'collaborators.directory.title', defaultMessage: 'Collaborators' },
  description: {
    id: 'collaborators.directory.description',
    defaultMessage:
      'Freelance developers and designers to hire: front end, back end, mobile, UI/UX and DevOps, with their skills, rates and availability.',
  },
  intro: {
    id: 'collaborators.directory.intro',
    defaultMessage: 'Find a freelancer for your project by skill, rate and availability.',
  },
  search: { id: 'collaborators.directory.search', defaultMessage: 'Search' },
  skill: { id: 'collaborators.directory.skill', defaultMessage: 'Skill' },
  skillPlaceholder: {
    id: 'collaborators.directory.skillPlaceholder',
    defaultMessage: 'Such as React or Figma',
  },
  searchPlaceholder: {
    id: 'collaborators.directory.searchPlaceholder',
    defaultMessage: 'Name, skill or headline',
  },
  expertise: { id: 'collaborators.directory.expertise', defaultMessage: 'Expertise' },
  anyExpertise: { id: 'collaborators.directory.anyExpertise', defaultMessage: 'Any expertise' },
  availability: { id: 'collaborators.directory.availability', defaultMessage: 'Availability' },
  anyAvailability: { id: 'collaborators.directory.anyAvailability', defaultMessage: 'Any availability' },
  remoteOnly: { id: 'collaborators.directory.remoteOnly', defaultMessage: 'Works remotely' },
  place: { id: 'collaborators.directory.place', defaultMessage: 'City' },
  anyPlace: { id: 'collaborators.directory.anyPlace', defaultMessage: 'Any city' },
  language: { id: 'collaborators.directory.language', defaultMessage: 'Speaks' },
  anyLanguage: { id: 'collaborators.directory.anyLanguage', defaultMessage: 'Any language' },
  ratingShort: defineMessage<{ rating: string; count: number }>({
    id: 'collaborators.directory.ratingShort',
    defaultMessage: '{rating} ({count, plural, one {# review} other {# reviews}})',
  }),
  counted: defineMessage<{ label: string; count: number }>({
    id: 'collaborators.directory.counted',
    defaultMessage: '{label} ({count, number})',
  }),
  minRating: { id: 'collaborators.directory.minRating', defaultMessage: 'Clients’ rating' },
  anyRating: { id: 'collaborators.directory.anyRating', defaultMessage: 'Any rating' },
  ratingFloor: defineMessage<{ rating: string }>({
    id: 'collaborators.directory.ratingFloor',
    defaultMessage: '{rating} stars or more',
  }),
  verifiedOnly: {
    id: 'collaborators.directory.verifiedOnly',
    defaultMessage: 'With a verified skill',
  },
  verified: {
    id: 'collaborators.directory.verified',
    defaultMessage: 'Verified skill',
  },
  verifiedHint: {
    id: 'collaborators.directory.verifiedHint',
    defaultMessage: 'Holds a certificate of a talent test passed on Karnama',
  },
  maxRate: defineMessage<{ currency: string }>({
    id: 'collaborators.directory.maxRate',
    defaultMessage: 'Highest hourly rate ({currency})',
  }),
  sort: { id: 'collaborators.directory.sort', defaultMessage: 'Order' },
  apply: { id: 'collaborators.directory.apply', defaultMessage: 'Show collaborators' },
  clear: { id: 'collaborators.directory.clear', defaultMessage: 'Clear filters' },
  filtersTitle: { id: 'collaborators.directory.filtersTitle', defaultMessage: 'Filter collaborators' },
  count: defineMessage<{ count: number }>({
    id: 'collaborators.directory.count',
    defaultMessage: '{count, plural, =0 {No collaborator} one {# collaborator} other {# collaborators}}',
  }),
  empty: { id: 'collaborators.directory.empty', defaultMessage: 'No collaborator matches these filters.' },
  emptyAll: {
    id: 'collaborators.directory.emptyAll',
    defaultMessage: 'No collaborator has published a profile yet.',
  },
  becomeOne: { id: 'collaborators.directory.becomeOne', defaultMessage: 'Publish your own profile' },
  more: { id: 'collaborators.directory.more', defaultMessage: 'More collaborators' },
  perHour: defineMessage<{ amount: string }>({
    id: 'collaborators.directory.perHour',
    defaultMessage: '{amount} an hour',
  }),
  noRate: { id: 'collaborators.directory.noRate', defaultMessage: 'Rate on request' },
  years: defineMessage<{ years: number }>({
    id: 'collaborators.directory.years',
    defaultMessage: '{years, plural, =0 {Less than a year} one {# year} other {# years}} of experience',
  }),
  remote: { id: 'collaborators.directory.remote', defaultMessage: 'Remote' },
});

export const sortMessages = defineMessages({
  RECENT: { id: 'collaborators.sort.RECENT', defaultMessage: 'Recently active' },
  RATING: { id: 'collaborators.sort.RATING', defaultMessage: 'Best rated' },
  RATE_LOW: { id: 'collaborators.sort.RATE_LOW', defaultMessage: 'Lowest rate' },
  RATE_HIGH: { id: 'collaborators.sort.RATE_HIGH', defaultMessage: 'Highest rate' },
});

export const expertiseMessages = defineMessages({
  FRONTEND: { id: 'collaborators.expertise.FRONTEND', defaultMessage: 'Front end' },
  BACKEND: { id: 'collaborators.expertise.BACKEND', defaultMessage: 'Back end' },
  FULLSTACK: { id: 'collaborators.expertise.FULLSTACK', defaultMessage: 'Full stack' },
  MOBILE: { id: 'collaborators.expertise.MOBILE', defaultMessage: 'Mobile' },
  UI_UX: { id: 'collaborators.expertise.UI_UX', defaultMessage: 'UI/UX design' },
  DEVOPS: { id: 'collaborators.expertise.DEVOPS', defaultMessage: 'DevOps' },
});

export const availabilityMessages = defineMessages({
  AVAILABLE: { id: 'collaborators.availability.AVAILABLE', defaultMessage: 'Available for work' },
  BUSY: { id: 'collaborators.availability.BUSY', defaultMessage: 'Busy, takes small work' },
  UNAVAILABLE: { id: 'collaborators.availability.UNAVAILABLE', defaultMessage: 'Not taking work' },
});

export const profileMessages = defineMessages({
  backToDirectory: { id: 'collaborators.profile.back', defaultMessage: 'All collaborators' },
  about: { id: 'collaborators.profile.about', defaultMessage: 'About' },
  skills: { id: 'collaborators.profile.skills', defaultMessage: 'Skills' },
  roles: defineMessage<{ roles: string }>({
    id: 'collaborators.profile.roles',
    defaultMessage: 'Roles: {roles}',
  }),
  positions: { id: 'collaborators.profile.positions', defaultMessage: 'Work experience' },
  projectNotes: { id: 'collaborators.profile.projectNotes', defaultMessage: 'How I work on projects' },
  projects: { id: 'collaborators.profile.projects', defaultMessage: 'Portfolio projects' },
  privateProject: {
    id: 'collaborators.profile.privateProject',
    defaultMessage: 'Private, evaluated by our team',
  },
  skillJobs: defineMessage<{ skill: string }>({
    id: 'collaborators.profile.skillJobs',
    defaultMessage: 'Jobs asking for {skill}',
  }),
  verifiedSkills: { id: 'collaborators.profile.verifiedSkills', defaultMessage: 'Verified skills' },
  verifiedIntro: {
    id: 'collaborators.profile.verifiedIntro',
    defaultMessage: 'Proven by talent tests passed on Karnama; anyone can check each certificate.',
  },
  scoreBand: defineMessage<{ low: string; high: string }>({
    id: 'collaborators.profile.scoreBand',
    defaultMessage: 'Score {low}–{high}%',
  }),
  certified: defineMessage<{ date: string }>({
    id: 'collaborators.profile.certified',
    defaultMessage: 'Certified {date}',
  }),
  checkCertificate: defineMessage<{ test: string }>({
    id: 'collaborators.profile.checkCertificate',
    defaultMessage: 'Check the certificate of {test}',
  }),
  details: { id: 'collaborators.profile.details', defaultMessage: 'Details' },
  experience: { id: 'collaborators.profile.experience', defaultMessage: 'Experience' },
  experienceYears: defineMessage<{ years: number }>({
    id: 'collaborators.profile.experienceYears',
    defaultMessage: '{years, plural, =0 {Less than a year} one {# year} other {# years}}',
  }),
  hourlyRate: { id: 'collaborators.profile.hourlyRate', defaultMessage: 'Hourly rate' },
  projectRate: { id: 'collaborators.profile.projectRate', defaultMessage: 'Typical project' },
  languages: { id: 'collaborators.profile.languages', defaultMessage: 'Languages' },
  availability: { id: 'collaborators.profile.availability', defaultMessage: 'Availability' },
  workPlace: { id: 'collaborators.profile.workPlace', defaultMessage: 'Where' },
  remoteYes: { id: 'collaborators.profile.remoteYes', defaultMessage: 'Works remotely' },
  remoteNo: { id: 'collaborators.profile.remoteNo', defaultMessage: 'On site' },
  updated: defineMessage<{ date: string }>({
    id: 'collaborators.profile.updated',
    defaultMessage: 'Profile updated {date}',
  }),
  otherLanguage: {
    id: 'collaborators.profile.otherLanguage',
    defaultMessage: 'This profile is not written in your language; it is shown as its owner wrote it.',
  },
});

export const myProfileMessages = defineMessages({
  title: { id: 'collaborators.mine.title', defaultMessage: 'My collaborator profile' },
  intro: {
    id: 'collaborators.mine.intro',
    defaultMessage:
      'Describe your work in one or more languages. Employers find published profiles in the collaborators directory.',
  },
  state: defineMessage<{ state: string }>({
    id: 'collaborators.mine.state',
    defaultMessage: 'State: {state}',
  }),
  suspended: defineMessage<{ reason: string }>({
    id: 'collaborators.mine.suspended',
    defaultMessage: 'An admin suspended this profile: {reason}',
  }),
  slug: { id: 'collaborators.mine.slug', defaultMessage: 'Profile address' },
  slugHint: {
    id: 'collaborators.mine.slugHint',
    defaultMessage: 'Lower-case Latin letters, digits and hyphens, such as sara-ahmadi.',
  },
  displayName: { id: 'collaborators.mine.displayName', defaultMessage: 'Name shown' },
  expertise: { id: 'collaborators.mine.expertise', defaultMessage: 'Expertise' },
  skills: { id: 'collaborators.mine.skills', defaultMessage: 'Skills' },
  roles: defineMessage<{ max: string }>({
    id: 'collaborators.mine.roles',
    defaultMessage: 'Roles I take in projects (up to {max})',
  }),
  projectNotes: {
    id: 'collaborators.mine.projectNotes',
    defaultMessage: 'How I work on projects (optional)',
  },
  skillsHint: defineMessage<{ max: string }>({
    id: 'collaborators.mine.skillsHint',
    defaultMessage:
      'Type a skill, or choose one suggested, and press Enter or “Add”; up to {max} skills. Other spellings of a known skill become its name.',
  }),
  addSkill: { id: 'collaborators.mine.addSkill', defaultMessage: 'Add' },
  removeSkill: defineMessage<{ skill: string }>({
    id: 'collaborators.mine.removeSkill',
    defaultMessage: 'Remove skill {skill}',
  }),
  verifiedNote: {
    id: 'collaborators.mine.verifiedNote',
    defaultMessage:
      'The certificates of talent tests you pass show on your profile as verified skills, and the directory can find you by them.',
  },
  takeTest: { id: 'collaborators.mine.takeTest', defaultMessage: 'Take a talent test' },
  years: { id: 'collaborators.mine.years', defaultMessage: 'Years of experience' },
  hourlyRate: defineMessage<{ currency: string }>({
    id: 'collaborators.mine.hourlyRate',
    defaultMessage: 'Hourly rate ({currency}, optional)',
  }),
  projectRate: defineMessage<{ currency: string }>({
    id: 'collaborators.mine.projectRate',
    defaultMessage: 'Typical project price ({currency}, optional)',
  }),
  availability: { id: 'collaborators.mine.availability', defaultMessage: 'Availability' },
  remote: { id: 'collaborators.mine.remote', defaultMessage: 'I work remotely' },
  city: { id: 'collaborators.mine.city', defaultMessage: 'The city you work from' },
  noCity: { id: 'collaborators.mine.noCity', defaultMessage: 'I would rather not say' },
  languages: { id: 'collaborators.mine.languages', defaultMessage: 'Languages I speak' },
  wordsIn: defineMessage<{ language: string }>({
    id: 'collaborators.mine.wordsIn',
    defaultMessage: 'In {language}',
  }),
  headline: { id: 'collaborators.mine.headline', defaultMessage: 'Headline' },
  bio: { id: 'collaborators.mine.bio', defaultMessage: 'About you' },
  wordsHint: {
    id: 'collaborators.mine.wordsHint',
    defaultMessage: 'Fill in at least one language; a language left empty is not shown.',
  },
  save: { id: 'collaborators.mine.save', defaultMessage: 'Save profile' },
  saving: { id: 'collaborators.mine.saving', defaultMessage: 'Saving…' },
  saved: { id: 'collaborators.mine.saved', defaultMessage: 'Your profile was saved.' },
  publish: { id: 'collaborators.mine.publish', defaultMessage: 'Publish in the directory' },
  published: { id: 'collaborators.mine.published', defaultMessage: 'Your profile is in the directory.' },
  hide: { id: 'collaborators.mine.hide', defaultMessage: 'Hide from the directory' },
  hidden: { id: 'collaborators.mine.hidden', defaultMessage: 'Your profile is hidden.' },
  view: { id: 'collaborators.mine.view', defaultMessage: 'View your public profile' },
  fixErrors: { id: 'collaborators.mine.fixErrors', defaultMessage: 'Please correct the marked fields.' },
  failed: { id: 'collaborators.mine.failed', defaultMessage: 'That did not work. Please try again.' },
});

export const stateMessages = defineMessages({
  DRAFT: { id: 'collaborators.state.DRAFT', defaultMessage: 'Draft, not in the directory' },
  PUBLISHED: { id: 'collaborators.state.PUBLISHED', defaultMessage: 'Published in the directory' },
  HIDDEN: { id: 'collaborators.state.HIDDEN', defaultMessage: 'Hidden from the directory' },
  SUSPENDED: { id: 'collaborators.state.SUSPENDED', defaultMessage: 'Suspended by an admin' },
});

export const profileErrorMessages = defineMessages({
  REQUIRED: { id: 'collaborators.error.REQUIRED', defaultMessage: 'This field is required.' },
  PLACE_INVALID: { id: 'collaborators.error.PLACE_INVALID', defaultMessage: 'Choose a city from the list.' },
  LANGUAGE_INVALID: {
    id: 'collaborators.error.LANGUAGE_INVALID',
    defaultMessage: 'Choose the languages from the list.',
  },
  SLUG_INVALID: {
    id: 'collaborators.error.SLUG_INVALID',
    defaultMessage: 'Use 3 to 60 lower-case Latin letters, digits and single hyphens.',
  },
  SLUG_TAKEN: { id: 'collaborators.error.SLUG_TAKEN', defaultMessage: 'Another profile has this address.' },
  NAME_TOO_SHORT: { id: 'collaborators.error.NAME_TOO_SHORT', defaultMessage: 'The name is too short.' },
  NAME_TOO_LONG: { id: 'collaborators.error.NAME_TOO_LONG', defaultMessage: 'The name is too long.' },
  EXPERTISE_REQUIRED: {
    id: 'collaborators.error.EXPERTISE_REQUIRED',
    defaultMessage: 'Choose at least one area of expertise.',
  },
  TOO_MANY_SKILLS: { id: 'collaborators.error.TOO_MANY_SKILLS', defaultMessage: 'Name at most 30 skills.' },
  SKILL_TOO_LONG: { id: 'collaborators.error.SKILL_TOO_LONG', defaultMessage: 'A skill is too long.' },
  YEARS_INVALID: {
    id: 'collaborators.error.YEARS_INVALID',
    defaultMessage: 'Give a whole number of years from 0 to 60.',
  },
  RATE_INVALID: { id: 'collaborators.error.RATE_INVALID', defaultMessage: 'Give a whole, positive amount.' },
  TOO_MANY_LANGUAGES: {
    id: 'collaborators.error.TOO_MANY_LANGUAGES',
    defaultMessage: 'Name at most 10 languages.',
  },
  WORDS_REQUIRED: {
    id: 'collaborators.error.WORDS_REQUIRED',
    defaultMessage: 'Write a headline in at least one language.',
  },
  HEADLINE_TOO_SHORT: {
    id: 'collaborators.error.HEADLINE_TOO_SHORT',
    defaultMessage: 'The headline needs at least 5 characters.',
  },
  HEADLINE_TOO_LONG: {
    id: 'collaborators.error.HEADLINE_TOO_LONG',
    defaultMessage: 'The headline can have at most 120 characters.',
  },
  BIO_TOO_LONG: { id: 'collaborators.error.BIO_TOO_LONG', defaultMessage: 'This text is too long.' },
  NOTES_TOO_LONG: { id: 'collaborators.error.NOTES_TOO_LONG', defaultMessage: 'This text is too long.' },
  ROLE_INVALID: { id: 'collaborators.error.ROLE_INVALID', defaultMessage: 'Choose the roles from the list.' },
  TOO_MANY_ROLES: { id: 'collaborators.error.TOO_MANY_ROLES', defaultMessage: 'Choose at most 5 roles.' },
  TOO_MANY_POSITIONS: {
    id: 'collaborators.error.TOO_MANY_POSITIONS',
    defaultMessage: 'Add at most 10 positions.',
  },
  END_BEFORE_START: {
    id: 'collaborators.error.END_BEFORE_START',
    defaultMessage: 'The end cannot come before the start.',
  },
  MONTH_INVALID: { id: 'collaborators.error.MONTH_INVALID', defaultMessage: 'Choose a month and year.' },
  TOO_LONG: { id: 'collaborators.error.TOO_LONG', defaultMessage: 'This text is too long.' },
});

export const adminMessages = defineMessages({
  title: { id: 'collaborators.admin.title', defaultMessage: 'Collaborators’ profiles' },
  intro: {
    id: 'collaborators.admin.intro',
    defaultMessage:
      'Every profile in any state. Suspend one that breaks the rules, with a reason its owner reads; lifting a suspension leaves it hidden until its owner publishes it.',
  },
  words: { id: 'collaborators.admin.words', defaultMessage: 'Name, skill or headline' },
  state: { id: 'collaborators.admin.state', defaultMessage: 'State' },
  anyState: { id: 'collaborators.admin.anyState', defaultMessage: 'Any state' },
  filter: { id: 'collaborators.admin.filter', defaultMessage: 'Filter' },
  clear: { id: 'collaborators.admin.clear', defaultMessage: 'Clear' },
  count: defineMessage<{ count: number }>({
    id: 'collaborators.admin.count',
    defaultMessage: '{count, plural, =0 {No profile} one {# profile} other {# profiles}}',
  }),
  empty: { id: 'collaborators.admin.empty', defaultMessage: 'No profile matches this filter.' },
  loadMore: { id: 'collaborators.admin.loadMore', defaultMessage: 'More profiles' },
  loadingMore: { id: 'collaborators.admin.loadingMore', defaultMessage: 'Loading…' },
  resumes: { id: 'collaborators.admin.resumes', defaultMessage: 'Résumés to evaluate' },
  adminsOnly: {
    id: 'collaborators.admin.adminsOnly',
    defaultMessage: 'Only admins manage collaborators’ profiles.',
  },
  updated: defineMessage<{ date: string }>({
    id: 'collaborators.admin.updated',
    defaultMessage: 'Changed {date}',
  }),
  suspendedOn: defineMessage<{ date: string }>({
    id: 'collaborators.admin.suspendedOn',
    defaultMessage: 'Suspended {date}',
  }),
  reasonShown: defineMessage<{ reason: string }>({
    id: 'collaborators.admin.reasonShown',
    defaultMessage: 'Reason: {reason}',
  }),
  suspend: { id: 'collaborators.admin.suspend', defaultMessage: 'Suspend' },
  suspendTitle: defineMessage<{ name: string }>({
    id: 'collaborators.admin.suspendTitle',
    defaultMessage: 'Suspend {name}’s profile',
  }),
  reason: { id: 'collaborators.admin.reason', defaultMessage: 'Reason (its owner reads it)' },
  reasonRequired: { id: 'collaborators.admin.reasonRequired', defaultMessage: 'Say why it is suspended.' },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'collaborators.admin.reasonTooLong',
    defaultMessage: 'Use at most {max, number} characters.',
  }),
  confirm: { id: 'collaborators.admin.confirm', defaultMessage: 'Suspend the profile' },
  cancel: { id: 'collaborators.admin.cancel', defaultMessage: 'Cancel' },
  lift: { id: 'collaborators.admin.lift', defaultMessage: 'Lift the suspension' },
  suspended: { id: 'collaborators.admin.suspended', defaultMessage: 'The profile is suspended.' },
  liftedDone: {
    id: 'collaborators.admin.liftedDone',
    defaultMessage: 'The suspension is lifted; the profile is hidden until its owner publishes it.',
  },
  failed: { id: 'collaborators.admin.failed', defaultMessage: 'That did not work. Please try again.' },
});

export const contactMessages = defineMessages({
  title: defineMessage<{ name: string }>({
    id: 'collaborators.contact.title',
    defaultMessage: 'Work with {name}',
  }),
  intro: {
    id: 'collaborators.contact.intro',
    defaultMessage:
      'Say what you need; the collaborator answers within 14 days. Accepted, a conversation opens in your echo box.',
  },
  open: { id: 'collaborators.contact.open', defaultMessage: 'Send a contact request' },
  signIn: { id: 'collaborators.contact.signIn', defaultMessage: 'Sign in to send a contact request' },
  proposeContract: {
    id: 'collaborators.contact.proposeContract',
    defaultMessage: 'Propose a contract in milestones',
  },
  own: { id: 'collaborators.contact.own', defaultMessage: 'This is your profile.' },
  edit: { id: 'collaborators.contact.edit', defaultMessage: 'Edit your profile' },
  subject: { id: 'collaborators.contact.subject', defaultMessage: 'Subject' },
  message: { id: 'collaborators.contact.message', defaultMessage: 'What you need' },
  budget: defineMessage<{ currency: string }>({
    id: 'collaborators.contact.budget',
    defaultMessage: 'Budget ({currency}, optional)',
  }),
  deadline: { id: 'collaborators.contact.deadline', defaultMessage: 'Deadline (optional)' },
  noDeadline: { id: 'collaborators.contact.noDeadline', defaultMessage: 'No deadline' },
  send: { id: 'collaborators.contact.send', defaultMessage: 'Send the request' },
  sending: { id: 'collaborators.contact.sending', defaultMessage: 'Sending…' },
  cancel: { id: 'collaborators.contact.cancel', defaultMessage: 'Cancel' },
  sent: {
    id: 'collaborators.contact.sent',
    defaultMessage: 'Your request is sent. You will see the answer in your contact requests.',
  },
  myRequests: { id: 'collaborators.contact.myRequests', defaultMessage: 'My contact requests' },
  subjectProblem: defineMessage<{ min: number; max: number }>({
    id: 'collaborators.contact.subjectProblem',
    defaultMessage: 'Write a subject of {min, number} to {max, number} characters.',
  }),
  messageProblem: defineMessage<{ min: number; max: number }>({
    id: 'collaborators.contact.messageProblem',
    defaultMessage: 'Write {min, number} to {max, number} characters about what you need.',
  }),
  budgetProblem: {
    id: 'collaborators.contact.budgetProblem',
    defaultMessage: 'Write the budget as a whole number.',
  },
  deadlineProblem: {
    id: 'collaborators.contact.deadlineProblem',
    defaultMessage: 'Choose a day from today on.',
  },
  alreadyOpen: {
    id: 'collaborators.contact.alreadyOpen',
    defaultMessage: 'A request of yours is already waiting for this collaborator.',
  },
  failed: { id: 'collaborators.contact.failed', defaultMessage: 'That did not work. Please try again.' },
});

export const requestsMessages = defineMessages({
  title: { id: 'collaborators.requests.title', defaultMessage: 'Contact requests' },
  intro: {
    id: 'collaborators.requests.intro',
    defaultMessage: 'Requests people sent you as a collaborator, and those you sent.',
  },
  received: { id: 'collaborators.requests.received', defaultMessage: 'Received' },
  sentBox: { id: 'collaborators.requests.sentBox', defaultMessage: 'Sent' },
  count: defineMessage<{ count: number }>({
    id: 'collaborators.requests.count',
    defaultMessage: '{count, plural, =0 {No request} one {# request} other {# requests}}',
  }),
  empty: { id: 'collaborators.requests.empty', defaultMessage: 'No request here yet.' },
  loadMore: { id: 'collaborators.requests.loadMore', defaultMessage: 'More requests' },
  loadingMore: { id: 'collaborators.requests.loadingMore', defaultMessage: 'Loading…' },
  from: defineMessage<{ name: string }>({ id: 'collaborators.requests.from', defaultMessage: 'From {name}' }),
  to: defineMessage<{ name: string }>({ id: 'collaborators.requests.to', defaultMessage: 'To {name}' }),
  sentOn: defineMessage<{ date: string }>({
    id: 'collaborators.requests.sentOn',
    defaultMessage: 'Sent {date}',
  }),
  budget: defineMessage<{ amount: string }>({
    id: 'collaborators.requests.budget',
    defaultMessage: 'Budget: {amount}',
  }),
  deadline: defineMessage<{ date: string }>({
    id: 'collaborators.requests.deadline',
    defaultMessage: 'Deadline: {date}',
  }),
  expires: defineMessage<{ date: string }>({
    id: 'collaborators.requests.expires',
    defaultMessage: 'Waits for an answer until {date}',
  }),
  answerLabel: {
    id: 'collaborators.requests.answerLabel',
    defaultMessage: 'A few words with your answer (optional)',
  },
  accept: { id: 'collaborators.requests.accept', defaultMessage: 'Accept and start a conversation' },
  decline: { id: 'collaborators.requests.decline', defaultMessage: 'Decline' },
  answerShown: defineMessage<{ answer: string }>({
    id: 'collaborators.requests.answerShown',
    defaultMessage: 'Answer: {answer}',
  }),
  conversation: { id: 'collaborators.requests.conversation', defaultMessage: 'Open the conversation' },
  contractHint: {
    id: 'collaborators.requests.contractHint',
    defaultMessage: 'Agreed on the work? Pay for it safely, in milestones held in escrow:',
  },
  proposeContract: {
    id: 'collaborators.requests.proposeContract',
    defaultMessage: 'propose a contract from this request',
  },
  conversationOpening: {
    id: 'collaborators.requests.conversationOpening',
    defaultMessage: 'The conversation is opening; it will be in your echo box in a moment.',
  },
  closed: {
    id: 'collaborators.requests.closed',
    defaultMessage: 'This request was answered or has expired.',
  },
  answerTooLong: defineMessage<{ max: number }>({
    id: 'collaborators.requests.answerTooLong',
    defaultMessage: 'Use at most {max, number} characters.',
  }),
  failed: { id: 'collaborators.requests.failed', defaultMessage: 'That did not work. Please try again.' },
  arrived: defineMessage<{ name: string }>({
    id: 'collaborators.requests.arrived',
    defaultMessage: 'A new contact request from {name}',
  }),
});

export const requestStateMessages = defineMessages({
  SENT: { id: 'collaborators.requestState.SENT', defaultMessage: 'Waiting' },
  SEEN: { id: 'collaborators.requestState.SEEN', defaultMessage: 'Seen' },
  ACCEPTED: { id: 'collaborators.requestState.ACCEPTED', defaultMessage: 'Accepted' },
  DECLINED: { id: 'collaborators.requestState.DECLINED', defaultMessage: 'Declined' },
  EXPIRED: { id: 'collaborators.requestState.EXPIRED', defaultMessage: 'Expired' },
  COMPLETED: { id: 'collaborators.requestState.COMPLETED', defaultMessage: 'Completed' },
});

/** The five levels of a review's ratings (§9). */
export const reviewRatingMessages = defineMessages({
  POOR: { id: 'collaborators.rating.POOR', defaultMessage: 'Poor' },
  FAIR: { id: 'collaborators.rating.FAIR', defaultMessage: 'Fair' },
  GOOD: { id: 'collaborators.rating.GOOD', defaultMessage: 'Good' },
  VERY_GOOD: { id: 'collaborators.rating.VERY_GOOD', defaultMessage: 'Very good' },
  EXCELLENT: { id: 'collaborators.rating.EXCELLENT', defaultMessage: 'Excellent' },
});

/** What each side of finished work rates. */
export const dimensionMessages = defineMessages({
  quality: { id: 'collaborators.review.quality', defaultMessage: 'Quality of work' },
  communication: { id: 'collaborators.review.communication', defaultMessage: 'Communication' },
  schedule: { id: 'collaborators.review.schedule', defaultMessage: 'Keeping to schedule' },
  cooperation: { id: 'collaborators.review.cooperation', defaultMessage: 'Cooperation' },
});

export const reportReasonMessages = defineMessages({
  SPAM: { id: 'collaborators.reviewReport.SPAM', defaultMessage: 'Spam or advertising' },
  INAPPROPRIATE: {
    id: 'collaborators.reviewReport.INAPPROPRIATE',
    defaultMessage: 'Offensive or inappropriate',
  },
  FALSE: { id: 'collaborators.reviewReport.FALSE', defaultMessage: 'Not true, or not about this work' },
  OTHER: { id: 'collaborators.reviewReport.OTHER', defaultMessage: 'Something else' },
});

export const reviewMessages = defineMessages({
  title: { id: 'collaborators.reviews.title', defaultMessage: 'Clients’ reviews' },
  summary: defineMessage<{ rating: string; count: number }>({
    id: 'collaborators.reviews.summary',
    defaultMessage: '{rating} out of 5 from {count, plural, one {# review} other {# reviews}}',
  }),
  stars: defineMessage<{ rating: string; label: string }>({
    id: 'collaborators.reviews.stars',
    defaultMessage: '{rating} out of 5: {label}',
  }),
  none: {
    id: 'collaborators.reviews.none',
    defaultMessage:
      'No reviews yet. Reviews come only from clients whose work with this collaborator was completed.',
  },
  noneShort: { id: 'collaborators.reviews.noneShort', defaultMessage: 'No reviews yet' },
  more: { id: 'collaborators.reviews.more', defaultMessage: 'More reviews' },
  by: defineMessage<{ name: string; date: string }>({
    id: 'collaborators.reviews.by',
    defaultMessage: '{name} · {date}',
  }),
  replyBy: defineMessage<{ name: string }>({
    id: 'collaborators.reviews.replyBy',
    defaultMessage: 'Reply from {name}',
  }),
  rating: { id: 'collaborators.reviews.rating', defaultMessage: 'Clients’ rating' },
  completedProjects: { id: 'collaborators.reviews.completedProjects', defaultMessage: 'Completed projects' },
  responds: { id: 'collaborators.reviews.responds', defaultMessage: 'Answers contact requests' },
  withinMinutes: defineMessage<{ count: number }>({
    id: 'collaborators.reviews.withinMinutes',
    defaultMessage: 'usually within {count, plural, one {# minute} other {# minutes}}',
  }),
  withinHours: defineMessage<{ count: number }>({
    id: 'collaborators.reviews.withinHours',
    defaultMessage: 'usually within {count, plural, one {# hour} other {# hours}}',
  }),
  withinDays: defineMessage<{ count: number }>({
    id: 'collaborators.reviews.withinDays',
    defaultMessage: 'usually within {count, plural, one {# day} other {# days}}',
  }),
  answers: defineMessage<{ rate: string }>({
    id: 'collaborators.reviews.answers',
    defaultMessage: '{rate} answered',
  }),
  successRate: { id: 'collaborators.reviews.successRate', defaultMessage: 'Success rate' },
  report: { id: 'collaborators.reviews.report', defaultMessage: 'Report' },
  reportTitle: {
    id: 'collaborators.reviews.reportTitle',
    defaultMessage: 'Why are you reporting this review?',
  },
  reportNote: {
    id: 'collaborators.reviews.reportNote',
    defaultMessage: 'Anything the team should know (optional)',
  },
  sendReport: { id: 'collaborators.reviews.sendReport', defaultMessage: 'Send report' },
  reported: {
    id: 'collaborators.reviews.reported',
    defaultMessage: 'Thank you. The team will look at this review.',
  },
  cancel: { id: 'collaborators.reviews.cancel', defaultMessage: 'Cancel' },
  replyLabel: { id: 'collaborators.reviews.replyLabel', defaultMessage: 'Your reply (you can reply once)' },
  sendReply: { id: 'collaborators.reviews.sendReply', defaultMessage: 'Send reply' },
  replyExists: {
    id: 'collaborators.reviews.replyExists',
    defaultMessage: 'You have replied to this review already.',
  },
  tooLong: defineMessage<{ max: number }>({
    id: 'collaborators.reviews.tooLong',
    defaultMessage: 'Use at most {max, number} characters.',
  }),
  required: { id: 'collaborators.reviews.required', defaultMessage: 'Write something first.' },
  failed: { id: 'collaborators.reviews.failed', defaultMessage: 'That did not work. Please try again.' },
});

/** Finishing accepted work and reviewing each other, in the panel's request. */
export const workMessages = defineMessages({
  markDone: { id: 'collaborators.work.markDone', defaultMessage: 'Mark the work done' },
  markDoneHint: {
    id: 'collaborators.work.markDoneHint',
    defaultMessage:
      'When both of you have marked it done, the work is completed and you can review each other.',
  },
  youMarked: defineMessage<{ name: string }>({
    id: 'collaborators.work.youMarked',
    defaultMessage: 'You marked the work done. It is completed when {name} does too.',
  }),
  otherMarked: defineMessage<{ name: string }>({
    id: 'collaborators.work.otherMarked',
    defaultMessage: '{name} marked the work done. Mark it done too if you agree.',
  }),
  completedOn: defineMessage<{ date: string }>({
    id: 'collaborators.work.completedOn',
    defaultMessage: 'Completed {date}',
  }),
  formTitle: defineMessage<{ name: string }>({
    id: 'collaborators.work.formTitle',
    defaultMessage: 'Review your work with {name}',
  }),
  blind: defineMessage<{ date: string }>({
    id: 'collaborators.work.blind',
    defaultMessage:
      'Neither of you reads the other’s review until both have written one, or until {date}; you can write yours until then.',
  }),
  text: { id: 'collaborators.work.text', defaultMessage: 'How was it to work together?' },
  send: { id: 'collaborators.work.send', defaultMessage: 'Send review' },
  sending: { id: 'collaborators.work.sending', defaultMessage: 'Sending…' },
  chooseRating: { id: 'collaborators.work.chooseRating', defaultMessage: 'Choose a rating.' },
  textLength: defineMessage<{ min: number; max: number }>({
    id: 'collaborators.work.textLength',
    defaultMessage: 'Write {min, number} to {max, number} characters.',
  }),
  fixErrors: { id: 'collaborators.work.fixErrors', defaultMessage: 'Please correct the marked fields.' },
  yours: { id: 'collaborators.work.yours', defaultMessage: 'Your review' },
  yoursBlind: defineMessage<{ name: string; date: string }>({
    id: 'collaborators.work.yoursBlind',
    defaultMessage: '{name} reads it when they have reviewed you too, or on {date}.',
  }),
  theirs: defineMessage<{ name: string }>({
    id: 'collaborators.work.theirs',
    defaultMessage: '{name}’s review of you',
  }),
  theirsPending: defineMessage<{ date: string }>({
    id: 'collaborators.work.theirsPending',
    defaultMessage: 'Their review, if they write one, shows here when you have both reviewed, or on {date}.',
  }),
  closed: { id: 'collaborators.work.closed', defaultMessage: 'The days to review this work are over.' },
});

/** The admins' reported reviews. */
export const reviewModerationMessages = defineMessages({
  title: { id: 'collaborators.moderation.title', defaultMessage: 'Reported reviews' },
  count: defineMessage<{ count: number }>({
    id: 'collaborators.moderation.count',
    defaultMessage:
      '{count, plural, =0 {No reported review} one {# reported review} other {# reported reviews}}',
  }),
  empty: { id: 'collaborators.moderation.empty', defaultMessage: 'No review has been reported.' },
  loadMore: { id: 'collaborators.moderation.loadMore', defaultMessage: 'More reviews' },
  loadingMore: { id: 'collaborators.moderation.loadingMore', defaultMessage: 'Loading…' },
  about: defineMessage<{ name: string }>({
    id: 'collaborators.moderation.about',
    defaultMessage: 'A review of {name}',
  }),
  reports: defineMessage<{ count: number }>({
    id: 'collaborators.moderation.reports',
    defaultMessage: '{count, plural, one {Reported once} other {Reported # times}}',
  }),
  hide: { id: 'collaborators.moderation.hide', defaultMessage: 'Hide' },
  hideTitle: { id: 'collaborators.moderation.hideTitle', defaultMessage: 'Hide this review' },
  reason: { id: 'collaborators.moderation.reason', defaultMessage: 'Reason (kept with the review)' },
  reasonRequired: { id: 'collaborators.moderation.reasonRequired', defaultMessage: 'Say why it is hidden.' },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'collaborators.moderation.reasonTooLong',
    defaultMessage: 'Use at most {max, number} characters.',
  }),
  confirm: { id: 'collaborators.moderation.confirm', defaultMessage: 'Hide the review' },
  cancel: { id: 'collaborators.moderation.cancel', defaultMessage: 'Cancel' },
  hiddenBecause: defineMessage<{ reason: string }>({
    id: 'collaborators.moderation.hiddenBecause',
    defaultMessage: 'Hidden: {reason}',
  }),
  show: { id: 'collaborators.moderation.show', defaultMessage: 'Show it again' },
  hiddenDone: {
    id: 'collaborators.moderation.hiddenDone',
    defaultMessage: 'The review is hidden; its rating has left the profile’s figures.',
  },
  shownDone: { id: 'collaborators.moderation.shownDone', defaultMessage: 'The review is shown again.' },
  failed: { id: 'collaborators.moderation.failed', defaultMessage: 'That did not work. Please try again.' },
});

export const positionMessages = defineMessages({
  experience: { id: 'collaborators.positions.experience', defaultMessage: 'Work experience' },
  experienceHint: {
    id: 'collaborators.positions.experienceHint',
    defaultMessage:
      'The positions you have held, in the order you want them shown; leave the end empty while you are still there.',
  },
  title: { id: 'collaborators.positions.title', defaultMessage: 'Title' },
  organization: { id: 'collaborators.positions.organization', defaultMessage: 'Company or organization' },
  place: { id: 'collaborators.positions.place', defaultMessage: 'City (optional)' },
  start: { id: 'collaborators.positions.start', defaultMessage: 'From' },
  end: { id: 'collaborators.positions.end', defaultMessage: 'To' },
  chooseMonth: { id: 'collaborators.positions.chooseMonth', defaultMessage: 'Choose a month' },
  ongoing: { id: 'collaborators.positions.ongoing', defaultMessage: 'Still there' },
  description: { id: 'collaborators.positions.description', defaultMessage: 'What you did (optional)' },
  remove: { id: 'collaborators.positions.remove', defaultMessage: 'Remove this position' },
  add: { id: 'collaborators.positions.add', defaultMessage: 'Add a position' },
  present: { id: 'collaborators.positions.present', defaultMessage: 'present' },
  positionNumber: defineMessage<{ n: string }>({
    id: 'collaborators.positions.positionNumber',
    defaultMessage: 'Position {n}',
  }),
  span: defineMessage<{ start: string; end: string }>({
    id: 'collaborators.positions.span',
    defaultMessage: '{start} – {end}',
  }),
});

export const roleMessages = defineMessages({
  DEVELOPER: { id: 'collaborators.role.DEVELOPER', defaultMessage: 'Developer' },
  TECH_LEAD: { id: 'collaborators.role.TECH_LEAD', defaultMessage: 'Tech lead' },
  ARCHITECT: { id: 'collaborators.role.ARCHITECT', defaultMessage: 'Software architect' },
  DESIGNER: { id: 'collaborators.role.DESIGNER', defaultMessage: 'Designer' },
  DEVOPS_ENGINEER: { id: 'collaborators.role.DEVOPS_ENGINEER', defaultMessage: 'DevOps engineer' },
  QA_ENGINEER: { id: 'collaborators.role.QA_ENGINEER', defaultMessage: 'QA engineer' },
  PROJECT_MANAGER: { id: 'collaborators.role.PROJECT_MANAGER', defaultMessage: 'Project manager' },
  PRODUCT_MANAGER: { id: 'collaborators.role.PRODUCT_MANAGER', defaultMessage: 'Product manager' },
  CONSULTANT: { id: 'collaborators.role.CONSULTANT', defaultMessage: 'Consultant' },
  MENTOR: { id: 'collaborators.role.MENTOR', defaultMessage: 'Mentor' },
});
