import { defineMessage, defineMessages } from 'react-intl';

export const testAdminMessages = defineMessages({
  title: { id: 'testAdmin.title', defaultMessage: 'Tests and items' },
  intro: {
    id: 'testAdmin.intro',
    defaultMessage: 'Every test in any status. Open one to change its settings and write its items.',
  },
  adminsOnly: { id: 'testAdmin.adminsOnly', defaultMessage: 'Only admins can write tests.' },
  empty: { id: 'testAdmin.empty', defaultMessage: 'There are no tests yet.' },
  newTest: { id: 'testAdmin.newTest', defaultMessage: 'New test' },
  newTestTitle: { id: 'testAdmin.newTestTitle', defaultMessage: 'A new test' },
  columnTest: { id: 'testAdmin.columnTest', defaultMessage: 'Test' },
  columnStatus: { id: 'testAdmin.columnStatus', defaultMessage: 'Status' },
  columnType: { id: 'testAdmin.columnType', defaultMessage: 'Type' },
  columnQuestions: { id: 'testAdmin.columnQuestions', defaultMessage: 'Questions per session' },
  shown: defineMessage<{ shown: number; total: number }>({
    id: 'testAdmin.shown',
    defaultMessage: '{shown, plural, one {# test} other {# tests}} of {total, number}',
  }),
  nextPage: { id: 'testAdmin.nextPage', defaultMessage: 'Next page' },
  backToList: { id: 'testAdmin.backToList', defaultMessage: 'All tests' },
  notFound: { id: 'testAdmin.notFound', defaultMessage: 'There is no test at this address.' },
  settings: { id: 'testAdmin.settings', defaultMessage: 'Settings' },
  settingsOf: defineMessage<{ title: string }>({
    id: 'testAdmin.settingsOf',
    defaultMessage: 'Settings: {title}',
  }),
  backToItems: { id: 'testAdmin.backToItems', defaultMessage: 'The test’s items' },
  items: { id: 'testAdmin.items', defaultMessage: 'Items' },
  bankSummary: defineMessage<{ count: number; active: number }>({
    id: 'testAdmin.bankSummary',
    defaultMessage: '{count, plural, one {# item} other {# items}} in the bank, {active, number} drawn',
  }),
  newItem: { id: 'testAdmin.newItem', defaultMessage: 'New item' },
  editItem: defineMessage<{ key: string }>({ id: 'testAdmin.editItem', defaultMessage: 'Item {key}' }),
  save: { id: 'testAdmin.save', defaultMessage: 'Save' },
  saving: { id: 'testAdmin.saving', defaultMessage: 'Saving…' },
  saved: { id: 'testAdmin.saved', defaultMessage: 'Saved.' },
  savedVersion: defineMessage<{ version: number }>({
    id: 'testAdmin.savedVersion',
    defaultMessage: 'Saved as version {version, number}.',
  }),
  retire: { id: 'testAdmin.retire', defaultMessage: 'Retire' },
  restore: { id: 'testAdmin.restore', defaultMessage: 'Draw again' },
  retired: { id: 'testAdmin.retired', defaultMessage: 'Retired' },
  sampleBadge: { id: 'testAdmin.sampleBadge', defaultMessage: 'Sample' },
  failed: { id: 'testAdmin.failed', defaultMessage: 'It could not be saved. Check the fields marked.' },
  versionRule: {
    id: 'testAdmin.versionRule',
    defaultMessage:
      'A changed text, option or answer is saved as a new version; sessions that drew the item keep the version they drew, and their results never change.',
  },
  // Settings
  slug: { id: 'testAdmin.slug', defaultMessage: 'Address (slug)' },
  slugHint: {
    id: 'testAdmin.slugHint',
    defaultMessage: 'Latin lower-case letters, digits and hyphens: logical-reasoning',
  },
  type: { id: 'testAdmin.type', defaultMessage: 'Type' },
  status: { id: 'testAdmin.status', defaultMessage: 'Status' },
  testTitle: { id: 'testAdmin.testTitle', defaultMessage: 'Title' },
  summary: { id: 'testAdmin.summary', defaultMessage: 'Summary' },
  description: { id: 'testAdmin.description', defaultMessage: 'Description' },
  categories: { id: 'testAdmin.categories', defaultMessage: 'Categories' },
  categoriesHint: {
    id: 'testAdmin.categoriesHint',
    defaultMessage: 'Results are reported by category (for personality tests, by trait).',
  },
  categoryKey: { id: 'testAdmin.categoryKey', defaultMessage: 'Key' },
  categoryName: { id: 'testAdmin.categoryName', defaultMessage: 'Name' },
  categoryAdvice: { id: 'testAdmin.categoryAdvice', defaultMessage: 'Advice for a low result' },
  addCategory: { id: 'testAdmin.addCategory', defaultMessage: 'Add a category' },
  removeCategory: { id: 'testAdmin.removeCategory', defaultMessage: 'Remove the category' },
  questionsCount: { id: 'testAdmin.questionsCount', defaultMessage: 'Questions per session' },
  durationMinutes: { id: 'testAdmin.durationMinutes', defaultMessage: 'Duration (minutes)' },
  passingScore: { id: 'testAdmin.passingScore', defaultMessage: 'Pass mark (percent)' },
  originalPriceRials: { id: 'testAdmin.originalPriceRials', defaultMessage: 'Price before discount (rials)' },
  priceRials: { id: 'testAdmin.priceRials', defaultMessage: 'Price (rials; 0 is free)' },
  reportDelayHours: { id: 'testAdmin.reportDelayHours', defaultMessage: 'Report sent within (hours)' },
  maxAttempts: { id: 'testAdmin.maxAttempts', defaultMessage: 'Attempts per person (empty: no limit)' },
  cooldownHours: { id: 'testAdmin.cooldownHours', defaultMessage: 'Hours between attempts' },
  practice: { id: 'testAdmin.practice', defaultMessage: 'Practice test' },
  practiceHint: {
    id: 'testAdmin.practiceHint',
    defaultMessage:
      'Takers review every answer with the right one, and the test gives no certificate. This cannot change once anyone has taken the test.',
  },
  features: { id: 'testAdmin.features', defaultMessage: 'Features' },
  featuresHint: {
    id: 'testAdmin.featuresHint',
    defaultMessage: 'What a taker gets, listed on the test’s page in this order.',
  },
  feature: defineMessage<{ number: number }>({
    id: 'testAdmin.feature',
    defaultMessage: 'Feature {number, number}',
  }),
  addFeature: { id: 'testAdmin.addFeature', defaultMessage: 'Add a feature' },
  faq: { id: 'testAdmin.faq', defaultMessage: 'Questions about the test' },
  faqHint: {
    id: 'testAdmin.faqHint',
    defaultMessage: 'Questions and their answers, shown on the test’s page in this order.',
  },
  faqEntry: defineMessage<{ number: number }>({
    id: 'testAdmin.faqEntry',
    defaultMessage: 'Question and answer {number, number}',
  }),
  faqQuestion: { id: 'testAdmin.faqQuestion', defaultMessage: 'Question' },
  faqAnswer: { id: 'testAdmin.faqAnswer', defaultMessage: 'Answer' },
  addFaq: { id: 'testAdmin.addFaq', defaultMessage: 'Add a question' },
  topics: { id: 'testAdmin.topics', defaultMessage: 'Topics' },
  topicsHint: {
    id: 'testAdmin.topicsHint',
    defaultMessage:
      'Keys in Latin lower-case letters, digits, - and _. The topic ethical_decision_making presents the test as one of ethics.',
  },
  topic: defineMessage<{ number: number }>({
    id: 'testAdmin.topic',
    defaultMessage: 'Topic {number, number}',
  }),
  addTopic: { id: 'testAdmin.addTopic', defaultMessage: 'Add a topic' },
  listCount: defineMessage<{ count: number; max: number }>({
    id: 'testAdmin.listCount',
    defaultMessage: '{count, number} of at most {max, number}',
  }),
  moveUp: defineMessage<{ entry: string }>({ id: 'testAdmin.moveUp', defaultMessage: 'Move {entry} up' }),
  moveDown: defineMessage<{ entry: string }>({
    id: 'testAdmin.moveDown',
    defaultMessage: 'Move {entry} down',
  }),
  removeEntry: defineMessage<{ entry: string }>({
    id: 'testAdmin.removeEntry',
    defaultMessage: 'Remove {entry}',
  }),
  skills: { id: 'testAdmin.skills', defaultMessage: 'Skills' },
  skillsHint: {
    id: 'testAdmin.skillsHint',
    defaultMessage: 'The skills items measure, by the key an item names, with their names for the results.',
  },
  skillName: { id: 'testAdmin.skillName', defaultMessage: 'Skill name' },
  addSkill: { id: 'testAdmin.addSkill', defaultMessage: 'Add a skill' },
  removeSkill: { id: 'testAdmin.removeSkill', defaultMessage: 'Remove the skill' },
  careers: { id: 'testAdmin.careers', defaultMessage: 'Careers' },
  careersHint: {
    id: 'testAdmin.careersHint',
    defaultMessage:
      'A career’s match is the weighted mean of the taker’s category percentages; a negative weight suits people low in that category. An empty weight leaves the category out.',
  },
  careerName: { id: 'testAdmin.careerName', defaultMessage: 'Career name' },
  careerWeight: defineMessage<{ category: string }>({
    id: 'testAdmin.careerWeight',
    defaultMessage: 'Weight of {category} (−10 to 10)',
  }),
  addCareer: { id: 'testAdmin.addCareer', defaultMessage: 'Add a career' },
  removeCareer: { id: 'testAdmin.removeCareer', defaultMessage: 'Remove the career' },
  createTest: { id: 'testAdmin.createTest', defaultMessage: 'Create the test' },
  // Items
  key: { id: 'testAdmin.key', defaultMessage: 'Key' },
  keyHint: {
    id: 'testAdmin.keyHint',
    defaultMessage: 'Latin lower-case letters, digits, - and _: logic-07. It cannot be changed later.',
  },
  kind: { id: 'testAdmin.kind', defaultMessage: 'Kind' },
  difficulty: { id: 'testAdmin.difficulty', defaultMessage: 'Difficulty' },
  category: { id: 'testAdmin.category', defaultMessage: 'Category' },
  skill: { id: 'testAdmin.skill', defaultMessage: 'Skill' },
  trait: { id: 'testAdmin.trait', defaultMessage: 'Trait' },
  reverseKeyed: {
    id: 'testAdmin.reverseKeyed',
    defaultMessage: 'Reverse-keyed (agreeing means less of the trait)',
  },
  pairKey: { id: 'testAdmin.pairKey', defaultMessage: 'Pair key (optional)' },
  pairKeyHint: {
    id: 'testAdmin.pairKeyHint',
    defaultMessage: 'Two items with the same pair key are drawn together and checked for consistency.',
  },
  sample: { id: 'testAdmin.sample', defaultMessage: 'A sample on the test’s page (never drawn)' },
  active: { id: 'testAdmin.active', defaultMessage: 'Drawn into sessions' },
  prompt: { id: 'testAdmin.prompt', defaultMessage: 'Question' },
  options: { id: 'testAdmin.options', defaultMessage: 'Options' },
  option: defineMessage<{ key: string }>({ id: 'testAdmin.option', defaultMessage: 'Option {key}' }),
  rightOption: defineMessage<{ key: string }>({
    id: 'testAdmin.rightOption',
    defaultMessage: 'Option {key} is right',
  }),
  addOption: { id: 'testAdmin.addOption', defaultMessage: 'Add an option' },
  removeOption: { id: 'testAdmin.removeOption', defaultMessage: 'Remove the last option' },
  numericValue: { id: 'testAdmin.numericValue', defaultMessage: 'Right value' },
  numericTolerance: { id: 'testAdmin.numericTolerance', defaultMessage: 'Tolerance (0: exact)' },
  explanation: { id: 'testAdmin.explanation', defaultMessage: 'Explanation (optional)' },
  preview: { id: 'testAdmin.preview', defaultMessage: 'Preview' },
  previewHint: { id: 'testAdmin.previewHint', defaultMessage: 'The item as a taker sees it.' },
  previewEmpty: { id: 'testAdmin.previewEmpty', defaultMessage: 'The question’s text appears here.' },
  // Statistics
  statistics: { id: 'testAdmin.statistics', defaultMessage: 'Item statistics' },
  statisticsIntro: defineMessage<{ sessions: number; min: number }>({
    id: 'testAdmin.statisticsIntro',
    defaultMessage:
      'From {sessions, plural, =0 {no finished session yet} one {# finished session} other {the latest # finished sessions}}. Difficulty p is right ÷ answered; discrimination is the correlation of the item with the rest of the session, shown from {min, number} sessions on.',
  }),
  columnKey: { id: 'testAdmin.columnKey', defaultMessage: 'Item' },
  columnAbout: { id: 'testAdmin.columnAbout', defaultMessage: 'Category, kind and difficulty' },
  columnDrawn: { id: 'testAdmin.columnDrawn', defaultMessage: 'Drawn' },
  columnAnswered: { id: 'testAdmin.columnAnswered', defaultMessage: 'Answered' },
  columnRight: { id: 'testAdmin.columnRight', defaultMessage: 'Right' },
  columnDifficulty: { id: 'testAdmin.columnDifficulty', defaultMessage: 'Difficulty p' },
  columnDiscrimination: { id: 'testAdmin.columnDiscrimination', defaultMessage: 'Discrimination' },
  notShown: { id: 'testAdmin.notShown', defaultMessage: '—' },
});

/** The three languages of every text, as the editor labels them. */
export const languageMessages = defineMessages({
  fa: { id: 'testAdmin.language.fa', defaultMessage: 'Persian' },
  en: { id: 'testAdmin.language.en', defaultMessage: 'English' },
  az: { id: 'testAdmin.language.az', defaultMessage: 'Azerbaijani' },
});

export const statusMessages = defineMessages({
  DRAFT: { id: 'testAdmin.status.draft', defaultMessage: 'Draft' },
  ACTIVE: { id: 'testAdmin.status.active', defaultMessage: 'Active' },
  ARCHIVED: { id: 'testAdmin.status.archived', defaultMessage: 'Archived' },
});

export const typeMessages = defineMessages({
  ALGORITHMIC_THINKING: { id: 'testAdmin.type.algorithmic', defaultMessage: 'Algorithmic thinking' },
  LOGICAL_REASONING: { id: 'testAdmin.type.logical', defaultMessage: 'Logical reasoning' },
  PROBLEM_SOLVING: { id: 'testAdmin.type.problemSolving', defaultMessage: 'Problem solving' },
  PERSONALITY_COGNITIVE: { id: 'testAdmin.type.personality', defaultMessage: 'Personality' },
});

export const kindMessages = defineMessages({
  SINGLE_CHOICE: { id: 'testAdmin.kind.single', defaultMessage: 'One right option' },
  MULTIPLE_CHOICE: { id: 'testAdmin.kind.multiple', defaultMessage: 'Several right options' },
  NUMERIC: { id: 'testAdmin.kind.numeric', defaultMessage: 'A number' },
  AGREEMENT_SCALE: { id: 'testAdmin.kind.scale', defaultMessage: 'Agreement scale (personality)' },
});

export const difficultyMessages = defineMessages({
  EASY: { id: 'testAdmin.difficulty.easy', defaultMessage: 'Easy' },
  MEDIUM: { id: 'testAdmin.difficulty.medium', defaultMessage: 'Medium' },
  HARD: { id: 'testAdmin.difficulty.hard', defaultMessage: 'Hard' },
});

/** The server's field codes for tests and items, in the user's language. */
export const problemMessages = defineMessages({
  REQUIRED: { id: 'testAdmin.problem.required', defaultMessage: 'Write this in every language.' },
  TOO_LONG: { id: 'testAdmin.problem.tooLong', defaultMessage: 'This is too long.' },
  KEY_INVALID: {
    id: 'testAdmin.problem.keyInvalid',
    defaultMessage: 'Use Latin lower-case letters, digits, - and _ (40 at most).',
  },
  SLUG_INVALID: {
    id: 'testAdmin.problem.slugInvalid',
    defaultMessage: 'Use Latin lower-case letters, digits and single hyphens (80 at most).',
  },
  SLUG_TAKEN: { id: 'testAdmin.problem.slugTaken', defaultMessage: 'Another test has this address.' },
  PRACTICE_FIXED: {
    id: 'testAdmin.problem.practiceFixed',
    defaultMessage: 'The test has been taken, so whether it is a practice test can no longer change.',
  },
  NUMBER_INVALID: {
    id: 'testAdmin.problem.numberInvalid',
    defaultMessage: 'Enter a number in the allowed range.',
  },
  PRICE_ABOVE_ORIGINAL: {
    id: 'testAdmin.problem.priceAboveOriginal',
    defaultMessage: 'The price cannot be more than the price before discount.',
  },
  CATEGORY_UNKNOWN: {
    id: 'testAdmin.problem.categoryUnknown',
    defaultMessage: 'Choose one of the test’s categories.',
  },
  CATEGORY_REQUIRED: { id: 'testAdmin.problem.categoryRequired', defaultMessage: 'A test needs a category.' },
  DUPLICATE_KEY: {
    id: 'testAdmin.problem.duplicateKey',
    defaultMessage: 'Two entries have the same key.',
  },
  TOO_MANY_ITEMS: { id: 'testAdmin.problem.tooMany', defaultMessage: 'There are too many of these.' },
  OPTIONS_INVALID: {
    id: 'testAdmin.problem.optionsInvalid',
    defaultMessage: 'A choice question needs two options or more, each with its own key.',
  },
  CORRECT_INVALID: {
    id: 'testAdmin.problem.correctInvalid',
    defaultMessage: 'Mark the right answer (exactly one for a question with one right option).',
  },
  KIND_FIXED: {
    id: 'testAdmin.problem.kindFixed',
    defaultMessage: 'An item’s kind cannot change; write a new item.',
  },
  BANK_FULL: { id: 'testAdmin.problem.bankFull', defaultMessage: 'The bank is full (200 items).' },
  NOT_FOUND: { id: 'testAdmin.problem.notFound', defaultMessage: 'The test is gone.' },
});
