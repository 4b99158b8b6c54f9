import type { Locale } from '../locale.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const site: Record<Locale, string> = { fa: 'کارنما', en: 'Karnama', az: 'Karnama' };

/**
 * The page a reader who clicked "download" sees instead of a PDF, in the language of the page they came from: what
 * happened, and a link back. Plain HTML without scripts or styles, so that it needs nothing the page's security
 * policy would refuse, and `noindex`.
 */
export function plainPage(
  locale: Locale,
  page: { title: string; text: string; link: { href: string; label: string } },
): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}" dir="${locale === 'fa' ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escape(`${page.title} | ${site[locale]}`)}</title></head>`,
    `<body><main><h1>${escape(page.title)}</h1><p>${escape(page.text)}</p>`,
    `<p><a href="${escape(page.link.href)}">${escape(page.link.label)}</a></p></main></body>`,
    '</html>',
  ].join('\n');
}
