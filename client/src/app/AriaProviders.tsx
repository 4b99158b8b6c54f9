import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria';
import { I18nProvider as AriaI18nProvider } from 'react-aria/I18nProvider';
import { useHref, useNavigate, type NavigateOptions } from 'react-router';
import { INTL_LOCALE } from '../i18n/intlLocale';
import { useLocale } from './LocaleContext';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * What react-aria's components need around them: the page's locale (reading direction for popovers and arrow keys,
 * their built-in labels) and React Router for their links and menu items, which then navigate in the page. Only the
 * pages and parts built with those components load this (react-aria reads the browser's locale when its module
 * starts), so the pages built without them carry none of it.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <AriaI18nProvider locale={INTL_LOCALE[locale]}>
      <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        {children}
      </AriaRouterProvider>
    </AriaI18nProvider>
  );
}
