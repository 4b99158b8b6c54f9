import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Locale } from '../app/locale';
import type { LocalizedText } from '../relay/transportErrors';
import { INTL_LOCALE } from './intlLocale';
import { loadedMessages } from './messages';

const cache = createIntlCache();

/** An intl object for code outside React (the network layer's toasts). */
export function intlFor(locale: Locale): IntlShape {
  return createIntl({ locale: INTL_LOCALE[locale], messages: loadedMessages(locale) ?? {} }, cache);
}

/** Numbers in the values stay numbers, which the message writes in the locale's digits (and plurals can count). */
export function formatLocalizedText(intl: IntlShape, text: LocalizedText): string {
  if ('text' in text) return text.text;
  return intl.formatMessage(text.descriptor, text.values);
}
