import { defineMessage, defineMessages } from 'react-intl';

/** The list of one's own portfolio projects in the panel. */
export const myProjectsMessages = defineMessages({
  title: { id: 'portfolioEditor.list.title', defaultMessage: 'My portfolio projects' },
  intro: {
    id: 'portfolioEditor.list.intro',
    defaultMessage:
      'Projects you built, with their pictures and team. A project is a draft until you publish it.',
  },
  add: { id: 'portfolioEditor.list.add', defaultMessage: 'New project' },
  empty: { id: 'portfolioEditor.list.empty', defaultMessage: 'No project yet' },
  emptyText: {
    id: 'portfolioEditor.list.emptyText',
    defaultMessage:
      'Add a project you built: what it is, the technologies, pictures of it and who worked on it.',
  },
  notAllowed: {
    id: 'portfolioEditor.list.notAllowed',
    defaultMessage: 'Projects are added by collaborators',
  },
  notAllowedText: {
    id: 'portfolioEditor.list.notAllowedText',
    defaultMessage:
      'Publish your collaborator profile in the collaborators directory; then you can add the projects you built to the portfolio.',
  },
  profile: { id: 'portfolioEditor.list.profile', defaultMessage: 'My collaborator profile' },
  projects: { id: 'portfolioEditor.list.projects', defaultMessage: 'Your projects' },
  untitled: { id: 'portfolioEditor.list.untitled', defaultMessage: 'Untitled project' },
  noCover: { id: 'portfolioEditor.list.noCover', defaultMessage: 'No picture' },
  edit: { id: 'portfolioEditor.list.edit', defaultMessage: 'Edit' },
  editProject: defineMessage<{ title: string }>({
    id: 'portfolioEditor.list.editProject',
    defaultMessage: 'Edit {title}',
  }),
  view: { id: 'portfolioEditor.list.view', defaultMessage: 'View its page' },
  more: { id: 'portfolioEditor.list.more', defaultMessage: 'More projects' },
});

/** Who reads a project: its owner's word for each visibility. */
export const visibilityMessages = defineMessages({
  DRAFT: { id: 'portfolioEditor.visibility.DRAFT', defaultMessage: 'Draft: only you and the admins see it' },
  PUBLISHED: { id: 'portfolioEditor.visibility.PUBLISHED', defaultMessage: 'Published in the portfolio' },
  HIDDEN: { id: 'portfolioEditor.visibility.HIDDEN', defaultMessage: 'Hidden from the portfolio' },
});

/** Publishing and hiding a project, from the list or the editor. */
export const visibilityActionMessages = defineMessages({
  publish: { id: 'portfolioEditor.publish', defaultMessage: 'Publish' },
  hide: { id: 'portfolioEditor.hide', defaultMessage: 'Hide' },
  publishProject: defineMessage<{ title: string }>({
    id: 'portfolioEditor.publishProject',
    defaultMessage: 'Publish {title}',
  }),
  hideProject: defineMessage<{ title: string }>({
    id: 'portfolioEditor.hideProject',
    defaultMessage: 'Hide {title}',
  }),
  published: {
    id: 'portfolioEditor.published',
    defaultMessage: 'The project is published in the portfolio.',
  },
  hidden: { id: 'portfolioEditor.hidden', defaultMessage: 'The project is hidden from the portfolio.' },
  failed: { id: 'portfolioEditor.failed', defaultMessage: 'That did not work. Please try again.' },
  notFound: {
    id: 'portfolioEditor.notFound',
    defaultMessage: 'This project was not found: it may have been removed.',
  },
});

/** The project editor's form. */
export const editorMessages = defineMessages({
  newTitle: { id: 'portfolioEditor.newTitle', defaultMessage: 'New portfolio project' },
  editTitle: { id: 'portfolioEditor.editTitle', defaultMessage: 'Edit a portfolio project' },
  intro: {
    id: 'portfolioEditor.intro',
    defaultMessage:
      'Describe a project you built in one or more languages, with pictures and its team. It stays a draft until you publish it.',
  },
  back: { id: 'portfolioEditor.back', defaultMessage: 'My portfolio projects' },
  missing: {
    id: 'portfolioEditor.missing',
    defaultMessage: 'This project was not found among yours.',
  },
  about: { id: 'portfolioEditor.about', defaultMessage: 'About the project' },
  slug: { id: 'portfolioEditor.slug', defaultMessage: 'Address' },
  slugHint: {
    id: 'portfolioEditor.slugHint',
    defaultMessage:
      'Lower-case Latin letters, digits and hyphens, as in shop-app: its page is /portfolio/shop-app.',
  },
  industry: { id: 'portfolioEditor.industry', defaultMessage: 'Industry' },
  chooseIndustry: { id: 'portfolioEditor.chooseIndustry', defaultMessage: 'Choose an industry' },
  categories: defineMessage<{ max: string }>({
    id: 'portfolioEditor.categories',
    defaultMessage: 'Kind (up to {max})',
  }),
  technologies: { id: 'portfolioEditor.technologies', defaultMessage: 'Technologies' },
  technologiesHint: defineMessage<{ max: string }>({
    id: 'portfolioEditor.technologiesHint',
    defaultMessage:
      'Write a technology or pick a suggestion, then press Enter or “Add”; up to {max}. Other spellings of a known one become its name.',
  }),
  addTechnology: { id: 'portfolioEditor.addTechnology', defaultMessage: 'Add' },
  removeTechnology: defineMessage<{ skill: string }>({
    id: 'portfolioEditor.removeTechnology',
    defaultMessage: 'Remove {skill}',
  }),
  clientName: { id: 'portfolioEditor.clientName', defaultMessage: 'Client (optional)' },
  price: defineMessage<{ currency: string }>({
    id: 'portfolioEditor.price',
    defaultMessage: 'What such a project costs ({currency}, optional)',
  }),
  startedOn: { id: 'portfolioEditor.startedOn', defaultMessage: 'Started' },
  completedOn: { id: 'portfolioEditor.completedOn', defaultMessage: 'Completed' },
  noMonth: { id: 'portfolioEditor.noMonth', defaultMessage: 'Not given' },
  state: { id: 'portfolioEditor.state', defaultMessage: 'Stage' },
  forSale: {
    id: 'portfolioEditor.forSale',
    defaultMessage: 'Sell it ready-made in the marketplace (completed projects only)',
  },
  collaborating: {
    id: 'portfolioEditor.collaborating',
    defaultMessage: 'Open to collaborators who would join the team',
  },
  confidential: {
    id: 'portfolioEditor.confidential',
    defaultMessage:
      'A private project (under a non-disclosure agreement, say): never shown in the public portfolio',
  },
  shareWithEmployers: {
    id: 'portfolioEditor.shareWithEmployers',
    defaultMessage: 'Let employers of verified companies read it once our team has evaluated it',
  },
  evaluatedNotice: {
    id: 'portfolioEditor.evaluatedNotice',
    defaultMessage:
      'Our team has evaluated this project. Saving a change asks the team to evaluate it again.',
  },
  demoUrl: { id: 'portfolioEditor.demoUrl', defaultMessage: 'Demo address (optional)' },
  words: { id: 'portfolioEditor.words', defaultMessage: 'Title and description' },
  wordsHint: {
    id: 'portfolioEditor.wordsHint',
    defaultMessage:
      'Write in at least one language; a language left empty is not shown. Readers see their own language when it is written.',
  },
  wordsIn: defineMessage<{ language: string }>({
    id: 'portfolioEditor.wordsIn',
    defaultMessage: 'In {language}',
  }),
  title: { id: 'portfolioEditor.title', defaultMessage: 'Title' },
  summary: { id: 'portfolioEditor.summary', defaultMessage: 'Summary (a sentence or two)' },
  description: { id: 'portfolioEditor.description', defaultMessage: 'What it is (optional)' },
  developerNotes: {
    id: 'portfolioEditor.developerNotes',
    defaultMessage: 'Developer notes: how it was made (optional)',
  },
  challenges: {
    id: 'portfolioEditor.challenges',
    defaultMessage: 'Challenges, and how they were solved (optional)',
  },
  save: { id: 'portfolioEditor.save', defaultMessage: 'Save' },
  saveAndPublish: { id: 'portfolioEditor.saveAndPublish', defaultMessage: 'Save and publish' },
  saving: { id: 'portfolioEditor.saving', defaultMessage: 'Saving…' },
  saved: { id: 'portfolioEditor.saved', defaultMessage: 'The project is saved.' },
  fixErrors: { id: 'portfolioEditor.fixErrors', defaultMessage: 'Please correct the marked fields.' },
  waitForUploads: {
    id: 'portfolioEditor.waitForUploads',
    defaultMessage: 'Wait until the pictures have been uploaded.',
  },
  view: { id: 'portfolioEditor.view', defaultMessage: 'View its page' },
});

/** The gallery: pictures uploaded, captioned and put in order. */
export const galleryMessages = defineMessages({
  gallery: { id: 'portfolioEditor.gallery', defaultMessage: 'Gallery' },
  hint: defineMessage<{ max: string; size: string }>({
    id: 'portfolioEditor.galleryHint',
    defaultMessage:
      'Up to {max} pictures, the first of them the cover: PNG, JPEG, WebP, GIF or AVIF, at most {size} each.',
  }),
  add: { id: 'portfolioEditor.addPictures', defaultMessage: 'Add pictures' },
  uploading: { id: 'portfolioEditor.uploading', defaultMessage: 'Uploading…' },
  picture: defineMessage<{ number: string }>({
    id: 'portfolioEditor.picture',
    defaultMessage: 'Picture {number}',
  }),
  cover: { id: 'portfolioEditor.cover', defaultMessage: 'Cover' },
  caption: { id: 'portfolioEditor.caption', defaultMessage: 'Caption (optional)' },
  earlier: { id: 'portfolioEditor.earlier', defaultMessage: 'Move earlier' },
  later: { id: 'portfolioEditor.later', defaultMessage: 'Move later' },
  remove: { id: 'portfolioEditor.removePicture', defaultMessage: 'Remove' },
});

/** Why a picture could not be uploaded, by the code the upload endpoint answered (NETWORK: no answer at all). */
export const uploadErrorMessages = defineMessages({
  PAYLOAD_TOO_LARGE: defineMessage<{ name: string; size: string }>({
    id: 'portfolioEditor.uploadError.PAYLOAD_TOO_LARGE',
    defaultMessage: '{name} is too large: choose an image of at most {size}.',
  }),
  IMAGE_DIMENSIONS_TOO_LARGE: defineMessage<{ name: string }>({
    id: 'portfolioEditor.uploadError.IMAGE_DIMENSIONS_TOO_LARGE',
    defaultMessage: '{name} has too many pixels: choose a smaller image.',
  }),
  UNSUPPORTED_MEDIA_TYPE: defineMessage<{ name: string }>({
    id: 'portfolioEditor.uploadError.UNSUPPORTED_MEDIA_TYPE',
    defaultMessage: '{name} is not an image we accept: choose a PNG, JPEG, WebP, GIF or AVIF image.',
  }),
  BAD_IMAGE: defineMessage<{ name: string }>({
    id: 'portfolioEditor.uploadError.BAD_IMAGE',
    defaultMessage: '{name} is damaged and cannot be read: try another file.',
  }),
  SIGNED_OUT: defineMessage<{ name: string }>({
    id: 'portfolioEditor.uploadError.SIGNED_OUT',
    defaultMessage: 'Your session has ended: sign in again, then upload {name}.',
  }),
  FAILED: defineMessage<{ name: string }>({
    id: 'portfolioEditor.uploadError.FAILED',
    defaultMessage: '{name} could not be uploaded: check your connection and try again.',
  }),
});

/** The team: published collaborators found by name, each with the part they took. */
export const teamMessages = defineMessages({
  team: { id: 'portfolioEditor.team', defaultMessage: 'Team' },
  hint: defineMessage<{ max: string }>({
    id: 'portfolioEditor.teamHint',
    defaultMessage: 'Up to {max} collaborators who worked on it, each with the part they took.',
  }),
  find: { id: 'portfolioEditor.findMember', defaultMessage: 'Find a collaborator by name' },
  search: { id: 'portfolioEditor.searchMembers', defaultMessage: 'Search' },
  results: { id: 'portfolioEditor.memberResults', defaultMessage: 'Collaborators found' },
  noMatch: {
    id: 'portfolioEditor.noMatch',
    defaultMessage: 'No other published collaborator matches these words.',
  },
  searchFailed: {
    id: 'portfolioEditor.searchFailed',
    defaultMessage: 'The search did not work. Please try again.',
  },
  add: defineMessage<{ name: string }>({ id: 'portfolioEditor.addMember', defaultMessage: 'Add {name}' }),
  role: defineMessage<{ name: string }>({
    id: 'portfolioEditor.memberRole',
    defaultMessage: 'Part {name} took',
  }),
  remove: defineMessage<{ name: string }>({
    id: 'portfolioEditor.removeMember',
    defaultMessage: 'Remove {name}',
  }),
  empty: { id: 'portfolioEditor.noMembers', defaultMessage: 'Nobody is on the team yet.' },
});

/** A field's problem, by the code the rules (in the form or on the server) give it. */
export const projectErrorMessages = defineMessages({
  REQUIRED: { id: 'portfolioEditor.error.REQUIRED', defaultMessage: 'This field is required.' },
  SLUG_INVALID: defineMessage<{ min: string; max: string }>({
    id: 'portfolioEditor.error.SLUG_INVALID',
    defaultMessage: 'Use {min} to {max} lower-case Latin letters, digits and single hyphens.',
  }),
  SLUG_TAKEN: { id: 'portfolioEditor.error.SLUG_TAKEN', defaultMessage: 'Another project has this address.' },
  INDUSTRY_INVALID: { id: 'portfolioEditor.error.INDUSTRY_INVALID', defaultMessage: 'Choose an industry.' },
  CATEGORY_INVALID: {
    id: 'portfolioEditor.error.CATEGORY_INVALID',
    defaultMessage: 'Choose the kinds from the list.',
  },
  CATEGORY_REQUIRED: {
    id: 'portfolioEditor.error.CATEGORY_REQUIRED',
    defaultMessage: 'Choose at least one kind.',
  },
  TOO_MANY_CATEGORIES: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.TOO_MANY_CATEGORIES',
    defaultMessage: 'Choose at most {max} kinds.',
  }),
  TOO_MANY_SKILLS: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.TOO_MANY_SKILLS',
    defaultMessage: 'Name at most {max} technologies.',
  }),
  SKILL_TOO_LONG: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.SKILL_TOO_LONG',
    defaultMessage: 'A technology can have at most {max} characters.',
  }),
  CLIENT_TOO_LONG: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.CLIENT_TOO_LONG',
    defaultMessage: 'The client’s name can have at most {max} characters.',
  }),
  PRICE_INVALID: {
    id: 'portfolioEditor.error.PRICE_INVALID',
    defaultMessage: 'Give a whole, positive amount.',
  },
  MONTH_INVALID: { id: 'portfolioEditor.error.MONTH_INVALID', defaultMessage: 'Choose a month and year.' },
  END_BEFORE_START: {
    id: 'portfolioEditor.error.END_BEFORE_START',
    defaultMessage: 'It cannot be completed before it started.',
  },
  STATE_INVALID: {
    id: 'portfolioEditor.error.STATE_INVALID',
    defaultMessage: 'Choose a stage from the list.',
  },
  NOT_FOR_SALE_YET: {
    id: 'portfolioEditor.error.NOT_FOR_SALE_YET',
    defaultMessage: 'Only a completed project can be sold.',
  },
  CONFIDENTIAL_NOT_FOR_SALE: {
    id: 'portfolioEditor.error.CONFIDENTIAL_NOT_FOR_SALE',
    defaultMessage: 'A private project cannot be sold in the marketplace.',
  },
  OFFER_REQUIRED: {
    id: 'portfolioEditor.error.OFFER_REQUIRED',
    defaultMessage: 'Offer it under one licence at least, with its price.',
  },
  OFFERS_NOT_FOR_SALE: {
    id: 'portfolioEditor.error.OFFERS_NOT_FOR_SALE',
    defaultMessage: 'Only a project for sale has offers.',
  },
  TOO_MANY_OFFERS: { id: 'portfolioEditor.error.TOO_MANY_OFFERS', defaultMessage: 'One offer per licence.' },
  LICENCE_TWICE: { id: 'portfolioEditor.error.LICENCE_TWICE', defaultMessage: 'One offer per licence.' },
  LICENCE_INVALID: {
    id: 'portfolioEditor.error.LICENCE_INVALID',
    defaultMessage: 'Choose a licence from the list.',
  },
  SUPPORT_INVALID: {
    id: 'portfolioEditor.error.SUPPORT_INVALID',
    defaultMessage: 'Write a whole number of months from 0 to {max, number}.',
  },
  CREDENTIAL_TOO_LONG: {
    id: 'portfolioEditor.error.CREDENTIAL_TOO_LONG',
    defaultMessage: 'At most {max, number} characters.',
  },
  CREDENTIALS_WITHOUT_DEMO: {
    id: 'portfolioEditor.error.CREDENTIALS_WITHOUT_DEMO',
    defaultMessage: 'Give the demo’s address first.',
  },
  ONLY_CONFIDENTIAL_SHARED: {
    id: 'portfolioEditor.error.ONLY_CONFIDENTIAL_SHARED',
    defaultMessage: 'Only a private project is shared with employers this way.',
  },
  URL_INVALID: {
    id: 'portfolioEditor.error.URL_INVALID',
    defaultMessage: 'Give a full web address, starting with https://.',
  },
  TOO_MANY_PICTURES: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.TOO_MANY_PICTURES',
    defaultMessage: 'Add at most {max} pictures.',
  }),
  PICTURE_INVALID: {
    id: 'portfolioEditor.error.PICTURE_INVALID',
    defaultMessage: 'This picture is no longer available: remove it and upload it again.',
  },
  UPLOAD_INVALID: {
    id: 'portfolioEditor.error.UPLOAD_INVALID',
    defaultMessage: 'This upload was not accepted: remove the picture and upload it again.',
  },
  UPLOAD_EXPIRED: {
    id: 'portfolioEditor.error.UPLOAD_EXPIRED',
    defaultMessage: 'This upload has expired: remove the picture and upload it again.',
  },
  UPLOAD_NOT_YOURS: {
    id: 'portfolioEditor.error.UPLOAD_NOT_YOURS',
    defaultMessage: 'This upload belongs to another account: upload the picture again.',
  },
  CAPTION_TOO_LONG: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.CAPTION_TOO_LONG',
    defaultMessage: 'A caption can have at most {max} characters.',
  }),
  TOO_MANY_MEMBERS: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.TOO_MANY_MEMBERS',
    defaultMessage: 'Name at most {max} team members.',
  }),
  MEMBER_TWICE: {
    id: 'portfolioEditor.error.MEMBER_TWICE',
    defaultMessage: 'Someone is on the team twice.',
  },
  MEMBER_INVALID: {
    id: 'portfolioEditor.error.MEMBER_INVALID',
    defaultMessage: 'This collaborator’s profile is not published: remove them from the team.',
  },
  ROLE_INVALID: { id: 'portfolioEditor.error.ROLE_INVALID', defaultMessage: 'Choose a part from the list.' },
  WORDS_REQUIRED: {
    id: 'portfolioEditor.error.WORDS_REQUIRED',
    defaultMessage: 'Write a title and a summary in at least one language.',
  },
  LOCALE_TWICE: {
    id: 'portfolioEditor.error.LOCALE_TWICE',
    defaultMessage: 'Each language can be written once.',
  },
  TITLE_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'portfolioEditor.error.TITLE_TOO_SHORT',
    defaultMessage: 'The title needs at least {min} characters.',
  }),
  TITLE_TOO_LONG: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.TITLE_TOO_LONG',
    defaultMessage: 'The title can have at most {max} characters.',
  }),
  SUMMARY_TOO_LONG: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.SUMMARY_TOO_LONG',
    defaultMessage: 'The summary can have at most {max} characters.',
  }),
  DESCRIPTION_TOO_LONG: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.DESCRIPTION_TOO_LONG',
    defaultMessage: 'This text can have at most {max} characters.',
  }),
  NOTES_TOO_LONG: defineMessage<{ max: string }>({
    id: 'portfolioEditor.error.NOTES_TOO_LONG',
    defaultMessage: 'This text can have at most {max} characters.',
  }),
});

export const offersMessages = defineMessages({
  offers: { id: 'portfolioEditor.offers', defaultMessage: 'How it is sold' },
  offersHint: {
    id: 'portfolioEditor.offersHint',
    defaultMessage: 'Offer it under one licence or both, each at its price and with what the buyer receives.',
  },
  price: defineMessage<{ currency: string }>({
    id: 'portfolioEditor.offerPrice',
    defaultMessage: 'Price ({currency})',
  }),
  supportMonths: { id: 'portfolioEditor.supportMonths', defaultMessage: 'Months of support' },
  includesSource: { id: 'portfolioEditor.includesSource', defaultMessage: 'The source code is delivered' },
  includesSetup: { id: 'portfolioEditor.includesSetup', defaultMessage: 'You set it up for the buyer' },
  demoUsername: { id: 'portfolioEditor.demoUsername', defaultMessage: 'Demo user name (optional)' },
  demoPassword: { id: 'portfolioEditor.demoPassword', defaultMessage: 'Demo password (optional)' },
  demoHint: {
    id: 'portfolioEditor.demoHint',
    defaultMessage: 'Signed-in people see the demo’s sign-in beside its address; visitors do not.',
  },
});
