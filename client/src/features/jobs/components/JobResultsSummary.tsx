import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { jobsMessages } from '../messages';

/** "12 jobs found", or "1,000+ jobs found" when the server stopped counting; digits in the page's language. */
export function resultsCountText(intl: IntlShape, count: number, exact: boolean): string {
  return exact
    ? intl.formatMessage(jobsMessages.resultsCount, { count })
    : intl.formatMessage(jobsMessages.resultsCountAtLeast, { count: intl.formatNumber(count) });
}

interface JobResultsSummaryProps {
  totalCount: number;
  totalCountIsExact: boolean;
  /**
   * The search when its results are titles similar to it rather than jobs with every word. Said only when there
   * are results: the last tier the search tried can be the similar titles even when it found none.
   */
  similarTo: string | null;
}

/** The result count and how the search matched, in one live region so screen readers hear each new result. */
export function JobResultsSummary({ totalCount, totalCountIsExact, similarTo }: JobResultsSummaryProps) {
  const intl = useIntl();
  const showsSimilar = similarTo !== null && totalCount > 0;
  return (
    <div role="status" className="space-y-3">
      <p id="jobs-results" className="text-sm font-medium text-slate-600">
        {resultsCountText(intl, totalCount, totalCountIsExact)}
      </p>
      {showsSimilar ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 4h1.8v5H9.1V6zm0 6.5h1.8v1.8H9.1v-1.8z" />
          </svg>
          <span>{intl.formatMessage(jobsMessages.similarNotice, { search: similarTo })}</span>
        </p>
      ) : null}
    </div>
  );
}
