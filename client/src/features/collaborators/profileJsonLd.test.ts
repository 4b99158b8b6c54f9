import { describe, expect, it } from 'vitest';
import { profileJsonLd } from './profileJsonLd';

describe('a profile’s structured data', () => {
  it('is a ProfilePage about a Person with what they know, and leaves out what the profile lacks', () => {
    expect(
      profileJsonLd({
        url: 'https://karnama.example/fa/collaborators/sara-ahmadi',
        name: 'سارا احمدی',
        headline: 'توسعه‌دهندهٔ React',
        bio: null,
        skills: ['React', 'TypeScript'],
        languages: ['فارسی', 'English'],
        updatedAt: '2026-11-28T10:00:00.000Z',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://karnama.example/fa/collaborators/sara-ahmadi',
      dateModified: '2026-11-28T10:00:00.000Z',
      mainEntity: {
        '@type': 'Person',
        name: 'سارا احمدی',
        jobTitle: 'توسعه‌دهندهٔ React',
        knowsAbout: ['React', 'TypeScript'],
        knowsLanguage: ['فارسی', 'English'],
      },
    });
  });

  it('names the city it works from as its home location', () => {
    const data = profileJsonLd({
      url: 'https://karnama.example/en/collaborators/reza-go',
      name: 'Reza Karimi',
      headline: null,
      bio: null,
      skills: [],
      languages: [],
      city: 'Tabriz',
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(data.mainEntity).toMatchObject({ homeLocation: { '@type': 'Place', name: 'Tabriz' } });
  });

  it('names the organizations of the positions it still holds as those it works for', () => {
    const reza = {
      url: 'https://karnama.example/en/collaborators/reza-go',
      name: 'Reza Karimi',
      headline: null,
      bio: null,
      skills: [],
      languages: [],
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const past = { organization: 'Cafe Bazaar', end: '2021-02' };
    const data = profileJsonLd({ ...reza, positions: [{ organization: 'Snapp', end: null }, past] });
    expect(data.mainEntity).toMatchObject({ worksFor: [{ '@type': 'Organization', name: 'Snapp' }] });
    expect(profileJsonLd({ ...reza, positions: [past] }).mainEntity).not.toHaveProperty('worksFor');
  });

  it('names each verified skill as a credential with its verification page', () => {
    const data = profileJsonLd({
      url: 'https://karnama.example/en/collaborators/reza-go',
      name: 'Reza Karimi',
      headline: null,
      bio: null,
      skills: [],
      languages: [],
      updatedAt: '2026-11-28T10:00:00.000Z',
      credentials: [
        {
          name: 'Algorithmic thinking',
          url: 'https://karnama.example/en/certificates/AAAAA-BBBBB-CCCCC-DDDDD',
          issuedAt: '2026-11-01T08:00:00.000Z',
        },
      ],
    });
    expect(data.mainEntity.hasCredential).toEqual([
      {
        '@type': 'EducationalOccupationalCredential',
        name: 'Algorithmic thinking',
        credentialCategory: 'certificate',
        url: 'https://karnama.example/en/certificates/AAAAA-BBBBB-CCCCC-DDDDD',
        dateCreated: '2026-11-01T08:00:00.000Z',
      },
    ]);
  });
});
