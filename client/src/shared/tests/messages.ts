import { defineMessage, defineMessages } from 'react-intl';

/** The test types' names. */
export const testTypeMessages = defineMessages({
  ALGORITHMIC_THINKING: { id: 'tests.type.algorithmicThinking', defaultMessage: 'Algorithmic thinking' },
  LOGICAL_REASONING: { id: 'tests.type.logicalReasoning', defaultMessage: 'Logical reasoning' },
  PROBLEM_SOLVING: { id: 'tests.type.problemSolving', defaultMessage: 'Problem solving' },
  PERSONALITY_COGNITIVE: {
    id: 'tests.type.personalityCognitive',
    defaultMessage: 'Personality and cognition',
  },
});

/** What a test card and a test's price say. */
export const testCardMessages = defineMessages({
  questions: defineMessage<{ count: number }>({
    id: 'tests.card.questions',
    defaultMessage: '{count, plural, one {# question} other {# questions}}',
  }),
  minutes: defineMessage<{ count: number }>({
    id: 'tests.card.minutes',
    defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
  }),
  participants: defineMessage<{ count: number }>({
    id: 'tests.card.participants',
    defaultMessage:
      '{count, plural, =0 {No one has taken it yet} one {# participant} other {# participants}}',
  }),
  free: { id: 'tests.card.free', defaultMessage: 'Free' },
  discount: defineMessage<{ percent: number }>({
    id: 'tests.card.discount',
    defaultMessage: '{percent, number}% off',
  }),
  originalPrice: { id: 'tests.card.originalPrice', defaultMessage: 'Original price' },
  details: { id: 'tests.card.details', defaultMessage: 'Details' },
  ethics: { id: 'tests.card.ethics', defaultMessage: 'Ethical decision making' },
});

/** The words of a question's answer form (the session page's, and the admins' preview of an item). */
export const questionInputMessages = defineMessages({
  numericLabel: { id: 'tests.session.numericLabel', defaultMessage: 'Your answer (a number)' },
  numericSave: { id: 'tests.session.numericSave', defaultMessage: 'Save answer' },
  chooseAll: { id: 'tests.session.chooseAll', defaultMessage: 'Choose every answer that is right.' },
  chooseOne: { id: 'tests.session.chooseOne', defaultMessage: 'Choose one answer.' },
  scaleHint: { id: 'tests.session.scaleHint', defaultMessage: 'How much do you agree?' },
});

/** The 7-point agreement scale's points. */
export const scaleMessages = defineMessages({
  1: { id: 'tests.scale.1', defaultMessage: 'Strongly disagree' },
  2: { id: 'tests.scale.2', defaultMessage: 'Disagree' },
  3: { id: 'tests.scale.3', defaultMessage: 'Somewhat disagree' },
  4: { id: 'tests.scale.4', defaultMessage: 'Neutral' },
  5: { id: 'tests.scale.5', defaultMessage: 'Somewhat agree' },
  6: { id: 'tests.scale.6', defaultMessage: 'Agree' },
  7: { id: 'tests.scale.7', defaultMessage: 'Strongly agree' },
});
