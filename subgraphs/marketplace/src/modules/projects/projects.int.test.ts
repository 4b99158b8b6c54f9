import { describe, expect, it } from 'vitest';
import { marketplaceTests } from '../marketplace.testing.ts';
import { foldStats } from './engagement.service.ts';
import { portfolioSitemap } from './projects.service.ts';

const t = marketplaceTests();

type Fields = { path: string; code: string }[];
type Saved = {
  __typename: string;
  code?: string;
  fields?: Fields;
  data?: { id: string; slug: string; visibility: string; technologies: string[]; hasDemo: boolean };
};

const save = `mutation ($id: ID, $input: PortfolioProjectInput!) {
  savePortfolioProject(id: $id, input: $input) {
    __typename
    ... on MutationSavePortfolioProjectSuccess { data { id slug visibility technologies hasDemo } }
    ... on ValidationError { fields { path code } }
    ... on BaseError { code }
  }
}`;
const publish = `mutation ($id: ID!) { publishPortfolioProject(id: $id) {
  __typename
  ... on MutationPublishPortfolioProjectSuccess { data { id visibility } }
  ... on BaseError { code }
} }`;
const portfolio = `query ($filter: PortfolioFilter, $sort: PortfolioSort) {
  portfolioProjects(filter: $filter, sort: $sort) {
    totalCount
    edges { node { slug readerWords { locale title } cover { url thumbUrl } } }
  }
}`;

const project = (slug: string, more: Record<string, unknown> = {}) => ({
  slug,
  industry: 'RETAIL',
  categories: ['ECOMMERCE', 'WEB_APP'],
  technologies: ['react', 'nodejs', 'postgres'],
  clientName: 'فروشگاه نمونه',
  priceRials: 2_500_000_000,
  startedOn: '2025-03',
  completedOn: '2025-11',
  state: 'COMPLETED',
  forSale: true,
  collaborating: false,
  demoUrl: 'https://demo.example.com/shop',
  offers: [
    {
      licence: 'SINGLE_USE',
      priceRials: 2_500_000_000,
      includesSource: true,
      includesSetup: false,
      supportMonths: 3,
    },
  ],
  pictures: [],
  team: [],
  words: [
    { locale: 'fa', title: 'فروشگاه اینترنتی راست‌به‌چپ', summary: 'فروشگاهی با پرداخت زرین‌پال و انبار.' },
    {
      locale: 'en',
      title: 'A right-to-left online shop',
      summary: 'A shop with Zarinpal payments and stock.',
    },
  ],
  ...more,
});

async function published(
  owner: Awaited<ReturnType<typeof t.person>>,
  slug: string,
  more: Record<string, unknown> = {},
) {
  const saved = await t.data<{ savePortfolioProject: Saved }>(save, { input: project(slug, more) }, owner);
  const id = saved.savePortfolioProject.data!.id;
  await t.data(publish, { id }, owner);
  return id;
}

describe('portfolio projects', () => {
  it('saves a draft with settled technologies, a gallery and a team, and publishes it', async () => {
    const owner = await t.person('owner');
    const member = t.collaborator();
    const first = await t.upload(owner, '#1d4ed8');
    const second = await t.upload(owner, '#b91c1c');
    const saved = await t.data<{ savePortfolioProject: Saved }>(
      save,
      {
        input: project('rtl-shop', {
          pictures: [
            { upload: first.receipt, caption: 'صفحهٔ اصلی' },
            { upload: second.receipt, caption: null },
          ],
          team: [{ collaboratorId: member, role: 'TECH_LEAD' }],
        }),
      },
      owner,
    );
    const draft = saved.savePortfolioProject.data!;
    expect(draft).toMatchObject({ slug: 'rtl-shop', visibility: 'DRAFT', hasDemo: true });
    expect(draft.technologies).toEqual(['React', 'Node.js', 'PostgreSQL']);

    // A visitor does not see a draft; its owner does.
    const bySlug = `query { portfolioProject(slug: "rtl-shop") { slug visibility pictures { url thumbUrl caption width }
      team { role collaborator { id } } } }`;
    expect((await t.data<{ portfolioProject: null }>(bySlug)).portfolioProject).toBeNull();
    const own = await t.data<{
      portfolioProject: {
        pictures: { url: string; thumbUrl: string; caption: string | null; width: number }[];
        team: { role: string; collaborator: { id: string } }[];
      };
    }>(bySlug, {}, owner);
    expect(own.portfolioProject.pictures).toEqual([
      { url: `/files/${first.key}`, thumbUrl: `/files/${first.thumb}`, caption: 'صفحهٔ اصلی', width: 1200 },
      { url: `/files/${second.key}`, thumbUrl: `/files/${second.thumb}`, caption: null, width: 1200 },
    ]);
    expect(own.portfolioProject.team).toEqual([{ role: 'TECH_LEAD', collaborator: { id: member } }]);

    await t.data(publish, { id: draft.id }, owner);
    const seen = await t.data<{ portfolioProject: { slug: string; visibility: string | null } }>(bySlug);
    expect(seen.portfolioProject).toMatchObject({ slug: 'rtl-shop', visibility: null });

    // Keeping a picture by its file key and reordering: the kept one is now the cover.
    const again = await t.data<{ savePortfolioProject: Saved }>(
      save,
      {
        id: draft.id,
        input: project('rtl-shop', { pictures: [{ file: second.key, caption: 'سبد خرید' }] }),
      },
      owner,
    );
    expect(again.savePortfolioProject.__typename).toBe('MutationSavePortfolioProjectSuccess');
    const cover = await t.data<{ portfolioProject: { cover: { url: string; caption: string } } }>(
      `query { portfolioProject(slug: "rtl-shop") { cover { url caption } } }`,
    );
    expect(cover.portfolioProject.cover).toEqual({ url: `/files/${second.key}`, caption: 'سبد خرید' });

    // The profile of a team member lists it.
    const listed = await t.data<{ _entities: { portfolioProjects: { slug: string }[] }[] }>(
      `query ($reps: [_Any!]!) { _entities(representations: $reps) {
        ... on Collaborator { portfolioProjects { slug } } } }`,
      { reps: [{ __typename: 'Collaborator', id: member }] },
    );
    expect(listed._entities[0]!.portfolioProjects).toEqual([]);
    await t.data(
      save,
      { id: draft.id, input: project('rtl-shop', { team: [{ collaboratorId: member, role: 'DEVELOPER' }] }) },
      owner,
    );
    const relisted = await t.data<{ _entities: { portfolioProjects: { slug: string }[] }[] }>(
      `query ($reps: [_Any!]!) { _entities(representations: $reps) {
        ... on Collaborator { portfolioProjects { slug } } } }`,
      { reps: [{ __typename: 'Collaborator', id: member }] },
    );
    expect(relisted._entities[0]!.portfolioProjects).toEqual([{ slug: 'rtl-shop' }]);
  });

  it('refuses bad input with codes, and writes nothing', async () => {
    const owner = await t.person('careless');
    const stranger = await t.person('stranger');
    const theirs = await t.upload(stranger);
    const result = await t.data<{ savePortfolioProject: Saved }>(
      save,
      {
        input: project('Bad Slug!', {
          categories: [],
          startedOn: '2025-11',
          completedOn: '2025-01',
          words: [{ locale: 'fa', title: 'ab', summary: '' }],
          demoUrl: 'javascript:alert(1)',
        }),
      },
      owner,
    );
    expect(result.savePortfolioProject.__typename).toBe('ValidationError');
    expect(result.savePortfolioProject.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.slug', code: 'SLUG_INVALID' },
        { path: 'input.categories', code: 'CATEGORY_REQUIRED' },
        { path: 'input.words.0.title', code: 'TITLE_TOO_SHORT' },
        { path: 'input.words.0.summary', code: 'REQUIRED' },
        { path: 'input.demoUrl', code: 'URL_INVALID' },
      ]),
    );
    // Another person's upload, an unknown collaborator, an upcoming project for sale.
    const second = await t.data<{ savePortfolioProject: Saved }>(
      save,
      {
        input: project('second-try', {
          state: 'UPCOMING',
          pictures: [{ upload: theirs.receipt }],
          team: [{ collaboratorId: 'Q29sbGFib3JhdG9yOjE=', role: 'DEVELOPER' }],
        }),
      },
      owner,
    );
    expect(second.savePortfolioProject.fields).toEqual([{ path: 'input.forSale', code: 'NOT_FOR_SALE_YET' }]);
    const third = await t.data<{ savePortfolioProject: Saved }>(
      save,
      {
        input: project('third-try', {
          pictures: [{ upload: theirs.receipt }],
          team: [{ collaboratorId: t.collaborator(), role: 'DEVELOPER' }],
        }),
      },
      owner,
    );
    expect(third.savePortfolioProject.fields).toEqual([
      { path: 'input.pictures.0', code: 'UPLOAD_NOT_YOURS' },
    ]);
    const fourth = await t.data<{ savePortfolioProject: Saved }>(
      save,
      {
        input: project('fourth-try', {
          team: [{ collaboratorId: 'Q29sbGFib3JhdG9yOjE=', role: 'DEVELOPER' }],
        }),
      },
      owner,
    );
    expect(fourth.savePortfolioProject.fields).toEqual([
      { path: 'input.team.0.collaboratorId', code: 'MEMBER_INVALID' },
    ]);
    expect(await t.database().prisma.portfolioProject.count({ where: { ownerId: owner.userId } })).toBe(0);
  });

  it('lets only admins and collaborators write, and only their own projects', async () => {
    const owner = await t.person('writer');
    const other = await t.person('other writer');
    const seeker = await t.person('seeker', ['JOB_SEEKER']);
    const admin = await t.person('admin', ['ADMIN']);
    const refused = await t.run(save, { input: project('seeker-project') }, seeker);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await t.run(save, { input: project('visitor-project') });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const id = await published(owner, 'owned-project');
    const theirs = await t.data<{ savePortfolioProject: Saved }>(
      save,
      { id, input: project('owned-project') },
      other,
    );
    expect(theirs.savePortfolioProject).toMatchObject({ __typename: 'NotFoundError' });
    const hidden = await t.data<{ hidePortfolioProject: { __typename: string } }>(
      `mutation ($id: ID!) { hidePortfolioProject(id: $id) { __typename } }`,
      { id },
      admin,
    );
    expect(hidden.hidePortfolioProject.__typename).toBe('MutationHidePortfolioProjectSuccess');
    const byTeam = await t.data<{ savePortfolioProject: Saved }>(
      save,
      { input: project('team-project') },
      admin,
    );
    const row = await t.database().prisma.portfolioProject.findUniqueOrThrow({
      where: { id: Buffer.from(byTeam.savePortfolioProject.data!.id, 'base64').toString().split(':')[1]! },
    });
    expect(row.byTeam).toBe(true);
  });

  it('filters, counts facets, orders, and finds technologies in any spelling', async () => {
    const owner = await t.person('filters');
    await published(owner, 'bot-one', {
      industry: 'EDUCATION',
      categories: ['BOT'],
      technologies: ['python'],
      forSale: false,
      offers: [],
      demoUrl: null,
      words: [{ locale: 'fa', title: 'ربات آموزشی تلگرام', summary: 'پاسخ به پرسش‌های دانشجویان.' }],
    });
    await published(owner, 'bot-two', {
      industry: 'EDUCATION',
      categories: ['BOT', 'AI'],
      technologies: ['Python', 'pytorch'],
      state: 'IN_PROGRESS',
      forSale: false,
      offers: [],
      words: [{ locale: 'en', title: 'Course assistant', summary: 'Answers students in three languages.' }],
    });
    const bots = await t.data<{
      portfolioProjects: { totalCount: number; edges: { node: { slug: string } }[] };
    }>(portfolio, { filter: { category: 'BOT', technology: 'پایتون' } });
    expect(bots.portfolioProjects.edges.map((e) => e.node.slug).sort()).toEqual(['bot-one', 'bot-two']);
    const words = await t.data<{ portfolioProjects: { edges: { node: { slug: string } }[] } }>(portfolio, {
      filter: { query: 'ربات تلگرام' },
    });
    expect(words.portfolioProjects.edges.map((e) => e.node.slug)).toEqual(['bot-one']);
    const facets = await t.data<{
      portfolioFacets: {
        categories: { value: string; count: number }[];
        states: { value: string; count: number }[];
        hasDemo: number;
      };
    }>(
      `query { portfolioFacets(filter: { industry: EDUCATION }) {
        categories { value count } states { value count } hasDemo } }`,
    );
    expect(facets.portfolioFacets.categories.find((c) => c.value === 'BOT')?.count).toBe(2);
    expect(facets.portfolioFacets.categories.find((c) => c.value === 'AI')?.count).toBe(1);
    expect(facets.portfolioFacets.states.find((s) => s.value === 'IN_PROGRESS')?.count).toBe(1);
    expect(facets.portfolioFacets.hasDemo).toBe(1);
    const tooLong = await t.run(portfolio, { filter: { query: 'x'.repeat(101) } });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const related = await t.data<{ portfolioProject: { related: { slug: string }[] } }>(
      `query { portfolioProject(slug: "bot-one") { related { slug } } }`,
    );
    expect(related.portfolioProject.related[0]?.slug).toBe('bot-two');
  });

  it('counts a view once a day per visitor and a like once per person, and orders by them once folded', async () => {
    const owner = await t.person('popular');
    const quiet = await published(owner, 'quiet-project');
    const loved = await published(owner, 'loved-project');
    const view = `mutation ($id: ID!) { viewPortfolioProject(id: $id) {
      __typename ... on MutationViewPortfolioProjectSuccess { data } } }`;
    const viewed = async (caller: string) =>
      (await t.data<{ viewPortfolioProject: { data: boolean } }>(view, { id: loved }, undefined, { caller }))
        .viewPortfolioProject.data;
    expect(await viewed('visitor:a')).toBe(true);
    expect(await viewed('visitor:a')).toBe(false);
    expect(await viewed('visitor:b')).toBe(true);
    const fans = [await t.person('fan one'), await t.person('fan two', ['JOB_SEEKER'])];
    const like = `mutation ($id: ID!) { likePortfolioProject(id: $id) {
      ... on MutationLikePortfolioProjectSuccess { data { likes viewerLikes } } } }`;
    for (const fan of fans) await t.data(like, { id: loved }, fan);
    const twice = await t.data<{ likePortfolioProject: { data: { likes: number; viewerLikes: boolean } } }>(
      like,
      { id: loved },
      fans[0],
    );
    expect(twice.likePortfolioProject.data).toEqual({ likes: 2, viewerLikes: true });
    const undone = await t.data<{
      unlikePortfolioProject: { data: { likes: number; viewerLikes: boolean } };
    }>(
      `mutation ($id: ID!) { unlikePortfolioProject(id: $id) {
        ... on MutationUnlikePortfolioProjectSuccess { data { likes viewerLikes } } } }`,
      { id: loved },
      fans[1],
    );
    expect(undone.unlikePortfolioProject.data).toEqual({ likes: 1, viewerLikes: false });
    const visitorLike = await t.run(like, { id: loved });
    expect(visitorLike.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const order = async () =>
      (
        await t.data<{ portfolioProjects: { edges: { node: { slug: string } }[] } }>(portfolio, {
          filter: { query: 'shop' },
          sort: 'MOST_VIEWED',
        })
      ).portfolioProjects.edges
        .map((e) => e.node.slug)
        .filter((slug) => slug === 'quiet-project' || slug === 'loved-project');
    await foldStats(t.database().prisma);
    expect(await order()).toEqual(['loved-project', 'quiet-project']);
    const figures = await t.data<{ portfolioProject: { views: number; likes: number } }>(
      `query { portfolioProject(slug: "loved-project") { views likes } }`,
    );
    expect(figures.portfolioProject).toEqual({ views: 2, likes: 1 });
    expect(quiet).toBeTruthy();
  });

  it('keeps private projects off the portfolio, and shows those the team evaluated to verified employers', async () => {
    const owner = await t.person('private owner');
    const admin = await t.person('evaluating admin', ['ADMIN']);
    const employer = {
      ...(await t.person('verified employer', ['EMPLOYER'])),
      verifiedCompanyId: 'company-1',
    };
    const unverified = await t.person('unverified employer', ['EMPLOYER']);
    const member = t.collaborator();
    const refused = await t.data<{ savePortfolioProject: Saved }>(
      save,
      { input: project('nda-refused', { confidential: true, shareWithEmployers: true }) },
      owner,
    );
    expect(refused.savePortfolioProject.fields).toEqual([
      { path: 'input.forSale', code: 'CONFIDENTIAL_NOT_FOR_SALE' },
    ]);
    const notPrivate = await t.data<{ savePortfolioProject: Saved }>(
      save,
      { input: project('nda-not-private', { shareWithEmployers: true }) },
      owner,
    );
    expect(notPrivate.savePortfolioProject.fields).toEqual([
      { path: 'input.shareWithEmployers', code: 'ONLY_CONFIDENTIAL_SHARED' },
    ]);
    const input = project('nda-bank-core', {
      confidential: true,
      shareWithEmployers: true,
      forSale: false,
      offers: [],
      team: [{ collaboratorId: member, role: 'ARCHITECT' }],
    });
    const id = await published(owner, 'nda-bank-core', input);
    const read = `query { portfolioProject(slug: "nda-bank-core") { confidential evaluatedAt evaluationNote } }`;
    const reader = async (viewer?: Parameters<typeof t.data>[2]) =>
      (await t.data<{ portfolioProject: { evaluationNote: string | null } | null }>(read, {}, viewer))
        .portfolioProject;
    const listed = async (viewer?: Parameters<typeof t.data>[2]) =>
      (
        await t.data<{ _entities: { portfolioProjects: { slug: string }[] }[] }>(
          `query ($reps: [_Any!]!) { _entities(representations: $reps) {
            ... on Collaborator { portfolioProjects { slug } } } }`,
          { reps: [{ __typename: 'Collaborator', id: member }] },
          viewer,
        )
      )._entities[0]!.portfolioProjects.map((p) => p.slug);
    expect(await reader()).toBeNull();
    expect(await reader(employer)).toBeNull();
    expect(await reader(owner)).toMatchObject({ confidential: true, evaluatedAt: null });
    const inPortfolio = await t.data<{ portfolioProjects: { edges: { node: { slug: string } }[] } }>(
      portfolio,
      {
        filter: { query: 'shop' },
      },
    );
    expect(inPortfolio.portfolioProjects.edges.map((e) => e.node.slug)).not.toContain('nda-bank-core');

    const evaluate = `mutation ($input: EvaluatePortfolioProjectInput!) { evaluatePortfolioProject(input: $input) {
      __typename ... on BaseError { code } ... on ValidationError { fields { path code } } } }`;
    const byOwner = await t.run(evaluate, { input: { id, note: 'Mine is great' } }, owner);
    expect(byOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const empty = await t.data<{ evaluatePortfolioProject: Saved }>(
      evaluate,
      { input: { id, note: ' ' } },
      admin,
    );
    expect(empty.evaluatePortfolioProject.fields).toEqual([{ path: 'input.note', code: 'REQUIRED' }]);
    const queue = `{ portfolioProjectsToEvaluate(first: 10) { edges { node { slug } } } }`;
    const waiting = await t.data<{ portfolioProjectsToEvaluate: { edges: { node: { slug: string } }[] } }>(
      queue,
      {},
      admin,
    );
    expect(waiting.portfolioProjectsToEvaluate.edges.map((e) => e.node.slug)).toContain('nda-bank-core');
    await t.data(evaluate, { input: { id, note: 'Core banking work, reviewed with its client.' } }, admin);

    expect(await reader(employer)).toMatchObject({
      evaluationNote: 'Core banking work, reviewed with its client.',
    });
    expect(await reader(unverified)).toBeNull();
    expect(await reader()).toBeNull();
    expect(await listed(employer)).toEqual(['nda-bank-core']);
    expect(await listed()).toEqual([]);
    // A project that is not private is not the team's to evaluate here.
    const open = await published(owner, 'open-project');
    const notFound = await t.data<{ evaluatePortfolioProject: Saved }>(
      evaluate,
      { input: { id: open, note: 'Fine' } },
      admin,
    );
    expect(notFound.evaluatePortfolioProject.__typename).toBe('NotFoundError');

    // Changed by its owner, it waits for the team again.
    await t.data(save, { id, input: { ...input, clientName: 'بانک دیگر' } }, owner);
    expect(await reader(employer)).toBeNull();
  });

  it('sells a project under its licences, and shows its demo’s sign-in to the signed-in only', async () => {
    const owner = await t.person('seller');
    await published(owner, 'sold-project', {
      demoUsername: 'demo',
      demoPassword: 'karnama-demo',
      offers: [
        {
          licence: 'EXTENDED',
          priceRials: 9_000_000_000,
          includesSource: true,
          includesSetup: true,
          supportMonths: 12,
        },
        {
          licence: 'SINGLE_USE',
          priceRials: 3_000_000_000,
          includesSource: false,
          includesSetup: true,
          supportMonths: 3,
        },
      ],
    });
    const read = `query { portfolioProject(slug: "sold-project") {
      offers { licence priceRials includesSource includesSetup supportMonths } demoCredentials { username password } } }`;
    const visitor = await t.data<{
      portfolioProject: { offers: { licence: string; priceRials: number }[]; demoCredentials: unknown };
    }>(read);
    expect(visitor.portfolioProject.offers.map((o) => [o.licence, o.priceRials])).toEqual([
      ['SINGLE_USE', 3_000_000_000],
      ['EXTENDED', 9_000_000_000],
    ]);
    expect(visitor.portfolioProject.demoCredentials).toBeNull();
    const signedIn = await t.data<{ portfolioProject: { demoCredentials: unknown } }>(
      read,
      {},
      await t.person('reader', ['JOB_SEEKER']),
    );
    expect(signedIn.portfolioProject.demoCredentials).toEqual({ username: 'demo', password: 'karnama-demo' });

    const refusals = await t.data<{ savePortfolioProject: Saved }>(
      save,
      {
        input: project('bad-offers', {
          demoUrl: null,
          demoUsername: 'demo',
          offers: [
            {
              licence: 'SINGLE_USE',
              priceRials: 0,
              includesSource: true,
              includesSetup: true,
              supportMonths: 99,
            },
          ],
        }),
      },
      owner,
    );
    expect(refusals.savePortfolioProject.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.offers.0.priceRials', code: 'PRICE_INVALID' },
        { path: 'input.offers.0.supportMonths', code: 'SUPPORT_INVALID' },
      ]),
    );
    const noOffer = await t.data<{ savePortfolioProject: Saved }>(
      save,
      { input: project('no-offer', { offers: [], demoUrl: null, demoUsername: 'demo' }) },
      owner,
    );
    expect(noOffer.savePortfolioProject.fields).toEqual([
      { path: 'input.offers', code: 'OFFER_REQUIRED' },
      { path: 'input.demoUsername', code: 'CREDENTIALS_WITHOUT_DEMO' },
    ]);
    const notForSale = await t.data<{ savePortfolioProject: Saved }>(
      save,
      { input: project('not-for-sale', { forSale: false }) },
      owner,
    );
    expect(notForSale.savePortfolioProject.fields).toEqual([
      { path: 'input.offers', code: 'OFFERS_NOT_FOR_SALE' },
    ]);
  });

  it('lists published projects in the sitemap', async () => {
    const source = portfolioSitemap(t.database().prisma);
    const count = await source.count();
    const paths = (await source.list(0, 100)).map((p) => p.path);
    expect(paths).toHaveLength(count);
    expect(paths).toContain('/portfolio/loved-project');
    expect(paths).not.toContain('/portfolio/owned-project');
  });
});
