import type { ItemContent, LocalizedText } from '@platform/rules/assessments';
import type { Locale } from '@platform/subgraph-kit/locale';

/** A `{ fa, en, az }` text in the request's language (Persian when that one is missing). */
export function inLocale(text: unknown, locale: Locale): string {
  const value = text as Partial<LocalizedText> | null | undefined;
  return value?.[locale] || value?.fa || '';
}

/** A choice question's options in the request's language. */
export function optionsIn(content: ItemContent, locale: Locale) {
  return (content.options ?? []).map((o) => ({ key: o.key, text: inLocale(o.text, locale) }));
}
