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
