import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { AnswerReviewTestQuery } from '../../../__generated__/AnswerReviewTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { WithTestsMessages } from '../testsMessages.testing';
import { AnswerReview } from './AnswerReview';

function TestRenderer() {
  const data = useLazyLoadQuery<AnswerReviewTestQuery>(
    graphql`
      query AnswerReviewTestQuery @relay_test_operation {
        testSession(token: "t") {
          ...AnswerReview_session
        }
      }
    `,
    {},
  );
  return data.testSession ? <AnswerReview session={data.testSession} /> : null;
}

const options = [
  { key: 'a', text: 'Forty-two' },
  { key: 'b', text: 'Seven' },
];

function renderReview(locale: Locale, practice: boolean, question: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Test: () => ({ practice }),
      TestResult: () => ({
        kind: 'APTITUDE',
        categories: [{ key: 'logic', name: 'Logic', correct: 3, wrong: 1, unanswered: 2, total: 6 }],
      }),
      TestSessionQuestion: () => ({
        position: 0,
        prompt: 'What is six times seven?',
        options,
        answerChoices: ['b'],
        answerValue: null,
        ...question,
      }),
    }),
  );
  return renderWithProviders(
    <WithTestsMessages locale={locale}>
      <Suspense>
        <TestRenderer />
      </Suspense>
    </WithTestsMessages>,
    { locale, environment },
  );
}

const withheld = { correct: null, correctChoices: null, correctValue: null, explanation: null };

describe('AnswerReview', () => {
  it('shows a test that gives certificates by category counts, with no key', async () => {
    renderReview('en', false, withheld);
    expect(await screen.findByTestId('answers-by-category')).toBeInTheDocument();
    expect(screen.getByText('6 questions: 3 right, 1 wrong, 2 not answered')).toBeInTheDocument();
    expect(screen.getByText(/its right answers are not shown/)).toBeInTheDocument();
    expect(screen.queryByText('What is six times seven?')).toBeNull();
    expect(screen.queryByText(/Right answer/)).toBeNull();
  });

  it('counts per category in Persian with Persian digits', async () => {
    renderReview('fa', false, withheld);
    expect(await screen.findByText('۶ سؤال: ۳ درست، ۱ نادرست، ۲ بی‌پاسخ')).toBeInTheDocument();
  });

  it('reviews every answer of a practice test with the right one and the explanation', async () => {
    renderReview('en', true, {
      correct: false,
      correctChoices: ['a'],
      correctValue: null,
      explanation: 'Six sevens are forty-two.',
    });
    expect(await screen.findByText('1. What is six times seven?')).toBeInTheDocument();
    expect(screen.getByText('Wrong')).toBeInTheDocument();
    expect(screen.getByText('Your answer: Seven')).toBeInTheDocument();
    expect(screen.getByText('Right answer: Forty-two')).toBeInTheDocument();
    expect(screen.getByText('Six sevens are forty-two.')).toBeInTheDocument();
    expect(screen.queryByTestId('answers-by-category')).toBeNull();
  });

  it.each([
    ['en', 'Your answer: Seven and Forty-two'],
    ['fa', 'پاسخ شما: Seven و Forty-two'],
  ] as const)('lists several chosen options as a list in the page’s language (%s)', async (locale, text) => {
    renderReview(locale, true, {
      answerChoices: ['b', 'a'],
      correct: false,
      correctChoices: ['a'],
      correctValue: null,
      explanation: null,
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
