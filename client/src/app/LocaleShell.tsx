import { useLayoutEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLoaderData, useNavigate, type NavigateOptions } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import { directionOf, type Locale } from './locale';
import { Toasts } from './Toasts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export interface LocaleLoaderData {
  messages: Messages;
}

/** Everything under /fa, /en or /az: the language's messages, `<html lang dir>` and the toasts. */
export function LocaleShell({ locale }: { locale: Locale }) {
  const { messages } = useLoaderData() as LocaleLoaderData;
  const navigate = useNavigate();

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);

  return (
    <I18nProvider locale={locale} messages={messages}>
      <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        <Outlet />
        <Toasts />
      </AriaRouterProvider>
    </I18nProvider>
  );
}
