import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApplicationTestResults_application$key } from '../../../__generated__/ApplicationTestResults_application.graphql';
import { testResultMessages } from '../messages';

const RISK_STYLES: Record<string, string> = {
  LOW: 'bg-teal-50 text-teal-800',
  MEDIUM: 'bg-amber-50 text-amber-900',
  HIGH: 'bg-red-50 text-red-800',
};

interface ApplicationTestResultsProps {
  application: ApplicationTestResults_application$key;
  /** The job's tests, in their order: results are listed in that order, by these names. */
  tests: readonly { id: string; title: string }[];
}

/**
 * The applicant's results of the job's tests, beside their application: the score (adjusted for guessing), band,
 * consistency and integrity level, or a personality profile's validity; "not taken yet" until taken. Only the
 * job's employer gets them, and only when the applicant agreed to share them.
 */
export function ApplicationTestResults({ application, tests }: ApplicationTestResultsProps) {
  const intl = useIntl();
  const { testResults } = useFragment(
    graphql`
      fragment ApplicationTestResults_application on JobApplication {
        testResults {
          testId
          state
          score
          band
          passed
          consistency
          integrityRisk
          validProfile
        }
      }
    `,
    application,
  );
  if (!testResults) {
    return <p className="text-sm text-slate-600">{intl.formatMessage(testResultMessages.notShared)}</p>;
  }
  // The job's tests that are still published, each with its result.
  const results = tests.flatMap((test) => {
    const result = testResults.find((r) => r.testId === test.id);
    return result ? [{ ...result, test }] : [];
  });
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <ul className="space-y-2">
      {results.map((r) => (
        <li
          key={r.test.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-3 py-2 text-sm"
        >
          <span className="font-semibold text-slate-900">{r.test.title}</span>
          {r.state !== 'SCORED' ? (
            <span className="text-slate-600">
              {intl.formatMessage(
                r.state === 'IN_PROGRESS' ? testResultMessages.inProgress : testResultMessages.notTaken,
              )}
            </span>
          ) : (
            <>
              {r.score != null ? (
                <span data-score className="font-bold text-slate-900">
                  {intl.formatMessage(testResultMessages.score, { score: percent(r.score) })}
                </span>
              ) : (
                <span className="font-semibold text-slate-800">
                  {intl.formatMessage(
                    r.validProfile ? testResultMessages.profileValid : testResultMessages.profileNotValid,
                  )}
                </span>
              )}
              {r.band ? (
                <span className="text-slate-700">
                  {intl.formatMessage(testResultMessages.band, {
                    band: r.band
                      .split('-')
                      .map((n) => intl.formatNumber(Number(n)))
                      .join('–'),
                  })}
                </span>
              ) : null}
              {r.passed != null ? (
                <span className="text-slate-700">
                  {intl.formatMessage(r.passed ? testResultMessages.passed : testResultMessages.notPassed)}
                </span>
              ) : null}
              <span className="text-slate-700">
                {r.consistency == null
                  ? intl.formatMessage(testResultMessages.consistencyUnknown)
                  : intl.formatMessage(testResultMessages.consistency, { value: percent(r.consistency) })}
              </span>
              {r.integrityRisk ? (
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${RISK_STYLES[r.integrityRisk] ?? ''}`}
                >
                  {intl.formatMessage(
                    testResultMessages[
                      r.integrityRisk === 'HIGH'
                        ? 'integrityHigh'
                        : r.integrityRisk === 'MEDIUM'
                          ? 'integrityMedium'
                          : 'integrityLow'
                    ],
                  )}
                </span>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
