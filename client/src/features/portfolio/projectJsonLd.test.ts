import { describe, expect, it } from 'vitest';
import { projectJsonLd } from './projectJsonLd';

const project = {
  url: 'https://karnama.example/fa/portfolio/rtl-shop',
  name: 'فروشگاه راست‌به‌چپ',
  description: 'فروشگاهی با پرداخت زرین‌پال.',
  language: 'fa',
  images: ['https://karnama.example/files/pictures/a.webp'],
  technologies: ['React', 'Node.js'],
  team: [{ name: 'Sara Ahmadi', url: 'https://karnama.example/fa/collaborators/sara' }],
  publishedAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-02-03T00:00:00.000Z',
  offers: [] as { licence: string; priceRials: number }[],
};

describe('a project’s structured data', () => {
  it('describes a project as a creative work with its makers', () => {
    const [work, ...rest] = projectJsonLd(project);
    expect(rest).toEqual([]);
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: project.name,
      keywords: 'React, Node.js',
      creator: [{ '@type': 'Person', name: 'Sara Ahmadi' }],
    });
  });

  it('offers a project for sale as a product, one offer per licence at its price in rials', () => {
    const [, product] = projectJsonLd({
      ...project,
      offers: [
        { licence: 'SINGLE_USE', priceRials: 2_500_000_000 },
        { licence: 'EXTENDED', priceRials: 6_250_000_000 },
      ],
    });
    expect(product).toMatchObject({
      '@type': 'Product',
      offers: [
        { '@type': 'Offer', name: 'SINGLE_USE', price: 2_500_000_000, priceCurrency: 'IRR' },
        { '@type': 'Offer', name: 'EXTENDED', price: 6_250_000_000, priceCurrency: 'IRR' },
      ],
    });
  });

  it('rates the product with its buyers’ reviews, and says nothing of a rating before any', () => {
    const offers = [{ licence: 'SINGLE_USE', priceRials: 2_500_000_000 }];
    const [work, product] = projectJsonLd({ ...project, offers, rating: { average: 4.5, count: 2 } });
    expect(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    expect(work).not.toHaveProperty('aggregateRating');
    const [unsold] = projectJsonLd({ ...project, rating: { average: 4, count: 1 } });
    expect(unsold).toMatchObject({ aggregateRating: { ratingValue: 4, reviewCount: 1 } });
    expect(projectJsonLd({ ...project, rating: null })[0]).not.toHaveProperty('aggregateRating');
  });
});
