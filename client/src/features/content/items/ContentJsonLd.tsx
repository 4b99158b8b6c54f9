import { useIntl } from 'react-intl';
import { JsonLd } from '../../../app/JsonLd';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { layoutMessages } from '../../../app/messages';
import { useSite } from '../../../app/site';
import { articleJsonLd, plainPageJsonLd, serviceJsonLd, type Crumb } from './contentJsonLd';
import type { ContentWords } from './ContentView';

/** The breadcrumbs from the home page to a page, as absolute addresses in the page's language. */
export function useCrumbs(trail: readonly { name: string; path: string }[]): Crumb[] {
  const intl = useIntl();
  const locale = useLocale();
  const { origin } = useSite();
  return [{ name: intl.formatMessage(layoutMessages.brand), path: '/' }, ...trail].map((crumb) => ({
    name: crumb.name,
    url: `${origin}${localePath(locale, crumb.path)}`,
  }));
}

type Props = { words: ContentWords & { locale: string }; crumbs: Crumb[] } & (
  | { kind: 'page' | 'service' }
  | { kind: 'article'; author: string | null; published: string; modified: string }
);

/** A content page's structured data (schema.org): Service or Article, BreadcrumbList, FAQPage. */
export function ContentJsonLd(props: Props) {
  const intl = useIntl();
  const { origin } = useSite();
  const { words, crumbs } = props;
  const facts = {
    url: crumbs.at(-1)!.url,
    title: words.title,
    summary: words.summary,
    locale: words.locale,
    faq: words.parts.faq,
    crumbs,
    site: { name: intl.formatMessage(layoutMessages.brand), url: `${origin}/` },
  };
  const data =
    props.kind === 'service'
      ? serviceJsonLd(facts)
      : props.kind === 'article'
        ? articleJsonLd(facts, props)
        : plainPageJsonLd(facts);
  return <JsonLd data={data} />;
}
