import type { ReactNode } from 'react';
import { preinit, preload } from 'react-dom';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, directionOf, localeFromPath, type Locale } from './locale';
import { useSite } from './site';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser: `<html lang dir>` is
 * right in the first byte, and the `<title>`, `<meta>` and `<link>` elements pages render are hoisted into its
 * head. The server also names the build's stylesheets and fonts, which React writes into the head.
 */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { nonce, assets } = useSite();
  const direction = directionOf(locale);
  if (assets) {
    for (const href of assets.stylesheets) preinit(href, { as: 'style', precedence: 'default' });
    // The web font is Persian script's alone (Latin text is in the system's font): it paints the first screen in
    // right-to-left pages only. The page's modules are started by the boot script after the first paint.
    if (direction === 'rtl')
      for (const href of assets.fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  }
  return (
    <html lang={locale} dir={direction}>
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
