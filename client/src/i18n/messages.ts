import type { Locale } from '../app/locale';

export type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fa: () => import('./lang/fa.json'),
  en: () => import('./lang/en.json'),
  az: () => import('./lang/az.json'),
};

const loaded = new Map<Locale, Messages>();

/** Each language's catalogue is its own chunk, fetched the first time the language is shown. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** The catalogue if it was already loaded; error screens use it without waiting. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
