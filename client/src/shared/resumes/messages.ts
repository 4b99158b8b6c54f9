import { defineMessage, defineMessages } from 'react-intl';

/** A résumé as it is read: by its owner, on its printed page, and by an employer beside an application. */
export const resumeViewMessages = defineMessages({
  summary: { id: 'resume.view.summary', defaultMessage: 'Summary' },
  experience: { id: 'resume.view.experience', defaultMessage: 'Experience' },
  education: { id: 'resume.view.education', defaultMessage: 'Education' },
  skills: { id: 'resume.view.skills', defaultMessage: 'Skills' },
  languages: { id: 'resume.view.languages', defaultMessage: 'Languages' },
  projects: { id: 'resume.view.projects', defaultMessage: 'Projects' },
  links: { id: 'resume.view.links', defaultMessage: 'Links' },
  certificates: {
    id: 'resume.view.certificates',
    defaultMessage: 'Verified skills (talent-test certificates)',
  },
  languageLevel: defineMessage<{ name: string; level: string }>({
    id: 'resume.view.languageLevel',
    defaultMessage: '{name}: {level}',
  }),
  certificate: defineMessage<{ test: string; band: string }>({
    id: 'resume.view.certificate',
    defaultMessage: '{test}: score {band}',
  }),
  present: { id: 'resume.view.present', defaultMessage: 'present' },
  identityWithheld: {
    id: 'resume.view.identityWithheld',
    defaultMessage:
      'The applicant hid their identity: name, contact details and links show once you approve them.',
  },
  inPool: {
    id: 'resume.view.inPool',
    defaultMessage:
      'Its owner’s name, contact details and links stay hidden in the talent pool. Ask them to talk: they answer in your echo box.',
  },
  anonymous: { id: 'resume.view.anonymous', defaultMessage: 'Identity hidden' },
  BASIC: { id: 'resume.level.basic', defaultMessage: 'Basic' },
  CONVERSATIONAL: { id: 'resume.level.conversational', defaultMessage: 'Conversational' },
  FLUENT: { id: 'resume.level.fluent', defaultMessage: 'Fluent' },
  NATIVE: { id: 'resume.level.native', defaultMessage: 'Native' },
});

/** The application form's choice to send one's résumé. */
export const applyResumeMessages = defineMessages({
  send: { id: 'resume.apply.send', defaultMessage: 'Send my résumé with this application' },
  sendFile: defineMessage<{ name: string }>({
    id: 'resume.apply.sendFile',
    defaultMessage: 'Send my résumé file ({name}) with this application',
  }),
  language: { id: 'resume.apply.language', defaultMessage: 'Résumé language' },
  hint: {
    id: 'resume.apply.hint',
    defaultMessage: 'It is sent as it is now.',
  },
  build: { id: 'resume.apply.build', defaultMessage: 'Build your résumé' },
});

/** A résumé's uploaded PDF, wherever it is read: by its owner, an employer, an admin. */
export const resumeFileMessages = defineMessages({
  badge: { id: 'resume.file.badge', defaultMessage: 'PDF' },
  details: defineMessage<{ pages: number; size: string; date: string }>({
    id: 'resume.file.details',
    defaultMessage: '{pages, plural, one {# page} other {# pages}} · {size} · uploaded {date}',
  }),
  download: defineMessage<{ name: string }>({
    id: 'resume.file.download',
    defaultMessage: 'Download {name}',
  }),
});
