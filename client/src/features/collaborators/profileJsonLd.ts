/** A profile's structured data (schema.org `ProfilePage` about a `Person`), in the page's own HTML. */
export function profileJsonLd(profile: {
  url: string;
  name: string;
  headline: string | null;
  bio: string | null;
  skills: readonly string[];
  languages: readonly string[];
  /** The city it works from, named in the page's language. */
  city?: string | null;
  updatedAt: string;
  /** Its verified skills: certificates of passed talent tests, each with its public verification page. */
  credentials?: readonly { name: string; url: string; issuedAt: string }[];
  /** The positions it holds or held; those without an end name the organizations it works for. */
  positions?: readonly { organization: string; end: string | null | undefined }[];
}) {
  const current = [...new Set((profile.positions ?? []).filter((p) => !p.end).map((p) => p.organization))];
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: profile.url,
    dateModified: profile.updatedAt,
    mainEntity: {
      '@type': 'Person',
      name: profile.name,
      ...(profile.headline ? { jobTitle: profile.headline } : {}),
      ...(profile.bio ? { description: profile.bio } : {}),
      knowsAbout: profile.skills,
      knowsLanguage: profile.languages,
      ...(profile.city ? { homeLocation: { '@type': 'Place', name: profile.city } } : {}),
      ...(current.length ? { worksFor: current.map((name) => ({ '@type': 'Organization', name })) } : {}),
      ...(profile.credentials?.length
        ? {
            hasCredential: profile.credentials.map((credential) => ({
              '@type': 'EducationalOccupationalCredential',
              name: credential.name,
              credentialCategory: 'certificate',
              url: credential.url,
              dateCreated: credential.issuedAt,
            })),
          }
        : {}),
    },
  };
}
