import { createContext, use } from 'react';
import { useLocation } from 'react-router';
import type { LanguageOffer } from './languageOffer';

/** What the server tells the page it rendered: addresses are absolute in metadata, and times agree. */
export interface Site {
  /** The product's address, as the server names it in canonical links (`PUBLIC_URL`, else the request's). */
  origin: string;
  /** When the server rendered the page (ms since the epoch). */
  renderedAt?: number;
  /** The CSP nonce of this page, for the inline styles react-aria adds. */
  nonce?: string;
  /** The stylesheets and modules the page needs, known only to the server (from the build's manifest). */
  assets?: PageAssets;
  /** The page in the browser's language, offered to a reader who has not chosen one. */
  languageOffer?: LanguageOffer;
}

export interface PageAssets {
  stylesheets: string[];
  /** Modules the entry imports at once, preloaded in parallel with it. */
  modules: string[];
  /** Fonts that paint the first screen of right-to-left pages, preloaded. */
  fonts: string[];
  /** The worker that loads Intl's data beside the page's start (`intlWarmup.ts`), where the build has one. */
  intlWarmup?: string;
}

export const SiteContext = createContext<Site>({ origin: '' });

export function useSite(): Site {
  return use(SiteContext);
}

/** Query parameters that track a visit rather than choose content: never part of a canonical address. */
const TRACKING = /^(ref|ref_id|utm_\w+|fbclid|gclid)$/;

/** A page's query without tracking parameters, in a stable order, so one page has one address. */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params.entries()].filter(([key]) => !TRACKING.test(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : '';
}

/** The absolute address of the current page, as search engines should know it. */
export function usePageUrl(): string {
  const { origin } = useSite();
  const { pathname, search } = useLocation();
  return `${origin}${pathname}${canonicalSearch(search)}`;
}
