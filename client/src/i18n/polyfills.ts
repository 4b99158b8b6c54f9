import type { Locale } from '../app/locale';

type IntlConstructors = Pick<
  typeof Intl,
  'DateTimeFormat' | 'NumberFormat' | 'PluralRules' | 'RelativeTimeFormat'
>;

function currentConstructors(): IntlConstructors {
  return {
    DateTimeFormat: Intl.DateTimeFormat,
    NumberFormat: Intl.NumberFormat,
    PluralRules: Intl.PluralRules,
    RelativeTimeFormat: Intl.RelativeTimeFormat,
  };
}

const native = currentConstructors();
let polyfilled: IntlConstructors | null = null;

function install(constructors: IntlConstructors) {
  Object.assign(Intl, constructors);
}

/**
 * Some browser builds (Debian's Chromium) ship without Azerbaijani data and print `2025 M03 21` or "-5 min"
 * (for "5 dəqiqə əvvəl").
 */
function browserLacksAzerbaijani(): boolean {
  const supported = [
    Intl.DateTimeFormat.supportedLocalesOf(['az']),
    Intl.NumberFormat.supportedLocalesOf(['az']),
    Intl.PluralRules.supportedLocalesOf(['az']),
  ];
  const unsupported = supported.some((locales) => locales.length === 0);
  const march = new Intl.DateTimeFormat('az', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2025, 2, 21)),
  );
  const minutesAgo = new Intl.RelativeTimeFormat('az').format(-5, 'minute');
  return unsupported || !march.toLowerCase().includes('mart') || !minutesAgo.includes('dəqiqə');
}

async function loadPolyfills(): Promise<IntlConstructors> {
  // Order matters: number formatting uses plural rules, date formatting uses number formatting.
  await import('@formatjs/intl-pluralrules/polyfill-force.js');
  await import('@formatjs/intl-pluralrules/locale-data/az.js');
  await import('@formatjs/intl-numberformat/polyfill-force.js');
  await import('@formatjs/intl-numberformat/locale-data/az.js');
  await import('@formatjs/intl-datetimeformat/polyfill-force.js');
  await import('@formatjs/intl-datetimeformat/locale-data/az.js');
  await import('@formatjs/intl-relativetimeformat/polyfill-force.js');
  await import('@formatjs/intl-relativetimeformat/locale-data/az.js');
  return currentConstructors();
}

/**
 * Makes `Intl` able to format the given language. The polyfills (with only Azerbaijani data) are fetched
 * lazily and only in browsers that need them; they cover Azerbaijani only, so the native constructors are
 * put back for Persian (Jalali calendar) and English.
 */
export async function prepareIntl(locale: Locale): Promise<void> {
  if (locale !== 'az') {
    install(native);
    return;
  }
  if (!polyfilled) {
    install(native);
    if (!browserLacksAzerbaijani()) return;
    polyfilled = await loadPolyfills();
  }
  install(polyfilled);
}
