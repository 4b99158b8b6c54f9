import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLocale } from './LocaleContext';
import { LOCALES, switchLocalePath, type Locale } from './locale';
import { layoutMessages, pageTitles } from './messages';
import { canonicalSearch, usePageUrl, useSite } from './site';

const OG_LOCALE: Record<Locale, string> = { fa: 'fa_IR', en: 'en_US', az: 'az_AZ' };

/** Search-engine descriptions are cut here; longer ones are shortened at a word. */
export const DESCRIPTION_LENGTH = 160;

/** Plain text of at most {@link DESCRIPTION_LENGTH} characters, cut at a word with an ellipsis. */
export function shortDescription(text: string, limit = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type PageMetaProps = (
  | {
      /** The page's name: the document title is it with the site's name (`page.documentTitle`). */
      page: string;
      title?: never;
    }
  | {
      /**
       * The home page, whose title is the site's name with what it offers (`page.home`). No other page words its
       * whole title, so that every page's title carries the site's name.
       */
      home: true;
      page?: never;
    }
) & {
  description: string;
  /** Placeholders, error pages and private pages: search engines should not list them. */
  noindex?: boolean;
  /** `article` for a single item (a job), `website` otherwise. */
  type?: 'website' | 'article';
};

/**
 * A page's metadata, rendered where the page is and hoisted into the head by React, in the server's HTML too:
 * title, description, canonical address, the same page in the other languages (and `x-default`, the address
 * without a language, which sends each visitor to theirs), and Open Graph and Twitter cards.
 */
export function PageMeta({ page, description, noindex = false, type = 'website' }: PageMetaProps) {
  const intl = useIntl();
  const title =
    page === undefined
      ? intl.formatMessage(pageTitles.home)
      : intl.formatMessage(pageTitles.documentTitle, { page });
  const locale = useLocale();
  const { origin } = useSite();
  const { pathname, search } = useLocation();
  const url = usePageUrl();
  const query = canonicalSearch(search);
  const text = shortDescription(description);
  const neutral = pathname.replace(/^\/(fa|en|az)(?=\/|$)/, '') || '/';
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {LOCALES.map((other) => (
        <link
          key={other}
          rel="alternate"
          hrefLang={other}
          href={`${origin}${switchLocalePath({ pathname, search: query }, other)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${neutral}${query}`} />
      <meta property="og:site_name" content={intl.formatMessage(layoutMessages.brand)} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
    </>
  );
}
