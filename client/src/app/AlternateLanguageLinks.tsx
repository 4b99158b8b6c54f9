import { useLocation } from 'react-router';
import { LOCALES, switchLocalePath } from './locale';

/** Tells search engines where the same page lives in the other languages. */
export function AlternateLanguageLinks() {
  const location = useLocation();
  return LOCALES.map((locale) => (
    <link
      key={locale}
      rel="alternate"
      hrefLang={locale}
      href={`${window.location.origin}${switchLocalePath({ pathname: location.pathname, search: '' }, locale)}`}
    />
  ));
}
