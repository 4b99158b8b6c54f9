import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ResultSummary_session$key } from '../../../__generated__/ResultSummary_session.graphql';
import { resultMessages } from '../messages';

const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm break-inside-avoid print:border-slate-400 print:shadow-none';
const badge = 'mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold';

/**
 * The head of a result. An aptitude test: its one score (corrected for guessing), passed or not against the pass
 * mark, the right answers, and how it compares with others once enough have taken the test. A personality test: a
 * profile, valid or not, with no score and no pass.
 */
export function ResultSummary({ session }: { session: ResultSummary_session$key }) {
  const intl = useIntl();
  const { test, result } = useFragment(
    graphql`
      fragment ResultSummary_session on TestSession {
        test {
          passingScore
        }
        result {
          kind
          score
          passed
          validProfile
          total
          answered
          correct
          comparison {
            sampleSize
            minimumSample
            betterThan
          }
        }
      }
    `,
    session,
  );
  if (!result) return null;
  if (result.kind === 'PERSONALITY')
    return (
      <section aria-labelledby="result-score" className={card}>
        <h2 id="result-score" className="text-lg font-bold text-slate-900">
          {intl.formatMessage(resultMessages.profileTitle)}
        </h2>
        <p
          className={`${badge} ${result.validProfile ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-800'}`}
        >
          {intl.formatMessage(
            result.validProfile ? resultMessages.validProfile : resultMessages.invalidProfile,
          )}
        </p>
        <p className="mt-3 text-sm text-slate-700">{intl.formatMessage(resultMessages.profileNote)}</p>
      </section>
    );
  const pct = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const { comparison } = result;
  return (
    <section aria-labelledby="result-score" className={`${card} grid gap-6 sm:grid-cols-3`}>
      <h2 id="result-score" className="sr-only">
        {intl.formatMessage(resultMessages.score)}
      </h2>
      <div>
        <p className="text-sm text-slate-500">{intl.formatMessage(resultMessages.score)}</p>
        <p className="text-4xl font-extrabold text-slate-900 tabular-nums" data-testid="result-score">
          {pct(result.score ?? 0)}
        </p>
        <p
          className={`${badge} ${result.passed ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-800'}`}
        >
          {intl.formatMessage(result.passed ? resultMessages.passed : resultMessages.failed)}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {intl.formatMessage(resultMessages.passMark, { value: test.passingScore })}
        </p>
      </div>
      <div className="space-y-2 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          {intl.formatMessage(resultMessages.rightAnswersOf, {
            correct: result.correct,
            total: result.total,
          })}
        </p>
        <p className="text-xs text-slate-600">{intl.formatMessage(resultMessages.adjustedAptitude)}</p>
      </div>
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          {intl.formatMessage(resultMessages.answeredOf, {
            answered: result.answered,
            total: result.total,
            correct: result.correct,
          })}
        </p>
        {comparison ? (
          <p data-testid="result-comparison">
            {comparison.betterThan == null
              ? intl.formatMessage(resultMessages.comparisonTooFew, {
                  count: comparison.sampleSize,
                  minimum: comparison.minimumSample,
                })
              : intl.formatMessage(resultMessages.comparison, {
                  value: comparison.betterThan,
                  count: comparison.sampleSize,
                })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
