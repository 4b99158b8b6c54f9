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

/**
 * Sections whose messages are a catalogue of their own, fetched with the section's pages rather than with every
 * page: the talent tests' pages, the site's content pages and forms (about, services, contact, cooperation), the collaborators' directory
 * and profiles, the portfolio's projects, and the
 * signed-in area's dashboard and tools for employers, partners and admins say a lot that no other page does.
 */
const sectionLoaders = {
  panel: {
    fa: () => import('./lang/panel/fa.json'),
    en: () => import('./lang/panel/en.json'),
    az: () => import('./lang/panel/az.json'),
  },
  tests: {
    fa: () => import('./lang/tests/fa.json'),
    en: () => import('./lang/tests/en.json'),
    az: () => import('./lang/tests/az.json'),
  },
  content: {
    fa: () => import('./lang/content/fa.json'),
    en: () => import('./lang/content/en.json'),
    az: () => import('./lang/content/az.json'),
  },
  collaborators: {
    fa: () => import('./lang/collaborators/fa.json'),
    en: () => import('./lang/collaborators/en.json'),
    az: () => import('./lang/collaborators/az.json'),
  },
  portfolio: {
    fa: () => import('./lang/portfolio/fa.json'),
    en: () => import('./lang/portfolio/en.json'),
    az: () => import('./lang/portfolio/az.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: Messages }>>>;

export type MessageSection = keyof typeof sectionLoaders;

/** A section's catalogue in a language, fetched once. */
export async function loadSectionMessages(section: MessageSection, locale: Locale): Promise<Messages> {
  return (await sectionLoaders[section][locale]()).default;
}
