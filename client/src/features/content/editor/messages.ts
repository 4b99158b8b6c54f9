import { defineMessage, defineMessages } from 'react-intl';

export const editorMessages = defineMessages({
  aboutTitle: { id: 'page.aboutConfig', defaultMessage: 'About page settings' },
  developmentTitle: { id: 'page.developmentConfig', defaultMessage: 'Development services settings' },
  description: {
    id: 'content.editor.description',
    defaultMessage: 'Write this language’s words of the page, preview them, save drafts and publish.',
  },
  editing: defineMessage<{ language: string }>({
    id: 'content.editor.editing',
    defaultMessage: 'Writing in {language}',
  }),
  otherLanguages: { id: 'content.editor.otherLanguages', defaultMessage: 'Other languages' },
  notAdmin: { id: 'content.editor.notAdmin', defaultMessage: 'Only admins edit the site’s content.' },
  items: { id: 'content.editor.items', defaultMessage: 'Pages and items' },
  newItem: { id: 'content.editor.newItem', defaultMessage: 'New item' },
  kind: { id: 'content.editor.kind', defaultMessage: 'Kind' },
  slug: {
    id: 'content.editor.slug',
    defaultMessage: 'Address (lower-case Latin letters, digits and hyphens)',
  },
  service: { id: 'content.editor.service', defaultMessage: 'Service' },
  importance: { id: 'content.editor.importance', defaultMessage: 'Importance (1 to 10)' },
  position: { id: 'content.editor.position', defaultMessage: 'Order (smaller first)' },
  create: { id: 'content.editor.create', defaultMessage: 'Create' },
  created: { id: 'content.editor.created', defaultMessage: 'Item created. Write its words below.' },
  itemSettings: { id: 'content.editor.itemSettings', defaultMessage: 'Save address and order' },
  itemSaved: { id: 'content.editor.itemSaved', defaultMessage: 'Saved.' },
  relatedFeatures: { id: 'content.editor.related', defaultMessage: 'Related features' },
  unpublishedItem: { id: 'content.editor.unpublishedItem', defaultMessage: '(not published)' },
  title: { id: 'content.editor.title', defaultMessage: 'Title' },
  summary: { id: 'content.editor.summary', defaultMessage: 'Summary' },
  sections: { id: 'content.editor.sections', defaultMessage: 'Sections' },
  heading: { id: 'content.editor.heading', defaultMessage: 'Heading (optional)' },
  body: {
    id: 'content.editor.body',
    defaultMessage: 'Text (plain text; leave a blank line between paragraphs)',
  },
  claims: { id: 'content.editor.claims', defaultMessage: 'Claims' },
  claimValue: { id: 'content.editor.claimValue', defaultMessage: 'Value (e.g. 150+)' },
  claimLabel: { id: 'content.editor.claimLabel', defaultMessage: 'What it counts' },
  claimFigure: { id: 'content.editor.claimFigure', defaultMessage: 'Measured figure shown beside it' },
  noFigure: { id: 'content.editor.noFigure', defaultMessage: 'None' },
  steps: { id: 'content.editor.steps', defaultMessage: 'Steps' },
  stepTitle: { id: 'content.editor.stepTitle', defaultMessage: 'Step' },
  stepText: { id: 'content.editor.stepText', defaultMessage: 'Explanation (optional)' },
  faq: { id: 'content.editor.faq', defaultMessage: 'Questions and answers' },
  question: { id: 'content.editor.question', defaultMessage: 'Question' },
  answer: { id: 'content.editor.answer', defaultMessage: 'Answer' },
  add: { id: 'content.editor.add', defaultMessage: 'Add' },
  remove: { id: 'content.editor.remove', defaultMessage: 'Remove' },
  moveUp: { id: 'content.editor.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'content.editor.moveDown', defaultMessage: 'Move down' },
  count: defineMessage<{ count: string; max: string }>({
    id: 'content.editor.count',
    defaultMessage: '{count} of at most {max}',
  }),
  saveDraft: { id: 'content.editor.saveDraft', defaultMessage: 'Save draft' },
  saving: { id: 'content.editor.saving', defaultMessage: 'Saving…' },
  saved: { id: 'content.editor.saved', defaultMessage: 'Draft saved. Visitors see it once it is published.' },
  publish: { id: 'content.editor.publish', defaultMessage: 'Publish' },
  published: { id: 'content.editor.published', defaultMessage: 'Published: visitors read it now.' },
  unpublish: { id: 'content.editor.unpublish', defaultMessage: 'Take off the site' },
  unpublished: {
    id: 'content.editor.unpublished',
    defaultMessage: 'Taken off the site: readers of this language get another language.',
  },
  preview: { id: 'content.editor.preview', defaultMessage: 'Preview' },
  edit: { id: 'content.editor.edit', defaultMessage: 'Edit' },
  previewNote: {
    id: 'content.editor.previewNote',
    defaultMessage: 'Preview: the page as visitors will see it once this is published.',
  },
  viewPage: { id: 'content.editor.viewPage', defaultMessage: 'View the page' },
  statusPublished: defineMessage<{ date: string }>({
    id: 'content.editor.statusPublished',
    defaultMessage: 'Published version of {date}.',
  }),
  statusDraft: {
    id: 'content.editor.statusDraft',
    defaultMessage: 'The newest revision is a draft, not yet published.',
  },
  statusNone: {
    id: 'content.editor.statusNone',
    defaultMessage: 'Not published in this language: its readers get another language, and the page says so.',
  },
  revisions: { id: 'content.editor.revisions', defaultMessage: 'Revisions' },
  noRevisions: { id: 'content.editor.noRevisions', defaultMessage: 'Nothing written in this language yet.' },
  revision: defineMessage<{ title: string; date: string; author: string }>({
    id: 'content.editor.revision',
    defaultMessage: '{title}: {date}, by {author}',
  }),
  current: { id: 'content.editor.current', defaultMessage: 'published' },
  restore: { id: 'content.editor.restore', defaultMessage: 'Load into the editor' },
  publishRevision: { id: 'content.editor.publishRevision', defaultMessage: 'Publish this revision' },
  moreRevisions: { id: 'content.editor.moreRevisions', defaultMessage: 'Show older revisions' },
  unsaved: { id: 'content.editor.unsaved', defaultMessage: 'There are unsaved changes.' },
  fixProblems: {
    id: 'content.editor.fixProblems',
    defaultMessage: 'Please fix the problems shown, then try again.',
  },
  failed: { id: 'content.editor.failed', defaultMessage: 'That did not work. Please try again.' },
  slugTaken: {
    id: 'content.editor.slugTaken',
    defaultMessage: 'Another item of this kind has this address.',
  },
});

export const contentKindMessages = defineMessages({
  PAGE: { id: 'content.kind.page', defaultMessage: 'Page' },
  SERVICE: { id: 'content.kind.service', defaultMessage: 'Service' },
  ARTICLE: { id: 'content.kind.article', defaultMessage: 'Article' },
  FEATURE: { id: 'content.kind.feature', defaultMessage: 'Feature' },
  COURSE: { id: 'content.kind.course', defaultMessage: 'Course' },
});

export const figureChoiceMessages = defineMessages({
  TESTS_TAKEN: { id: 'content.figureChoice.testsTaken', defaultMessage: 'Tests taken' },
  PUBLISHED_TESTS: { id: 'content.figureChoice.publishedTests', defaultMessage: 'Published tests' },
  OPEN_JOBS: { id: 'content.figureChoice.openJobs', defaultMessage: 'Open jobs' },
});

/** What each problem code of the editor's fields says; `{max}` is the field's limit. */
export const editorProblemMessages = defineMessages({
  REQUIRED: { id: 'content.editor.problem.required', defaultMessage: 'Required.' },
  TOO_LONG: defineMessage<{ max: string }>({
    id: 'content.editor.problem.tooLong',
    defaultMessage: 'Too long: at most {max} characters.',
  }),
  TOO_MANY: defineMessage<{ max: string }>({
    id: 'content.editor.problem.tooMany',
    defaultMessage: 'Too many: at most {max}.',
  }),
  SLUG_INVALID: {
    id: 'content.editor.problem.slug',
    defaultMessage: 'Use lower-case Latin letters, digits and single hyphens.',
  },
  IMPORTANCE_INVALID: {
    id: 'content.editor.problem.importance',
    defaultMessage: 'A whole number from 1 to 10.',
  },
  SERVICE_REQUIRED: {
    id: 'content.editor.problem.service',
    defaultMessage: 'Choose the service it belongs to.',
  },
  INVALID: { id: 'content.editor.problem.invalid', defaultMessage: 'Not valid.' },
});
