import { describe, expect, it } from 'vitest';
import { contentTests } from '../content.testing.ts';

const t = contentTests();

const create = `mutation ($input: CreateContentItemInput!) { createContentItem(input: $input) {
  __typename ... on MutationCreateContentItemSuccess { data { id slug kind path } }
  ... on ValidationError { fields { path code } } ... on BaseError { code } } }`;
const save = `mutation ($input: SaveContentDraftInput!) { saveContentDraft(input: $input) {
  __typename ... on MutationSaveContentDraftSuccess { data { id locale title } }
  ... on ValidationError { fields { path code } } ... on BaseError { code } } }`;
const publish = `mutation ($id: ID!) { publishContentRevision(revisionId: $id) {
  __typename ... on MutationPublishContentRevisionSuccess { data { id publishedLocales } } ... on BaseError { code } } }`;
const read = `query ($kind: ContentKind!, $slug: String!) { contentItem(kind: $kind, slug: $slug) {
  id slug path importance
  document { locale requestedLocale fallback title summary parts { sections { heading body } claims { value label figure } } }
  features { slug importance } articles { slug } related { slug } service { slug } } }`;

type Payload = {
  __typename: string;
  data?: { id: string };
  fields?: { path: string; code: string }[];
  code?: string;
};

const words = (title: string) => ({
  title,
  summary: `${title}: a summary`,
  sections: [{ heading: 'Why', body: 'First paragraph.\n\nSecond paragraph.' }],
  faq: [{ question: 'How long?', answer: 'Four weeks.' }],
  claims: [{ value: '150+', label: 'projects', figure: 'TESTS_TAKEN' }],
  steps: [{ title: 'Talk', text: '' }],
});

describe('content items', () => {
  it('are written as drafts by admins, published per language, and read with a visible fallback', async () => {
    const admin = await t.person('Editor', ['ADMIN']);
    const created = await t.data<{ createContentItem: Payload }>(
      create,
      { input: { kind: 'SERVICE', slug: 'web' } },
      admin,
    );
    const serviceId = created.createContentItem.data!.id;
    expect(created.createContentItem).toMatchObject({ data: { path: '/services/development/web' } });

    const draft = await t.data<{ saveContentDraft: Payload }>(
      save,
      { input: { itemId: serviceId, locale: 'en', ...words('Web apps') } },
      admin,
    );
    // A draft is not read by visitors: the item is published nowhere yet.
    expect(
      (await t.data<{ contentItem: unknown }>(read, { kind: 'SERVICE', slug: 'web' })).contentItem,
    ).toBeNull();

    await t.data(publish, { id: draft.saveContentDraft.data!.id }, admin);
    const fa = await t.run<{ contentItem: { document: Record<string, unknown> } }>(
      read,
      { kind: 'SERVICE', slug: 'web' },
      undefined,
      { 'accept-language': 'fa' },
    );
    expect(fa.data!.contentItem.document).toMatchObject({
      locale: 'en',
      requestedLocale: 'fa',
      fallback: true,
      title: 'Web apps',
      parts: {
        sections: [{ heading: 'Why', body: 'First paragraph.\n\nSecond paragraph.' }],
        claims: [{ value: '150+', label: 'projects', figure: 'TESTS_TAKEN' }],
      },
    });

    // A newer draft changes nothing until it is published.
    const newer = await t.data<{ saveContentDraft: Payload }>(
      save,
      { input: { itemId: serviceId, locale: 'en', ...words('Web applications') } },
      admin,
    );
    const before = await t.run<{ contentItem: { document: { title: string } } }>(read, {
      kind: 'SERVICE',
      slug: 'web',
    });
    expect(before.data!.contentItem.document.title).toBe('Web apps');
    await t.data(publish, { id: newer.saveContentDraft.data!.id }, admin);

    const revisions = await t.data<{
      contentItem: { revisions: { edges: { node: { title: string } }[] }; publishedRevisionId: string };
    }>(
      `query { contentItem(kind: SERVICE, slug: "web") { publishedRevisionId(locale: "en")
        revisions(locale: "en") { edges { node { id title } } } } }`,
      {},
      admin,
    );
    expect(revisions.contentItem.revisions.edges.map((e) => e.node.title)).toEqual([
      'Web applications',
      'Web apps',
    ]);
    expect(revisions.contentItem.publishedRevisionId).toBe(newer.saveContentDraft.data!.id);
  });

  it('keeps features under their service, most important first, with related features', async () => {
    const admin = await t.person('Editor', ['ADMIN']);
    const service = await t.data<{ createContentItem: Payload }>(
      create,
      { input: { kind: 'SERVICE', slug: 'mobile' } },
      admin,
    );
    const serviceId = service.createContentItem.data!.id;
    const ids: string[] = [];
    for (const [slug, importance] of [
      ['offline', 6],
      ['push', 9],
    ] as const) {
      const feature = await t.data<{ createContentItem: Payload }>(
        create,
        { input: { kind: 'FEATURE', slug, serviceId, importance } },
        admin,
      );
      ids.push(feature.createContentItem.data!.id);
    }
    for (const id of [serviceId, ...ids]) {
      const draft = await t.data<{ saveContentDraft: Payload }>(
        save,
        { input: { itemId: id, locale: 'fa', ...words('Words') } },
        admin,
      );
      await t.data(publish, { id: draft.saveContentDraft.data!.id }, admin);
    }
    await t.data(
      `mutation ($input: UpdateContentItemInput!) { updateContentItem(input: $input) { __typename } }`,
      { input: { id: ids[0], relatedIds: [ids[1]] } },
      admin,
    );
    const { contentItem } = await t.data<{ contentItem: Record<string, unknown> }>(read, {
      kind: 'SERVICE',
      slug: 'mobile',
    });
    expect(contentItem.features).toEqual([
      { slug: 'push', importance: 9 },
      { slug: 'offline', importance: 6 },
    ]);
    const feature = await t.data<{ contentItem: Record<string, unknown> }>(read, {
      kind: 'FEATURE',
      slug: 'offline',
    });
    expect(feature.contentItem).toMatchObject({ related: [{ slug: 'push' }], service: { slug: 'mobile' } });
  });

  it('answers bad input with codes, and refuses everyone but admins', async () => {
    const admin = await t.person('Editor', ['ADMIN']);
    const bad = await t.data<{ createContentItem: Payload }>(
      create,
      { input: { kind: 'FEATURE', slug: 'Not A Slug', importance: 11 } },
      admin,
    );
    expect(bad.createContentItem.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.slug', code: 'SLUG_INVALID' },
        { path: 'input.importance', code: 'IMPORTANCE_INVALID' },
      ]),
    );
    const orphan = await t.data<{ createContentItem: Payload }>(
      create,
      { input: { kind: 'ARTICLE', slug: 'no-service' } },
      admin,
    );
    expect(orphan.createContentItem.fields).toEqual([{ path: 'input.serviceId', code: 'SERVICE_REQUIRED' }]);
    await t.data(create, { input: { kind: 'COURSE', slug: 'react' } }, admin);
    const again = await t.data<{ createContentItem: Payload }>(
      create,
      { input: { kind: 'COURSE', slug: 'react' } },
      admin,
    );
    expect(again.createContentItem.code).toBe('SLUG_TAKEN');

    const { contentItems } = await t.data<{ contentItems: { edges: { node: { id: string } }[] } }>(
      `{ contentItems(kind: COURSE, unpublished: true) { edges { node { id } } } }`,
      {},
      admin,
    );
    const itemId = contentItems.edges[0]!.node.id;
    const empty = await t.data<{ saveContentDraft: Payload }>(
      save,
      {
        input: {
          itemId,
          locale: 'xx',
          ...words(''),
          sections: Array.from({ length: 21 }, () => ({ heading: '', body: 'x' })),
        },
      },
      admin,
    );
    expect(empty.saveContentDraft.fields).toEqual([{ path: 'input.locale', code: 'LOCALE_INVALID' }]);
    const long = await t.data<{ saveContentDraft: Payload }>(
      save,
      {
        input: {
          itemId,
          locale: 'az',
          ...words(''),
          sections: Array.from({ length: 21 }, () => ({ heading: '', body: 'x' })),
        },
      },
      admin,
    );
    expect(long.saveContentDraft.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.title', code: 'REQUIRED' },
        { path: 'input.sections', code: 'TOO_MANY_SECTIONS' },
      ]),
    );

    // Visitors do not see unpublished items even when they ask, and cannot write.
    const visitor = await t.data<{ contentItems: { edges: unknown[] } }>(
      `{ contentItems(kind: COURSE, unpublished: true) { edges { node { id } } } }`,
    );
    expect(visitor.contentItems.edges).toEqual([]);
    const member = await t.person('Member');
    for (const viewer of [undefined, member]) {
      const refused = await t.run(create, { input: { kind: 'COURSE', slug: 'vue' } }, viewer);
      expect(refused.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
    const unpublished = await t.run<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, {
      id: itemId,
    });
    expect(unpublished.data?.node ?? null).toBeNull();
    const revisions = await t.run(
      `{ contentItem(kind: SERVICE, slug: "web") { revisions(locale: "en") { edges { node { id } } } } }`,
      {},
      member,
    );
    expect(revisions.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the demo content', () => {
  it('is written through the editor’s own rules, published in every language, once', async () => {
    const { writeDemoContent, demoContent } = await import('./demo-content.ts');
    const db = t.database();
    await db.prisma.contentItem.deleteMany();
    const editor = await t.person('Editorial', ['ADMIN']);
    expect(await writeDemoContent(db.prisma, editor)).toBe(demoContent.length);
    expect(await writeDemoContent(db.prisma, editor)).toBe(0);
    const publications = await db.prisma.contentPublication.count();
    expect(publications).toBe(demoContent.length * 3);
    for (const language of ['fa', 'en', 'az']) {
      const about = await t.run<{
        contentItem: { document: { locale: string; parts: { claims: unknown[] } } };
      }>(
        '{ contentItem(kind: PAGE, slug: "about") { document { locale parts { claims { value } } } } }',
        {},
        undefined,
        { 'accept-language': language },
      );
      expect(about.data!.contentItem.document.locale).toBe(language);
      expect(about.data!.contentItem.document.parts.claims).toHaveLength(6);
    }
    const web = await t.data<{ contentItem: { features: { slug: string }[]; articles: { slug: string }[] } }>(
      '{ contentItem(kind: SERVICE, slug: "web") { features { slug } articles { slug } } }',
    );
    expect(web.contentItem.features.map((f) => f.slug)).toEqual(['responsive-design', 'seo-ready']);
    expect(web.contentItem.articles.map((a) => a.slug)).toEqual(['choosing-a-web-stack']);
  });
});
