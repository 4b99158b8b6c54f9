import { describe, expect, it } from 'vitest';
import { articleJsonLd, serviceJsonLd, type PageFacts } from './contentJsonLd';

const facts: PageFacts = {
  url: 'https://karnama.example/fa/services/development/web',
  title: 'طراحی و توسعهٔ وب',
  summary: 'وب‌سایت‌های سریع',
  locale: 'fa',
  faq: [{ question: 'چقدر زمان می‌برد؟', answer: 'چهار تا شش هفته.' }],
  crumbs: [
    { name: 'کارنما', url: 'https://karnama.example/fa' },
    { name: 'خدمات', url: 'https://karnama.example/fa/services' },
    { name: 'طراحی و توسعهٔ وب', url: 'https://karnama.example/fa/services/development/web' },
  ],
  site: { name: 'کارنما', url: 'https://karnama.example/' },
};

describe('content structured data', () => {
  it('describes a service with its provider, breadcrumbs and questions', () => {
    const graph = serviceJsonLd(facts) as unknown as { '@graph': Record<string, unknown>[] };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Service', 'BreadcrumbList', 'FAQPage']);
    expect(graph['@graph'][0]).toMatchObject({
      name: 'طراحی و توسعهٔ وب',
      provider: { '@type': 'Organization', name: 'کارنما' },
    });
    expect(graph['@graph'][1]).toMatchObject({
      itemListElement: [
        { position: 1, item: 'https://karnama.example/fa' },
        { position: 2, name: 'خدمات' },
        { position: 3, item: facts.url },
      ],
    });
    expect(graph['@graph'][2]).toMatchObject({
      mainEntity: [{ name: 'چقدر زمان می‌برد؟', acceptedAnswer: { text: 'چهار تا شش هفته.' } }],
    });
  });

  it('describes an article with its author and dates, and no FAQ without questions', () => {
    const graph = articleJsonLd(
      { ...facts, faq: [] },
      {
        author: 'Karnama editorial team',
        published: '2026-11-01T00:00:00Z',
        modified: '2026-11-02T00:00:00Z',
      },
    ) as unknown as { '@graph': Record<string, unknown>[] };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(graph['@graph'][0]).toMatchObject({
      headline: 'طراحی و توسعهٔ وب',
      author: { '@type': 'Person', name: 'Karnama editorial team' },
      datePublished: '2026-11-01T00:00:00Z',
      dateModified: '2026-11-02T00:00:00Z',
      inLanguage: 'fa',
    });
  });
});
