import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApplicationStatusFilter_job$key } from '../../../__generated__/ApplicationStatusFilter_job.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { applicationStatusMessages } from '../../../shared/jobs/messages';
import { APPLICATION_STATUSES, type ApplicationStatusValue } from '../applicationFilter';
import { reviewMessages } from '../messages';

/** All, or one status at a time, each with its count; a link, so the filter is in the address. */
export function ApplicationStatusFilter({
  job,
  selected,
}: {
  job: ApplicationStatusFilter_job$key;
  selected: ApplicationStatusValue | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ApplicationStatusFilter_job on Job {
        slug
        all: applications {
          totalCount
        }
        SUBMITTED: applications(statuses: [SUBMITTED]) {
          totalCount
        }
        REVIEWED: applications(statuses: [REVIEWED]) {
          totalCount
        }
        APPROVED: applications(statuses: [APPROVED]) {
          totalCount
        }
        REJECTED: applications(statuses: [REJECTED]) {
          totalCount
        }
        HIRED: applications(statuses: [HIRED]) {
          totalCount
        }
      }
    `,
    job,
  );
  const base = localePath(locale, `/panel/jobs/${encodeURIComponent(data.slug)}/applications`);
  const counts: Record<ApplicationStatusValue, number | undefined> = {
    SUBMITTED: data.SUBMITTED?.totalCount,
    REVIEWED: data.REVIEWED?.totalCount,
    APPROVED: data.APPROVED?.totalCount,
    REJECTED: data.REJECTED?.totalCount,
    HIRED: data.HIRED?.totalCount,
  };
  const options = [
    { status: null, label: intl.formatMessage(reviewMessages.all), count: data.all?.totalCount },
    ...APPLICATION_STATUSES.map((status) => ({
      status,
      label: intl.formatMessage(applicationStatusMessages[status]),
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label={intl.formatMessage(reviewMessages.filter)}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ status, label, count }) => {
          const current = status === selected;
          return (
            <li key={status ?? 'all'}>
              <Link
                href={status ? `${base}?status=${status}` : base}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${
                  current
                    ? 'bg-teal-700 text-white ring-teal-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:ring-teal-600'
                }`}
              >
                {count == null
                  ? label
                  : intl.formatMessage(reviewMessages.labelWithCount, {
                      label,
                      count: intl.formatNumber(count),
                    })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
