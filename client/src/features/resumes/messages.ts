import { defineMessage, defineMessages } from 'react-intl';

/** The résumé builder in the panel. */
export const resumeBuilderMessages = defineMessages({
  title: { id: 'resume.builder.title', defaultMessage: 'My résumé' },
  intro: {
    id: 'resume.builder.intro',
    defaultMessage:
      'Write your résumé in one or more languages, download it as a PDF, and send it with your job applications.',
  },
  languageTabs: { id: 'resume.builder.languageTabs', defaultMessage: 'Résumé language' },
  written: defineMessage<{ language: string }>({
    id: 'resume.builder.written',
    defaultMessage: '{language} (written)',
  }),
  notWritten: defineMessage<{ language: string }>({
    id: 'resume.builder.notWritten',
    defaultMessage: '{language} (not written yet)',
  }),
  writingIn: defineMessage<{ language: string }>({
    id: 'resume.builder.writingIn',
    defaultMessage: 'Your résumé in {language}',
  }),
  who: { id: 'resume.builder.who', defaultMessage: 'About you' },
  fullName: { id: 'resume.builder.fullName', defaultMessage: 'Full name' },
  headline: { id: 'resume.builder.headline', defaultMessage: 'Headline (e.g. senior front-end developer)' },
  email: { id: 'resume.builder.email', defaultMessage: 'E-mail' },
  phone: { id: 'resume.builder.phone', defaultMessage: 'Phone' },
  place: { id: 'resume.builder.place', defaultMessage: 'City' },
  contactNote: {
    id: 'resume.builder.contactNote',
    defaultMessage:
      'Your contact details are shown only to employers you apply to, and not before they approve you when you hide your identity.',
  },
  summary: { id: 'resume.builder.summary', defaultMessage: 'Summary' },
  experience: { id: 'resume.builder.experience', defaultMessage: 'Experience' },
  jobTitle: { id: 'resume.builder.jobTitle', defaultMessage: 'Job title' },
  organization: { id: 'resume.builder.organization', defaultMessage: 'Company or organization' },
  start: { id: 'resume.builder.start', defaultMessage: 'From' },
  end: { id: 'resume.builder.end', defaultMessage: 'To' },
  description: { id: 'resume.builder.description', defaultMessage: 'What you did' },
  addExperience: { id: 'resume.builder.addExperience', defaultMessage: 'Add a position' },
  education: { id: 'resume.builder.education', defaultMessage: 'Education' },
  school: { id: 'resume.builder.school', defaultMessage: 'University or school' },
  degree: { id: 'resume.builder.degree', defaultMessage: 'Degree' },
  field: { id: 'resume.builder.field', defaultMessage: 'Field of study' },
  addEducation: { id: 'resume.builder.addEducation', defaultMessage: 'Add education' },
  skills: { id: 'resume.builder.skills', defaultMessage: 'Skills' },
  skillsHint: defineMessage<{ max: string }>({
    id: 'resume.builder.skillsHint',
    defaultMessage:
      'Type a skill, or choose one suggested, and press Enter or “Add”; up to {max} skills. Other spellings of a known skill become its name in this language.',
  }),
  addSkill: { id: 'resume.builder.addSkill', defaultMessage: 'Add' },
  removeSkill: defineMessage<{ skill: string }>({
    id: 'resume.builder.removeSkill',
    defaultMessage: 'Remove skill {skill}',
  }),
  languages: { id: 'resume.builder.languages', defaultMessage: 'Languages you speak' },
  languageName: { id: 'resume.builder.languageName', defaultMessage: 'Language' },
  level: { id: 'resume.builder.level', defaultMessage: 'Level' },
  addLanguage: { id: 'resume.builder.addLanguage', defaultMessage: 'Add a language' },
  projects: { id: 'resume.builder.projects', defaultMessage: 'Projects' },
  projectTitle: { id: 'resume.builder.projectTitle', defaultMessage: 'Project' },
  url: { id: 'resume.builder.url', defaultMessage: 'Web address (https://…)' },
  addProject: { id: 'resume.builder.addProject', defaultMessage: 'Add a project' },
  links: { id: 'resume.builder.links', defaultMessage: 'Links' },
  linkLabel: { id: 'resume.builder.linkLabel', defaultMessage: 'Label (e.g. GitHub)' },
  addLink: { id: 'resume.builder.addLink', defaultMessage: 'Add a link' },
  remove: { id: 'resume.builder.remove', defaultMessage: 'Remove' },
  chooseMonth: { id: 'resume.builder.chooseMonth', defaultMessage: 'Choose' },
  ongoing: { id: 'resume.builder.ongoing', defaultMessage: 'Still going on' },
  certificatesNote: {
    id: 'resume.builder.certificatesNote',
    defaultMessage: 'Your valid talent-test certificates are added to your résumé as verified skills.',
  },
  save: { id: 'resume.builder.save', defaultMessage: 'Save résumé' },
  saving: { id: 'resume.builder.saving', defaultMessage: 'Saving…' },
  saved: { id: 'resume.builder.saved', defaultMessage: 'Your résumé was saved.' },
  fixErrors: { id: 'resume.builder.fixErrors', defaultMessage: 'Please correct the marked fields.' },
  failed: { id: 'resume.builder.failed', defaultMessage: 'It could not be saved. Please try again.' },
  download: { id: 'resume.builder.download', defaultMessage: 'Download PDF' },
  deleteLanguage: { id: 'resume.builder.deleteLanguage', defaultMessage: 'Delete this language' },
  deleted: { id: 'resume.builder.deleted', defaultMessage: 'This language of your résumé was deleted.' },
  preview: { id: 'resume.builder.preview', defaultMessage: 'As employers read it' },
});

/** What a résumé's fields may be told, by problem code. */
export const resumeErrorMessages = defineMessages({
  REQUIRED: { id: 'resume.error.required', defaultMessage: 'This field is required.' },
  NAME_TOO_SHORT: { id: 'resume.error.nameTooShort', defaultMessage: 'Write at least {min} characters.' },
  NAME_TOO_LONG: { id: 'resume.error.nameTooLong', defaultMessage: 'Write at most {max} characters.' },
  TOO_LONG: {
    id: 'resume.error.tooLong',
    defaultMessage: 'This is longer than a résumé allows; shorten it.',
  },
  EMAIL_INVALID: { id: 'resume.error.email', defaultMessage: 'Enter a valid e-mail address.' },
  PHONE_INVALID: { id: 'resume.error.phone', defaultMessage: 'Enter a valid phone number.' },
  MONTH_INVALID: { id: 'resume.error.month', defaultMessage: 'Choose a year and a month.' },
  END_BEFORE_START: {
    id: 'resume.error.endBeforeStart',
    defaultMessage: 'The end cannot be before the start.',
  },
  URL_INVALID: { id: 'resume.error.url', defaultMessage: 'Enter a web address starting with https://.' },
  TOO_MANY: { id: 'resume.error.tooMany', defaultMessage: 'There are too many entries here.' },
});

/** The team's evaluation as the résumé's owner reads it, and their choice to be found. */
export const resumeEvaluationMessages = defineMessages({
  title: { id: 'resume.evaluation.title', defaultMessage: 'The team’s evaluation' },
  none: {
    id: 'resume.evaluation.none',
    defaultMessage:
      'The team has not evaluated your résumé yet. Evaluated résumés can be found by verified employers.',
  },
  COMPLETE: { id: 'resume.evaluation.complete', defaultMessage: 'Complete: ready for employers' },
  NEEDS_WORK: { id: 'resume.evaluation.needsWork', defaultMessage: 'Needs work' },
  changedSince: {
    id: 'resume.evaluation.changedSince',
    defaultMessage:
      'You have changed your résumé since; the team will see the changes at its next evaluation.',
  },
  open: {
    id: 'resume.evaluation.open',
    defaultMessage: 'Let employers with a verified company find my evaluated résumé',
  },
  opened: {
    id: 'resume.evaluation.opened',
    defaultMessage: 'Employers with a verified company can find your résumé.',
  },
  closed: {
    id: 'resume.evaluation.closed',
    defaultMessage: 'Your résumé is no longer offered to employers.',
  },
});

/** The checklist an evaluator goes through, item by item. */
export const resumeChecklistMessages = defineMessages({
  CONTACT: { id: 'resume.checklist.contact', defaultMessage: 'Contact details' },
  SUMMARY: { id: 'resume.checklist.summary', defaultMessage: 'A clear summary' },
  EXPERIENCE: { id: 'resume.checklist.experience', defaultMessage: 'Experience with dates and duties' },
  EDUCATION: { id: 'resume.checklist.education', defaultMessage: 'Education' },
  SKILLS: { id: 'resume.checklist.skills', defaultMessage: 'Skills that match the experience' },
  LANGUAGES: { id: 'resume.checklist.languages', defaultMessage: 'Languages and levels' },
  VERIFIED_SKILLS: {
    id: 'resume.checklist.verifiedSkills',
    defaultMessage: 'Skills proven by a talent test',
  },
});

/** The admins' page of résumés to evaluate. */
export const resumeAdminMessages = defineMessages({
  title: { id: 'resume.admin.title', defaultMessage: 'Résumés to evaluate' },
  intro: {
    id: 'resume.admin.intro',
    defaultMessage:
      'Read each résumé, go through the checklist, and mark it complete or say what it needs; its owner reads your note.',
  },
  state: { id: 'resume.admin.state', defaultMessage: 'Evaluation' },
  PENDING: { id: 'resume.admin.pending', defaultMessage: 'Not evaluated' },
  COMPLETE: { id: 'resume.admin.complete', defaultMessage: 'Complete' },
  NEEDS_WORK: { id: 'resume.admin.needsWork', defaultMessage: 'Needs work' },
  all: { id: 'resume.admin.all', defaultMessage: 'All' },
  count: defineMessage<{ count: number }>({
    id: 'resume.admin.count',
    defaultMessage: '{count, plural, one {# résumé} other {# résumés}}',
  }),
  empty: { id: 'resume.admin.empty', defaultMessage: 'No résumé is in this list.' },
  loadMore: { id: 'resume.admin.loadMore', defaultMessage: 'More résumés' },
  loadingMore: { id: 'resume.admin.loadingMore', defaultMessage: 'Loading…' },
  adminsOnly: { id: 'resume.admin.adminsOnly', defaultMessage: 'Only admins evaluate résumés.' },
  read: { id: 'resume.admin.read', defaultMessage: 'Read and evaluate' },
  verdict: { id: 'resume.admin.verdict', defaultMessage: 'Verdict' },
  checklist: { id: 'resume.admin.checklist', defaultMessage: 'Found in order' },
  note: { id: 'resume.admin.note', defaultMessage: 'Note to its owner (required when it needs work)' },
  save: { id: 'resume.admin.save', defaultMessage: 'Save evaluation' },
  saved: { id: 'resume.admin.saved', defaultMessage: 'The evaluation was saved.' },
  failed: { id: 'resume.admin.failed', defaultMessage: 'The evaluation could not be saved.' },
  noteRequired: { id: 'resume.admin.noteRequired', defaultMessage: 'Say what the résumé needs.' },
  noteTooLong: { id: 'resume.admin.noteTooLong', defaultMessage: 'The note is too long.' },
});

/** The owner's uploaded PDF résumé: uploading, replacing and removing it. */
export const resumeFileBoxMessages = defineMessages({
  title: { id: 'resume.fileBox.title', defaultMessage: 'Your résumé file' },
  intro: defineMessage<{ size: string; pages: number }>({
    id: 'resume.fileBox.intro',
    defaultMessage:
      'Already have a résumé as a PDF? Upload it (at most {size} and {pages, number} pages). It is kept privately and sent with each application that sends your résumé; an employer you hide your identity from sees it once they approve you.',
  }),
  choose: { id: 'resume.fileBox.choose', defaultMessage: 'Upload a PDF' },
  replace: { id: 'resume.fileBox.replace', defaultMessage: 'Replace the file' },
  remove: { id: 'resume.fileBox.remove', defaultMessage: 'Remove the file' },
  uploading: { id: 'resume.fileBox.uploading', defaultMessage: 'Uploading the file' },
  attached: { id: 'resume.fileBox.attached', defaultMessage: 'Your résumé file was saved.' },
  removed: { id: 'resume.fileBox.removed', defaultMessage: 'Your résumé file was removed.' },
});

/** Why an uploaded PDF was refused, by the upload's or the mutation's code. */
export const resumeFileErrorMessages = defineMessages({
  PAYLOAD_TOO_LARGE: defineMessage<{ size: string }>({
    id: 'resume.fileError.tooLarge',
    defaultMessage: 'The file is larger than {size}.',
  }),
  TOO_MANY_PAGES: defineMessage<{ pages: number }>({
    id: 'resume.fileError.tooManyPages',
    defaultMessage: 'The file has more than {pages, number} pages.',
  }),
  UNSUPPORTED_MEDIA_TYPE: { id: 'resume.fileError.notPdf', defaultMessage: 'This file is not a PDF.' },
  BAD_DOCUMENT: {
    id: 'resume.fileError.bad',
    defaultMessage: 'This PDF could not be read. Save it again as a PDF and retry.',
  },
  DOCUMENT_ENCRYPTED: {
    id: 'resume.fileError.encrypted',
    defaultMessage: 'This PDF is protected by a password. Upload a copy without one.',
  },
  FORBIDDEN: {
    id: 'resume.fileError.forbidden',
    defaultMessage: 'Finish your registration to upload files.',
  },
  SIGNED_OUT: { id: 'resume.fileError.signedOut', defaultMessage: 'Sign in again to upload the file.' },
  RATE_LIMITED: {
    id: 'resume.fileError.rateLimited',
    defaultMessage: 'You have uploaded many files just now. Try again in a while.',
  },
  EXPIRED: {
    id: 'resume.fileError.expired',
    defaultMessage: 'The upload took too long to save. Upload the file again.',
  },
  FAILED: {
    id: 'resume.fileError.failed',
    defaultMessage: 'The file could not be uploaded. Please try again.',
  },
});
