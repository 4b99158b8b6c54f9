import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { useLocation } from 'react-router';
import { jobsMessages } from '../messages';

export function JobsEmptyState({ filtered = false }: { filtered?: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
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
        {intl.formatMessage(filtered ? jobsMessages.noMatchTitle : jobsMessages.emptyTitle)}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {intl.formatMessage(filtered ? jobsMessages.noMatchMessage : jobsMessages.emptyMessage)}
      </p>
      {filtered ? (
        <Link
          href={pathname}
          routerOptions={{ replace: true }}
          className="mt-6 inline-block rounded-lg border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {intl.formatMessage(jobsMessages.clearFilters)}
        </Link>
      ) : null}
    </div>
  );
}
