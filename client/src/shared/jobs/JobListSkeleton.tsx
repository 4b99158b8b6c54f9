import { useIntl } from 'react-intl';
import { jobCardMessages } from './messages';

export function JobListSkeleton({ count = 6 }: { count?: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">{intl.formatMessage(jobCardMessages.loadingJobs)}</span>
      <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="flex gap-2">
              <div className="h-6 w-16 animate-pulse rounded-full bg-slate-100" />
              <div className="h-6 w-16 animate-pulse rounded-full bg-slate-100" />
            </div>
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
