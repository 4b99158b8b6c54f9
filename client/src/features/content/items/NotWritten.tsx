import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HttpStatus } from '../../../app/httpStatus';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { PageMeta } from '../../../app/PageMeta';
import { secondaryButtonClass } from '../../../ui/buttons';
import { contentPageMessages as m } from './messages';

/**
 * A page of its own (about, services) that no admin has published in any language yet: the page exists, says so,
 * and is kept out of search engines until it has words (503, so that they come back).
 */
export function NotWritten({ title }: { title: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <HttpStatus code={503} />
      <PageMeta noindex page={title} description={intl.formatMessage(m.notWritten)} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{intl.formatMessage(m.notWritten)}</p>
      <Link to={localePath(locale, '/contact')} className={`${secondaryButtonClass} mt-6 inline-flex`}>
        {intl.formatMessage(m.contactCta)}
      </Link>
    </section>
  );
}
