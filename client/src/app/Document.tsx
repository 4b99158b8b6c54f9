import type { ReactNode } from 'react';
import { preinit, preload, preloadModule } from 'react-dom';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, directionOf, localeFromPath, type Locale } from './locale';
import { useSite } from './site';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser: `<html lang dir>` is
 * right in the first byte, and the `<title>`, `<meta>` and `<link>` elements pages render are hoisted into its
 * head. The server also names the build's stylesheets and modules, which React writes into the head.
 */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { nonce, assets } = useSite();
  if (assets) {
    for (const href of assets.stylesheets) preinit(href, { as: 'style', precedence: 'default' });
    for (const href of assets.fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
    for (const href of assets.modules) preloadModule(href);
  }
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="data:," />
        {/* react-aria reads the nonce here for the styles it adds; browsers hide the value after parsing. */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The document in the language of the address: the router's root renders its pages inside it. */
export function RoutedDocument({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Document locale={localeFromPath(pathname) ?? DEFAULT_LOCALE}>{children}</Document>;
}
