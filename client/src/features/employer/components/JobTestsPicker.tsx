import { jobPostingLimits } from '@platform/rules/jobs';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../../ui/Checkbox';
import { testTypeMessages } from '../../../shared/tests/messages';
import { jobFormMessages } from '../messages';
import type { JobFormTest } from '../jobForm';

export interface AttachableTest {
  id: string;
  title: string;
  durationMinutes: number;
  type: string;
}

interface JobTestsPickerProps {
  tests: readonly AttachableTest[];
  value: readonly JobFormTest[];
  onChange: (value: JobFormTest[]) => void;
  error?: string | undefined;
}

/**
 * The talent tests a job asks its applicants to take: published tests (not practice ones), at most five, each
 * required or optional. They are listed on the job's page in the order they were chosen.
 */
export function JobTestsPicker({ tests, value, onChange, error }: JobTestsPickerProps) {
  const intl = useIntl();
  const chosen = new Map(value.map((test) => [test.testId, test]));
  const full = value.length >= jobPostingLimits.tests;
  const toggle = (testId: string, on: boolean) =>
    onChange(on ? [...value, { testId, required: true }] : value.filter((test) => test.testId !== testId));
  const setRequired = (testId: string, required: boolean) =>
    onChange(value.map((test) => (test.testId === testId ? { ...test, required } : test)));
  return (
    <fieldset className="space-y-3 md:col-span-2" aria-describedby="job-form-tests-hint">
      <legend className="sr-only">{intl.formatMessage(jobFormMessages.tests)}</legend>
      <p id="job-form-tests-hint" className="text-sm text-slate-600">
        {intl.formatMessage(jobFormMessages.testsHint, { max: intl.formatNumber(jobPostingLimits.tests) })}
      </p>
      {tests.length === 0 ? (
        <p className="text-sm text-slate-600">{intl.formatMessage(jobFormMessages.noTests)}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {tests.map((test) => {
            const picked = chosen.get(test.id);
            return (
              <li key={test.id} className="space-y-2 rounded-xl border border-slate-200 p-3">
                <Checkbox
                  isSelected={!!picked}
                  isDisabled={!picked && full}
                  onChange={(on) => toggle(test.id, on)}
                >
                  <span>
                    {test.title}
                    <span className="block text-xs font-normal text-slate-500">
                      {intl.formatMessage(jobFormMessages.testFacts, {
                        kind: intl.formatMessage(
                          testTypeMessages[test.type as keyof typeof testTypeMessages],
                        ),
                        duration: intl.formatMessage(jobFormMessages.testMinutes, {
                          count: test.durationMinutes,
                        }),
                      })}
                    </span>
                  </span>
                </Checkbox>
                {picked ? (
                  <div className="ps-7">
                    <Checkbox
                      isSelected={picked.required}
                      onChange={(required) => setRequired(test.id, required)}
                    >
                      {intl.formatMessage(jobFormMessages.testRequired)}
                    </Checkbox>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
