import { Outlet, useLoaderData } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import type { Locale } from './locale';
import { Toasts } from './Toasts';

export interface LocaleLoaderData {
  messages: Messages;
}

/** Everything under /fa, /en or /az: the language's messages and the toasts (`Document` sets `<html lang dir>`). */
export function LocaleShell({ locale }: { locale: Locale }) {
  const { messages } = useLoaderData() as LocaleLoaderData;

  return (
    <I18nProvider locale={locale} messages={messages}>
      <Outlet />
      <Toasts />
    </I18nProvider>
  );
}
