import { lazy, Suspense } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import type { Locale } from './locale';
import { prepareToasts, useToastsWanted } from './toast';

export interface LocaleLoaderData {
  messages: Messages;
}

const Toasts = lazy(async () => {
  await prepareToasts();
  const { Toasts } = await import('./Toasts');
  return { default: Toasts };
});

/** The notifications' container, once the page has something to say (`toast`). */
function ToastsWhenWanted() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Everything under /fa, /en or /az: the language's messages and the toasts (`Document` sets `<html lang dir>`). */
export function LocaleShell({ locale }: { locale: Locale }) {
  const { messages } = useLoaderData() as LocaleLoaderData;

  return (
    <I18nProvider locale={locale} messages={messages}>
      <Outlet />
      <ToastsWhenWanted />
    </I18nProvider>
  );
}
