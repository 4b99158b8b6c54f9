import { useIntl } from 'react-intl';
import { jobStatusMessages } from '../messages';

const STYLES: Record<keyof typeof jobStatusMessages, string> = {
  DRAFT: 'bg-slate-100 text-slate-800',
  PUBLISHED: 'bg-teal-50 text-teal-800',
  CLOSED: 'bg-red-50 text-red-800',
  EXPIRED: 'bg-amber-50 text-amber-900',
};

/** A job's state as its employer thinks of it: a published job past its deadline (and not permanent) is expired. */
export function jobState(job: {
  status: string;
  isExpired: boolean;
  permanent: boolean;
}): keyof typeof jobStatusMessages {
  if (job.status === 'PUBLISHED') return job.isExpired && !job.permanent ? 'EXPIRED' : 'PUBLISHED';
  return job.status === 'DRAFT' ? 'DRAFT' : 'CLOSED';
}

export function JobStatusBadge({ state }: { state: keyof typeof jobStatusMessages }) {
  const intl = useIntl();
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STYLES[state]}`}>
      {intl.formatMessage(jobStatusMessages[state])}
    </span>
  );
}
