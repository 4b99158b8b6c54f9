/**
 * A project's structured data in its page's own HTML: a schema.org `CreativeWork` (its pictures, technologies and
 * makers), and a `Product` with an `Offer` in Iranian rials per licence when it is for sale; its buyers' mean rating
 * on the product (or the work, when it is not for sale).
 */
export function projectJsonLd(project: {
  url: string;
  name: string;
  description: string;
  language: string;
  images: readonly string[];
  technologies: readonly string[];
  team: readonly { name: string; url: string }[];
  publishedAt: string | null;
  updatedAt: string;
  /** Its offers when it is for sale: one per licence, in rials. */
  offers: readonly { licence: string; priceRials: number }[];
  /** Its buyers' shown reviews: their mean rating and count, when there are any. */
  rating?: { average: number; count: number } | null;
}) {
  const aggregateRating = project.rating?.count
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: project.rating.average,
          reviewCount: project.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};
  const work = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    url: project.url,
    name: project.name,
    description: project.description,
    inLanguage: project.language,
    keywords: project.technologies.join(', '),
    ...(project.images.length ? { image: project.images } : {}),
    ...(project.publishedAt ? { datePublished: project.publishedAt } : {}),
    dateModified: project.updatedAt,
    ...(project.team.length
      ? { creator: project.team.map((member) => ({ '@type': 'Person', name: member.name, url: member.url })) }
      : {}),
  };
  if (!project.offers.length) return [{ ...work, ...aggregateRating }];
  return [
    work,
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: project.name,
      description: project.description,
      url: project.url,
      ...(project.images.length ? { image: project.images } : {}),
      category: 'Software',
      ...aggregateRating,
      offers: project.offers.map((offer) => ({
        '@type': 'Offer',
        name: offer.licence,
        url: project.url,
        price: offer.priceRials,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
      })),
    },
  ];
}
