import { spokenLanguages, type SpokenLanguage } from '@platform/rules/collaborators-limits';

const namers = new Map<string, Intl.DisplayNames>();

/** A language's name in the page's language (`fa` in Persian is «فارسی»), from the browser's or server's own data. */
export function languageName(locale: string, code: string): string {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    namers.set(locale, namer);
  }
  return namer.of(code) ?? code;
}

/** The languages a collaborator may speak, each named in the page's language, in the rules' order. */
export const namedLanguages = (locale: string): { code: SpokenLanguage; name: string }[] =>
  spokenLanguages.map((code) => ({ code, name: languageName(locale, code) }));

/** A code the rules offer, or null. */
export const spokenLanguageOf = (value: string | null): SpokenLanguage | null =>
  spokenLanguages.find((code) => code === value) ?? null;
