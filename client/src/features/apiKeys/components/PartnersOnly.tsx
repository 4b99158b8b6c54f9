import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { primaryButtonClass } from '../../../ui/buttons';
import { apiKeysMessages } from '../messages';

/** Someone who is not a partner opened the API keys page. */
export function PartnersOnly() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <p className="text-slate-700">{intl.formatMessage(apiKeysMessages.partnersOnly)}</p>
      <Link href={localePath(locale, '/panel')} className={`${primaryButtonClass} mt-4`}>
        {intl.formatMessage(apiKeysMessages.backToDashboard)}
      </Link>
    </div>
  );
}
