import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const catalogue = /[\\/]src[\\/]i18n[\\/]lang[\\/].*\.json$/;

/**
 * The message catalogues as react-intl's syntax trees (what `formatjs compile --ast` writes) instead of ICU strings,
 * so that the browser neither loads the ICU parser (`vite.config.ts` puts formatjs's parser-less build in its place)
 * nor parses each message the first time it is shown. Every message the code uses is in every catalogue
 * (`src/i18n/messages.test.ts`), so no English default is ever parsed in the browser.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'client:precompiled-messages',
    enforce: 'pre',
    transform(source, id) {
      if (!catalogue.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(source) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(trees), map: null };
    },
  };
}
