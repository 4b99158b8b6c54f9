import { useLocation } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadedMessages } from '../i18n/messages';
import { DEFAULT_LOCALE, directionOf, localeFromPath } from './locale';
import { RouteErrorPage } from './RouteErrorPage';

/** Last line of defence when the layout itself failed: no header, but still localized when possible. */
export function RootErrorPage() {
  const locale = localeFromPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  return (
    <I18nProvider locale={locale} messages={loadedMessages(locale) ?? {}}>
      <main dir={directionOf(locale)} lang={locale} className="min-h-dvh bg-slate-50 px-4 py-16">
        <RouteErrorPage />
      </main>
    </I18nProvider>
  );
}
