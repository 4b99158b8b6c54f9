import { createContext, use } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locale';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The interface language of the current page (the URL prefix). */
export function useLocale(): Locale {
  return use(LocaleContext);
}
