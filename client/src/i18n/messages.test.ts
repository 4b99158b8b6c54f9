import { describe, expect, it } from 'vitest';
import az from './lang/az.json';
import en from './lang/en.json';
import fa from './lang/fa.json';
import panelAz from './lang/panel/az.json';
import panelEn from './lang/panel/en.json';
import panelFa from './lang/panel/fa.json';
import testsAz from './lang/tests/az.json';
import testsEn from './lang/tests/en.json';
import testsFa from './lang/tests/fa.json';
import contentAz from './lang/content/az.json';
import contentEn from './lang/content/en.json';
import contentFa from './lang/content/fa.json';
import collaboratorsAz from './lang/collaborators/az.json';
import collaboratorsEn from './lang/collaborators/en.json';
import collaboratorsFa from './lang/collaborators/fa.json';
import portfolioAz from './lang/portfolio/az.json';
import portfolioEn from './lang/portfolio/en.json';
import portfolioFa from './lang/portfolio/fa.json';

type Descriptor = { id: string; defaultMessage: string };

// The site's catalogue and the sections' own (`loadSectionMessages`), together.
const CATALOGUES: Record<string, Record<string, string>> = {
  fa: { ...fa, ...panelFa, ...testsFa, ...contentFa, ...collaboratorsFa, ...portfolioFa },
  en: { ...en, ...panelEn, ...testsEn, ...contentEn, ...collaboratorsEn, ...portfolioEn },
  az: { ...az, ...panelAz, ...testsAz, ...contentAz, ...collaboratorsAz, ...portfolioAz },
};

// Every `messages.ts` module in the app, and each feature's `navigation.messages.ts` (the words of its navigation
// entries, which load with every page); each export is a defineMessages() group.
const messageModules = import.meta.glob<Record<string, Record<string, Descriptor>>>(
  ['../**/messages.ts', '../features/*/navigation.messages.ts'],
  { eager: true },
);
const isMessagesModule = (file: string) =>
  file.endsWith('/messages.ts') || /^\.\.\/features\/[^/]+\/navigation\.messages\.ts$/.test(file);
// The raw source of every other module, to catch messages defined outside those files.
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../__generated__/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

const descriptors: Descriptor[] = Object.values(messageModules).flatMap((module) =>
  Object.values(module).flatMap((group) => Object.values(group)),
);
const definedIds = new Set(descriptors.map((descriptor) => descriptor.id));

function placeholders(message: string): string[] {
  // Top-level argument names: `{name}` or `{name, plural, …}`.
  return [...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((match) => match[1]!).sort();
}

describe('translations', () => {
  it('finds the messages of the app', () => {
    expect(descriptors.length).toBeGreaterThan(50);
  });

  it('defines messages only in messages.ts files (and features in navigation.messages.ts)', () => {
    const outside = Object.entries(sources)
      .filter(([file, source]) => !isMessagesModule(file) && /defineMessages?\(/.test(source))
      .map(([file]) => file);
    expect(outside).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES))('has every message id used in code in %s.json', (locale) => {
    const catalogue = CATALOGUES[locale]!;
    const missing = [...definedIds].filter((id) => !(id in catalogue));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES))('has no unused or empty entries in %s.json', (locale) => {
    const catalogue = CATALOGUES[locale]!;
    expect(Object.keys(catalogue).filter((id) => !definedIds.has(id))).toEqual([]);
    expect(Object.entries(catalogue).filter(([, message]) => message.trim() === '')).toEqual([]);
  });

  // The home page, the app's frame and the shared parts load with the site's catalogue alone: a message of theirs
  // kept only in a section's catalogue would show in English on a page that has not loaded that section.
  it.each(Object.keys(CATALOGUES))(
    'has the words of the home page and the frame in the site catalogue, %s',
    (locale) => {
      const site = { fa, en, az }[locale] as Record<string, string>;
      const everywhere = Object.entries(messageModules)
        .filter(([file]) => /^\.\.\/(features\/home|app|ui)\//.test(file))
        .flatMap(([, module]) => Object.values(module).flatMap((group) => Object.values(group)));
      expect(everywhere.filter((descriptor) => !(descriptor.id in site)).map((d) => d.id)).toEqual([]);
    },
  );

  it('uses the same placeholders in every language', () => {
    const mismatched = descriptors.flatMap((descriptor) =>
      Object.entries(CATALOGUES)
        .filter(([, catalogue]) => {
          const translated = catalogue[descriptor.id];
          return (
            translated !== undefined &&
            placeholders(translated).join() !== placeholders(descriptor.defaultMessage).join()
          );
        })
        .map(([locale]) => `${locale}:${descriptor.id}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('keeps English defaults and en.json in step', () => {
    const drift = descriptors.filter(
      (descriptor) => CATALOGUES.en![descriptor.id] !== descriptor.defaultMessage,
    );
    expect(drift.map((descriptor) => descriptor.id)).toEqual([]);
  });

  it('writes the Persian ezafe after a silent h one way, «ـهٔ», never «ـه‌ی»', () => {
    const otherWay = Object.entries(CATALOGUES.fa!).filter(([, text]) => /ه‌ی(?=[\s.,،؛:!؟)»])/.test(text));
    expect(otherWay.map(([id]) => id)).toEqual([]);
  });
});
