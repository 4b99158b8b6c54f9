import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LocaleContext } from '../app/LocaleContext';
import type { Locale } from '../app/locale';
import { INTL_LOCALE } from './intlLocale';
import type { Messages } from './messages';

interface I18nProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <LocaleContext value={locale}>
      <IntlProvider key={locale} locale={INTL_LOCALE[locale]} messages={messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
