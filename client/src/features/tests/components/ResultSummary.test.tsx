import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ResultSummaryTestQuery } from '../../../__generated__/ResultSummaryTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { WithTestsMessages } from '../testsMessages.testing';
import { ResultSummary } from './ResultSummary';

function TestRenderer() {
  const data = useLazyLoadQuery<ResultSummaryTestQuery>(
    graphql`
      query ResultSummaryTestQuery @relay_test_operation {
        testSession(token: "t") {
          ...ResultSummary_session
        }
      }
    `,
    {},
  );
  return data.testSession ? <ResultSummary session={data.testSession} /> : null;
}

function renderSummary(locale: Locale, result: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Test: () => ({ passingScore: 50 }),
      TestResult: () => ({
        kind: 'APTITUDE',
        score: 44.4,
        passed: false,
        validProfile: null,
        total: 18,
        answered: 12,
        correct: 9,
        ...result,
      }),
      TestResultComparison: () => result.comparison,
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

describe('ResultSummary', () => {
  it("shows the test's one score, not passed below the pass mark, and the right answers apart", async () => {
    renderSummary('en', { comparison: { sampleSize: 12, minimumSample: 30, betterThan: null } });
    expect(await screen.findByTestId('result-score')).toHaveTextContent('44.4%');
    expect(screen.getByText('Not passed')).toBeInTheDocument();
    expect(screen.getByText('Pass mark: 50%')).toBeInTheDocument();
    expect(screen.getByText('Right answers: 9 of 18')).toBeInTheDocument();
    expect(screen.getByTestId('result-comparison')).toHaveTextContent(
      'Too few results yet for a comparison: 12 people have taken this test, and a comparison needs 30.',
    );
  });

  it('compares with others once enough have taken the test, in Persian digits', async () => {
    renderSummary('fa', {
      score: 80,
      passed: true,
      comparison: { sampleSize: 31, minimumSample: 30, betterThan: 74.2 },
    });
    expect(await screen.findByTestId('result-score')).toHaveTextContent('۸۰٪');
    expect(screen.getByText('قبول')).toBeInTheDocument();
    expect(screen.getByTestId('result-comparison')).toHaveTextContent(
      'بهتر از ۷۴٫۲٪ از ۳۱ نفر که در این آزمون شرکت کرده‌اند.',
    );
  });

  it('shows a personality profile without a score, a pass mark or a comparison', async () => {
    renderSummary('en', {
      kind: 'PERSONALITY',
      score: null,
      passed: null,
      validProfile: true,
      comparison: null,
    });
    expect(await screen.findByText('Personality profile')).toBeInTheDocument();
    expect(screen.getByText('Valid profile')).toBeInTheDocument();
    expect(screen.queryByTestId('result-score')).toBeNull();
    expect(screen.queryByText(/Pass mark/)).toBeNull();
    expect(screen.queryByText(/Passed|Not passed/)).toBeNull();
    expect(screen.queryByTestId('result-comparison')).toBeNull();
  });
});
