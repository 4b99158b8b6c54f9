import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { JsonLd } from '../../../app/JsonLd';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { layoutMessages } from '../../../app/messages';
import { PageMeta } from '../../../app/PageMeta';
import { useSite } from '../../../app/site';
import { articleJsonLd, plainPageJsonLd, serviceJsonLd, type Crumb } from './contentJsonLd';
import { FallbackNote, type ContentWords } from './ContentView';
import { contentPageMessages as m } from './messages';

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

/** A published article's or feature's words the head of its page reads. */
interface ChildWords extends ContentWords {
  locale: string;
  requestedLocale: string;
  firstPublishedAt: string;
  publishedAt: string;
  author: { displayName: string } | null | undefined;
}

/**
 * The head of an article's or a feature's page: title and description, its structured data (an Article with its
 * breadcrumbs through its service), the link back to the service (`serviceLink` words it), and the note when the
 * words are not in the reader's language.
 */
export function ServiceChildHead({
  path,
  words,
  service,
  serviceLink,
}: {
  path: string | null | undefined;
  words: ChildWords;
  service:
    { path: string | null | undefined; document: { title: string } | null | undefined } | null | undefined;
  serviceLink: (title: string) => string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const parent =
    service?.path && service.document ? { path: service.path, title: service.document.title } : null;
  const crumbs = useCrumbs([
    { name: intl.formatMessage(m.services), path: '/services' },
    ...(parent ? [{ name: parent.title, path: parent.path }] : []),
    { name: words.title, path: path ?? '/services' },
  ]);
  return (
    <>
      <PageMeta page={words.title} description={words.summary} type="article" />
      <ContentJsonLd
        kind="article"
        words={words}
        crumbs={crumbs}
        author={words.author?.displayName ?? null}
        published={words.firstPublishedAt}
        modified={words.publishedAt}
      />
      {parent ? (
        <nav aria-label={intl.formatMessage(m.breadcrumb)}>
          <Link
            to={localePath(locale, parent.path)}
            className="text-sm font-semibold text-teal-700 hover:underline"
          >
            {serviceLink(parent.title)}
          </Link>
        </nav>
      ) : null}
      <FallbackNote shown={words.locale} wanted={words.requestedLocale} />
    </>
  );
}
