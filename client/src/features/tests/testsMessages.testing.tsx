import type { ReactNode } from 'react';
import type { Locale } from '../../app/locale';
import { I18nProvider } from '../../i18n/I18nProvider';
import az from '../../i18n/lang/az.json';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import testsAz from '../../i18n/lang/tests/az.json';
import testsEn from '../../i18n/lang/tests/en.json';
import testsFa from '../../i18n/lang/tests/fa.json';

const MESSAGES: Record<Locale, Record<string, string>> = {
  fa: { ...fa, ...testsFa },
  en: { ...en, ...testsEn },
  az: { ...az, ...testsAz },
};

/** The site's catalogue with the tests feature's, as the tests pages read them. */
export function WithTestsMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} messages={MESSAGES[locale]}>
      {children}
    </I18nProvider>
  );
}
