import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocale } from './LocaleContext';
import { Link } from 'react-router';
import { localePath } from './locale';
import { layoutMessages, navMessages } from './messages';

const FOOTER_LINKS: { path: string; label: MessageDescriptor }[] = [
  { path: '/about', label: navMessages.about },
  { path: '/cooperation', label: navMessages.cooperation },
  { path: '/terms', label: navMessages.terms },
  { path: '/contact', label: navMessages.contact },
];

export function Footer() {
  const intl = useIntl();
  const locale = useLocale();

  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-md">
          <p className="text-lg font-bold text-teal-800">{intl.formatMessage(layoutMessages.brand)}</p>
          <p className="mt-2 text-sm text-slate-600">{intl.formatMessage(layoutMessages.brandTagline)}</p>
        </div>
        <nav aria-label={intl.formatMessage(layoutMessages.footerNavigation)}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((item) => (
              <li key={item.path}>
                <Link
                  to={localePath(locale, item.path)}
                  className="rounded text-slate-600 underline-offset-4 hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  {intl.formatMessage(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        {intl.formatMessage(layoutMessages.copyright, {
          year: intl.formatNumber(new Date().getFullYear(), { useGrouping: false }),
        })}
      </p>
    </footer>
  );
}
