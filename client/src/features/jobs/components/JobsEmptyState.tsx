import { useIntl } from 'react-intl';
import { jobsMessages } from '../messages';

export function JobsEmptyState() {
  const intl = useIntl();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-10 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M9 6V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v1m-11 0h16a1 1 0 0 1 1 1v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a1 1 0 0 1 1-1z" />
      </svg>
      <h2 className="mt-4 text-lg font-semibold text-slate-800">
        {intl.formatMessage(jobsMessages.emptyTitle)}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{intl.formatMessage(jobsMessages.emptyMessage)}</p>
    </div>
  );
}
