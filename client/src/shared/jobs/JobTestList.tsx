import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { JobTestList_job$key } from '../../__generated__/JobTestList_job.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { testCardMessages, testTypeMessages } from '../tests/messages';
import { jobTestMessages } from './messages';

interface JobTestListProps {
  job: JobTestList_job$key;
  /** For the applicant who applied: a link to each test's page, where it starts free of charge. */
  withStartLinks?: boolean;
}

/**
 * The talent tests a job asks its applicants to take: name, duration, kind, and whether each is required. Tests
 * no longer published are left out. Renders nothing for a job without tests.
 */
export function JobTestList({ job, withStartLinks = false }: JobTestListProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { tests } = useFragment(
    graphql`
      fragment JobTestList_job on Job {
        tests {
          required
          test {
            id
            slug
            title
            durationMinutes
            type
          }
        }
      }
    `,
    job,
  );
  const shown = tests.flatMap(({ required, test }) => (test ? [{ required, test }] : []));
  if (shown.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label={intl.formatMessage(jobTestMessages.title)}>
      {shown.map(({ required, test }) => (
        <li
          key={test.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
        >
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{test.title}</p>
            <p className="text-sm text-slate-600">
              {intl.formatMessage(jobTestMessages.facts, {
                kind: intl.formatMessage(testTypeMessages[test.type as keyof typeof testTypeMessages]),
                duration: intl.formatMessage(testCardMessages.minutes, { count: test.durationMinutes }),
                need: intl.formatMessage(required ? jobTestMessages.required : jobTestMessages.optional),
              })}
            </p>
          </div>
          {withStartLinks ? (
            <Link
              to={localePath(locale, `/talent-test/details/${encodeURIComponent(test.slug)}`)}
              className="rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              {intl.formatMessage(jobTestMessages.take, { title: test.title })}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
