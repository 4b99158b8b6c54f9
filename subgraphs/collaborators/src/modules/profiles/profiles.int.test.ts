import { describe, expect, it } from 'vitest';
import { collaboratorsTests } from '../collaborators.testing.ts';
import { collaboratorsSitemap } from './profiles.service.ts';

const t = collaboratorsTests();

type Fields = { path: string; code: string }[];
type Saved = {
  __typename: string;
  code?: string;
  fields?: Fields;
  data?: { id: string; slug: string; state: string };
};

const save = `mutation ($input: CollaboratorProfileInput!) {
  saveCollaboratorProfile(input: $input) {
    __typename
    ... on MutationSaveCollaboratorProfileSuccess { data { id slug state skills } }
    ... on ValidationError { fields { path code } }
  }
}`;
const publish = `mutation { publishCollaboratorProfile {
  __typename
  ... on MutationPublishCollaboratorProfileSuccess { data { id slug state } }
  ... on BaseError { code }
} }`;
const hide = `mutation { hideCollaboratorProfile {
  __typename
  ... on MutationHideCollaboratorProfileSuccess { data { id slug state } }
  ... on BaseError { code }
} }`;
const directory = `query ($filter: CollaboratorFilter, $sort: CollaboratorSort, $first: Int) {
  collaborators(filter: $filter, sort: $sort, first: $first) {
    totalCount
    edges { node { slug displayName hourlyRateRials readerWords { locale headline } } }
  }
}`;

const profile = (slug: string, more: Record<string, unknown> = {}) => ({
  slug,
  displayName: 'Sara Ahmadi',
  expertise: ['FRONTEND'],
  skills: ['React', 'TypeScript'],
  yearsOfExperience: 6,
  hourlyRateRials: 8_000_000,
  projectRateRials: null,
  availability: 'AVAILABLE',
  remote: true,
  languages: ['fa', 'en'],
  words: [
    {
      locale: 'fa',
      headline: 'توسعه‌دهندهٔ React و TypeScript',
      bio: 'شش سال تجربه در رابط کاربری راست‌به‌چپ.',
    },
    { locale: 'en', headline: 'React and TypeScript developer', bio: null },
  ],
  ...more,
});

type Directory = {
  collaborators: {
    totalCount: number;
    edges: {
      node: {
        slug: string;
        displayName: string;
        hourlyRateRials: number | null;
        readerWords: { locale: string; headline: string } | null;
      };
    }[];
  };
};

describe('collaborator profiles', () => {
  it('saves a draft nobody else sees, publishes it to the directory, and hides it again', async () => {
    const sara = await t.person('Sara');
    const { saveCollaboratorProfile } = await t.data<{ saveCollaboratorProfile: Saved }>(
      save,
      { input: profile('sara-ahmadi') },
      sara,
    );
    expect(saveCollaboratorProfile).toMatchObject({ data: { slug: 'sara-ahmadi', state: 'DRAFT' } });

    const bySlug = `{ collaborator(slug: "sara-ahmadi") { slug state } }`;
    expect((await t.data<{ collaborator: unknown }>(bySlug)).collaborator).toBeNull();
    expect((await t.data<{ collaborator: unknown }>(bySlug, {}, sara)).collaborator).toEqual({
      slug: 'sara-ahmadi',
      state: 'DRAFT',
    });

    const published = await t.data<{ publishCollaboratorProfile: Saved }>(publish, {}, sara);
    expect(published.publishCollaboratorProfile.data?.state).toBe('PUBLISHED');
    // A visitor reads it, but not its state.
    expect((await t.data<{ collaborator: unknown }>(bySlug)).collaborator).toEqual({
      slug: 'sara-ahmadi',
      state: null,
    });
    const { collaborators } = await t.data<Directory>(
      directory,
      { filter: { query: 'typescript' } },
      undefined,
      'fa',
    );
    expect(collaborators.edges.map((e) => e.node)).toEqual([
      {
        slug: 'sara-ahmadi',
        displayName: 'Sara Ahmadi',
        hourlyRateRials: 8_000_000,
        readerWords: { locale: 'fa', headline: 'توسعه‌دهندهٔ React و TypeScript' },
      },
    ]);

    await t.data(hide, {}, sara);
    expect((await t.data<{ collaborator: unknown }>(bySlug)).collaborator).toBeNull();
  });

  it('reads the words in the reader’s language, else the first of fa, en, az it is written in', async () => {
    const kian = await t.person('Kian');
    await t.data(
      save,
      { input: profile('kian-jafari', { words: [{ locale: 'en', headline: 'Backend developer in Go' }] }) },
      kian,
    );
    await t.data(publish, {}, kian);
    const read = async (locale: string) =>
      (
        await t.data<{ collaborator: { readerWords: { locale: string } } }>(
          `{ collaborator(slug: "kian-jafari") { readerWords { locale } } }`,
          {},
          undefined,
          locale,
        )
      ).collaborator.readerWords.locale;
    expect(await read('az')).toBe('en');
    expect(await read('en')).toBe('en');
  });

  it('finds words in any case and in Arabic or Persian letters, and a skill however it is written', async () => {
    const leila = await t.person('Leila');
    const saved = await t.data<{ saveCollaboratorProfile: { data: { skills: string[] } } }>(
      save,
      {
        input: profile('leila-karimi', {
          displayName: 'لیلا کریمی',
          skills: ['Node.JS', 'GraphQL', 'graph ql', 'C#'],
          words: [{ locale: 'fa', headline: 'برنامه‌نویس سرویس‌های یکپارچه' }],
        }),
      },
      leila,
    );
    await t.data(publish, {}, leila);
    const slugs = async (filter: Record<string, unknown>) =>
      (await t.data<Directory>(directory, { filter })).collaborators.edges.map((e) => e.node.slug);
    // Arabic yeh and kaf, as an Arabic keyboard types them, find the Persian name.
    expect(await slugs({ query: 'ليلا كريمي' })).toEqual(['leila-karimi']);
    expect(await slugs({ query: 'GRAPHQL یکپارچه' })).toEqual(['leila-karimi']);
    // Skills are the shared taxonomy's: other spellings become its name, and any spelling finds them.
    expect(saved.saveCollaboratorProfile.data.skills).toEqual(['Node.js', 'GraphQL', 'C#']);
    expect(await slugs({ skill: 'node.js' })).toEqual(['leila-karimi']);
    expect(await slugs({ skill: 'نود جی اس' })).toEqual(['leila-karimi']);
    expect(await slugs({ skill: 'csharp' })).toEqual(['leila-karimi']);
    expect(await slugs({ skill: 'C++' })).toEqual([]);
    expect(await slugs({ query: 'graphql', skill: 'Django' })).toEqual([]);
  });

  it('keeps the roles it takes, the positions it held and its notes on projects; a search finds a past employer', async () => {
    const roya = await t.person('Roya');
    const experience = [
      {
        title: 'Senior back-end developer',
        organization: 'Snapp',
        place: 'Tehran',
        start: '2021-03',
        end: null,
        description: 'Payments and dispatch services.',
      },
      {
        title: 'Developer',
        organization: 'Cafe Bazaar',
        place: null,
        start: '2017-09',
        end: '2021-02',
        description: null,
      },
    ];
    await t.data(
      save,
      {
        input: profile('roya-nouri', {
          roles: ['TECH_LEAD', 'DEVELOPER', 'TECH_LEAD'],
          experience,
          words: [
            {
              locale: 'fa',
              headline: 'توسعه‌دهندهٔ ارشد بک‌اند',
              projectNotes: 'پروژه‌های دست‌کم دو هفته‌ای؛ هر هفته نسخهٔ نمایشی.',
            },
          ],
        }),
      },
      roya,
    );
    await t.data(publish, {}, roya);
    const read = await t.data<{
      collaborator: { roles: string[]; experience: unknown[]; words: { projectNotes: string | null }[] };
    }>(
      `query { collaborator(slug: "roya-nouri") { roles experience { title organization place start end description }
        words { projectNotes } } }`,
    );
    expect(read.collaborator).toEqual({
      roles: ['TECH_LEAD', 'DEVELOPER'],
      experience,
      words: [{ projectNotes: 'پروژه‌های دست‌کم دو هفته‌ای؛ هر هفته نسخهٔ نمایشی.' }],
    });
    const found = await t.data<Directory>(directory, { filter: { query: 'cafe bazaar' } });
    expect(found.collaborators.edges.map((e) => e.node.slug)).toEqual(['roya-nouri']);
  });

  it('answers coded problems for bad input and a taken address, and writes nothing', async () => {
    const nima = await t.person('Nima');
    const bad = await t.data<{ saveCollaboratorProfile: Saved }>(
      save,
      {
        input: profile('Not A Slug!', {
          expertise: [],
          yearsOfExperience: 99,
          hourlyRateRials: -1,
          placeId: 'Not/A/Place',
          languages: ['fa', 'klingon'],
          roles: ['DEVELOPER', 'MENTOR', 'ARCHITECT', 'DESIGNER', 'CONSULTANT', 'QA_ENGINEER'],
          experience: [{ title: ' ', organization: 'Snapp', start: '2024-05', end: '2023-01' }],
          words: [{ locale: 'fr', headline: 'x', projectNotes: 'x'.repeat(1_501) }],
        }),
      },
      nima,
    );
    expect(bad.saveCollaboratorProfile.__typename).toBe('ValidationError');
    expect(bad.saveCollaboratorProfile.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.slug', code: 'SLUG_INVALID' },
        { path: 'input.expertise', code: 'EXPERTISE_REQUIRED' },
        { path: 'input.yearsOfExperience', code: 'YEARS_INVALID' },
        { path: 'input.hourlyRateRials', code: 'RATE_INVALID' },
        { path: 'input.placeId', code: 'PLACE_INVALID' },
        { path: 'input.languages.1', code: 'LANGUAGE_INVALID' },
        { path: 'input.words.0.locale', code: 'LOCALE_INVALID' },
        { path: 'input.words.0.projectNotes', code: 'NOTES_TOO_LONG' },
        { path: 'input.roles', code: 'TOO_MANY_ROLES' },
        { path: 'input.experience.0.title', code: 'REQUIRED' },
        { path: 'input.experience.0.end', code: 'END_BEFORE_START' },
      ]),
    );
    // Well formed, but no city the graph knows (a province is not one either).
    for (const placeId of ['atlantis', 'fars-province']) {
      const unknown = await t.data<{ saveCollaboratorProfile: Saved }>(
        save,
        { input: profile('nima-kazemi', { placeId }) },
        nima,
      );
      expect(unknown.saveCollaboratorProfile.fields).toEqual([
        { path: 'input.placeId', code: 'PLACE_INVALID' },
      ]);
    }
    const taken = await t.data<{ saveCollaboratorProfile: Saved }>(
      save,
      { input: profile('sara-ahmadi') },
      nima,
    );
    expect(taken.saveCollaboratorProfile.fields).toEqual([{ path: 'input.slug', code: 'SLUG_TAKEN' }]);
    expect(await t.database().prisma.collaboratorProfile.count({ where: { userId: nima.userId } })).toBe(0);

    const none = await t.data<{ publishCollaboratorProfile: Saved }>(publish, {}, nima);
    expect(none.publishCollaboratorProfile).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('filters and orders the directory, pages by the id, and counts what matches', async () => {
    const rates = [3_000_000, null, 12_000_000];
    for (const [i, rate] of rates.entries()) {
      const someone = await t.person(`Mobile ${i}`);
      await t.data(
        save,
        {
          input: profile(`mobile-dev-${i}`, {
            displayName: `Mobile ${i}`,
            expertise: ['MOBILE'],
            skills: ['Flutter'],
            hourlyRateRials: rate,
            remote: i !== 2,
            placeId: i === 1 ? 'baku' : null,
            languages: i === 2 ? ['az', 'ru', 'az'] : ['fa'],
          }),
        },
        someone,
      );
      await t.data(publish, {}, someone);
    }
    const slugs = async (variables: Record<string, unknown>) =>
      (await t.data<Directory>(directory, variables)).collaborators.edges.map((e) => e.node.slug);
    expect(await slugs({ filter: { expertise: 'MOBILE' }, sort: 'RATE_LOW' })).toEqual([
      'mobile-dev-0',
      'mobile-dev-2',
      'mobile-dev-1',
    ]);
    expect(await slugs({ filter: { expertise: 'MOBILE' }, sort: 'RATE_HIGH' })).toEqual([
      'mobile-dev-2',
      'mobile-dev-0',
      'mobile-dev-1',
    ]);
    expect(
      await slugs({ filter: { skill: 'Flutter', remote: true, maxHourlyRateRials: 5_000_000 } }),
    ).toEqual(['mobile-dev-0']);
    expect(await slugs({ filter: { expertise: 'MOBILE', place: 'baku' } })).toEqual(['mobile-dev-1']);
    expect(await slugs({ filter: { expertise: 'MOBILE', language: 'ru' } })).toEqual(['mobile-dev-2']);
    const spoken = await t.data<{ collaborator: { languages: string[] } }>(
      `query { collaborator(slug: "mobile-dev-2") { languages } }`,
    );
    expect(spoken.collaborator.languages).toEqual(['az', 'ru']);
    const badLanguage = await t.run(directory, { filter: { language: 'klingon' } });
    expect(badLanguage.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    const placed = await t.data<{ collaborator: { place: { id: string } | null } }>(
      `query { collaborator(slug: "mobile-dev-1") { place { id } } }`,
    );
    expect(placed.collaborator.place).toEqual({ id: 'baku' });
    const counted = await t.data<Directory>(directory, { filter: { expertise: 'MOBILE' }, first: 1 });
    expect(counted.collaborators).toMatchObject({ totalCount: 3 });
    expect(counted.collaborators.edges).toHaveLength(1);

    const tooLong = await t.run(directory, { filter: { query: 'x'.repeat(101) } });
    expect(tooLong.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('lets an admin suspend a profile with a reason its owner reads; the owner cannot publish it again', async () => {
    const owner = await t.person('Owner');
    const admin = await t.person('Admin', ['ADMIN']);
    const saved = await t.data<{ saveCollaboratorProfile: Saved }>(
      save,
      { input: profile('to-suspend') },
      owner,
    );
    await t.data(publish, {}, owner);
    const suspend = `mutation ($input: SuspendCollaboratorInput!) { suspendCollaborator(input: $input) {
      __typename ... on BaseError { code } ... on ValidationError { fields { path code } }
    } }`;
    const id = saved.saveCollaboratorProfile.data!.id;
    const refused = await t.run(suspend, { input: { id, suspend: true, reason: 'Spam' } }, owner);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noReason = await t.data<{ suspendCollaborator: { fields: Fields } }>(
      suspend,
      { input: { id, suspend: true } },
      admin,
    );
    expect(noReason.suspendCollaborator.fields).toEqual([{ path: 'input.reason', code: 'REQUIRED' }]);
    await t.data(suspend, { input: { id, suspend: true, reason: 'Copied portfolio' } }, admin);

    expect(
      (await t.data<{ collaborator: unknown }>(`{ collaborator(slug: "to-suspend") { slug } }`)).collaborator,
    ).toBeNull();
    const mine = await t.data<{ myCollaboratorProfile: { state: string; suspendedReason: string } }>(
      `{ myCollaboratorProfile { state suspendedReason } }`,
      {},
      owner,
    );
    expect(mine.myCollaboratorProfile).toEqual({ state: 'SUSPENDED', suspendedReason: 'Copied portfolio' });
    const again = await t.data<{ publishCollaboratorProfile: Saved }>(publish, {}, owner);
    expect(again.publishCollaboratorProfile).toMatchObject({
      __typename: 'ConflictError',
      code: 'PROFILE_SUSPENDED',
    });

    // The admins' list finds it by its state and words; nobody else may read the list.
    const list = `query ($filter: AdminCollaboratorFilter) { adminCollaborators(filter: $filter) {
      totalCount edges { node { slug state suspendedReason suspendedAt } } } }`;
    type List = {
      adminCollaborators: {
        totalCount: number;
        edges: { node: { slug: string; state: string; suspendedReason: string | null } }[];
      };
    };
    const suspended = await t.data<List>(list, { filter: { state: 'SUSPENDED', query: 'sara' } }, admin);
    expect(suspended.adminCollaborators.edges.map((e) => e.node)).toEqual([
      {
        slug: 'to-suspend',
        state: 'SUSPENDED',
        suspendedReason: 'Copied portfolio',
        suspendedAt: expect.any(Date),
      },
    ]);
    const everyState = await t.data<List>(list, {}, admin);
    expect(new Set(everyState.adminCollaborators.edges.map((e) => e.node.state)).size).toBeGreaterThan(1);
    expect(everyState.adminCollaborators.totalCount).toBe(
      await t.database().prisma.collaboratorProfile.count(),
    );
    const notAdmin = await t.run(list, {}, owner);
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badState = await t.run(list, { filter: { state: 'GONE' } }, admin);
    expect(badState.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');

    // Lifted, it is hidden: its owner publishes it again.
    await t.data(suspend, { input: { id, suspend: false } }, admin);
    const lifted = await t.data<{ publishCollaboratorProfile: Saved }>(publish, {}, owner);
    expect(lifted.publishCollaboratorProfile.data?.state).toBe('PUBLISHED');
  });

  it('lists published profiles in the sitemap, the latest changed first, with when they changed', async () => {
    const sitemap = collaboratorsSitemap(t.database().prisma);
    const published = await t.database().prisma.collaboratorProfile.findMany({
      where: { state: 'PUBLISHED' },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    });
    expect(await sitemap.count()).toBe(published.length);
    expect(await sitemap.list(0, 2)).toEqual(
      published.slice(0, 2).map((p) => ({ path: `/collaborators/${p.slug}`, lastmod: p.updatedAt })),
    );
  });
});

describe('the directory’s facets', () => {
  it('count each choice over the profiles matching every other filter', async () => {
    const facets = `query ($filter: CollaboratorFilter) { collaboratorFacets(filter: $filter) {
      expertise { value count } availability { value count } remote verified places { place { id } count } } }`;
    type Facets = {
      collaboratorFacets: {
        expertise: { value: string; count: number }[];
        availability: { value: string; count: number }[];
        remote: number;
        verified: number;
        places: { place: { id: string }; count: number }[];
      };
    };
    const before = (await t.data<Facets>(facets, { filter: { query: 'facetword' } })).collaboratorFacets;
    expect(before.expertise.every((e) => e.count === 0)).toBe(true);
    const make = async (
      slug: string,
      expertise: string[],
      availability: string,
      remote: boolean,
      placeId: string | null = null,
    ) => {
      const owner = await t.person(slug);
      await t.data(
        `mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) { __typename } }`,
        {
          input: {
            slug,
            displayName: `Facetword ${slug}`,
            expertise,
            skills: ['Facetword'],
            yearsOfExperience: 2,
            availability,
            remote,
            placeId,
            languages: [],
            words: [{ locale: 'en', headline: 'Facetword person' }],
          },
        },
        owner,
      );
      await t.data(`mutation { publishCollaboratorProfile { __typename } }`, {}, owner);
    };
    await make('facet-a', ['FRONTEND', 'MOBILE'], 'AVAILABLE', true, 'tabriz');
    await make('facet-b', ['FRONTEND'], 'BUSY', false, 'tehran');
    await make('facet-c', ['BACKEND'], 'AVAILABLE', true, 'tabriz');
    const count = (list: { value: string; count: number }[], value: string) =>
      list.find((e) => e.value === value)!.count;

    const all = (await t.data<Facets>(facets, { filter: { query: 'facetword' } })).collaboratorFacets;
    expect([
      count(all.expertise, 'FRONTEND'),
      count(all.expertise, 'MOBILE'),
      count(all.expertise, 'BACKEND'),
    ]).toEqual([2, 1, 1]);
    expect([count(all.availability, 'AVAILABLE'), count(all.availability, 'BUSY')]).toEqual([2, 1]);
    expect(all.remote).toBe(2);
    expect(all.verified).toBe(0);
    // Cities, the most named first; choosing one narrows the others, not the cities.
    expect(all.places).toEqual([
      { place: { id: 'tabriz' }, count: 2 },
      { place: { id: 'tehran' }, count: 1 },
    ]);
    const tabriz = (await t.data<Facets>(facets, { filter: { query: 'facetword', place: 'tabriz' } }))
      .collaboratorFacets;
    expect(count(tabriz.expertise, 'FRONTEND')).toBe(1);
    expect(tabriz.places).toEqual(all.places);

    // Choosing front-end narrows the other dimensions, not the expertise one.
    const frontEnd = (await t.data<Facets>(facets, { filter: { query: 'facetword', expertise: 'FRONTEND' } }))
      .collaboratorFacets;
    expect(count(frontEnd.expertise, 'BACKEND')).toBe(1);
    expect([count(frontEnd.availability, 'AVAILABLE'), count(frontEnd.availability, 'BUSY')]).toEqual([1, 1]);
    expect(frontEnd.remote).toBe(1);
  });
});
