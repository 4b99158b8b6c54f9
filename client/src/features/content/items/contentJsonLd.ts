import type { Article, BreadcrumbList, FAQPage, Graph, Organization, Service, Thing } from 'schema-dts';
import { shortDescription } from '../../../app/PageMeta';

export interface Crumb {
  name: string;
  url: string;
}

export interface PageFacts {
  /** The page's address, absolute. */
  url: string;
  title: string;
  summary: string;
  /** The language the words are in. */
  locale: string;
  faq: readonly { question: string; answer: string }[];
  /** From the home page to this one. */
  crumbs: readonly Crumb[];
  /** The site: its name and home page. */
  site: { name: string; url: string };
}

const organization = (site: PageFacts['site']): Organization => ({
  '@type': 'Organization',
  name: site.name,
  url: site.url,
});

function breadcrumbs(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

function faqPage(facts: PageFacts): FAQPage | null {
  if (!facts.faq.length) return null;
  return {
    '@type': 'FAQPage',
    url: facts.url,
    inLanguage: facts.locale,
    mainEntity: facts.faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

function graph(nodes: (Thing | null)[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes.filter((node) => node !== null) as never };
}

/** A page's structured data: what it is (`main`), its breadcrumbs, and its questions when it has any. */
function pageGraph(facts: PageFacts, main: Thing | null): Graph {
  return graph([main, breadcrumbs(facts.crumbs), faqPage(facts)]);
}

/** A development service: schema.org `Service`, provided by the site's organisation. */
export function serviceJsonLd(facts: PageFacts): Graph {
  const service: Service = {
    '@type': 'Service',
    name: facts.title,
    description: shortDescription(facts.summary, 300),
    url: facts.url,
    provider: organization(facts.site),
    areaServed: ['IR', 'AZ', 'TR', 'IQ', 'AF'],
  };
  return pageGraph(facts, service);
}

/** An article or a feature's page: schema.org `Article` with its author and dates. */
export function articleJsonLd(
  facts: PageFacts,
  article: { author: string | null; published: string; modified: string },
): Graph {
  const node: Article = {
    '@type': 'Article',
    headline: facts.title.slice(0, 110),
    description: shortDescription(facts.summary, 300),
    url: facts.url,
    mainEntityOfPage: facts.url,
    inLanguage: facts.locale,
    datePublished: article.published,
    dateModified: article.modified,
    author: article.author ? { '@type': 'Person', name: article.author } : organization(facts.site),
    publisher: organization(facts.site),
  };
  return pageGraph(facts, node);
}

/** A page of its own (about, the services overview): its breadcrumbs and questions. */
export function plainPageJsonLd(facts: PageFacts): Graph {
  return pageGraph(facts, null);
}
