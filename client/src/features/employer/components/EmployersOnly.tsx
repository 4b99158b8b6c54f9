import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { primaryButtonClass } from '../../../ui/buttons';
import { myJobsMessages } from '../messages';

/** A job seeker who opened an employer page. */
export function EmployersOnly() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <p className="text-slate-700">{intl.formatMessage(myJobsMessages.employersOnly)}</p>
      <Link href={localePath(locale, '/jobs')} className={`${primaryButtonClass} mt-4`}>
        {intl.formatMessage(myJobsMessages.browseJobs)}
      </Link>
    </div>
  );
}
