import type { Identity } from '@platform/subgraph-kit/identity';
import { assessmentLimits } from '@platform/rules/assessments';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentsTests } from '../assessments.testing.ts';

const { database, person, run, data } = assessmentsTests();

const t = (en: string) => ({ fa: `${en} به فارسی`, en, az: `${en} az` });
const outcome = `__typename ... on ValidationError { fields { path code } } ... on BaseError { code }`;

const settings = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  type: 'LOGICAL_REASONING',
  status: 'ACTIVE',
  title: t('Quick logic'),
  summary: t('A short test'),
  description: t('A short test of logic'),
  categories: [{ key: 'logic', name: t('Logic'), advice: t('Practise') }],
  careers: [{ key: 'analyst', name: t('Analyst'), weights: [{ category: 'logic', weight: 1 }] }],
  questionsCount: 1,
  durationMinutes: 1,
  passingScore: 50,
  originalPriceRials: 0,
  priceRials: 0,
  reportDelayHours: 24,
  cooldownHours: 0,
  ...extra,
});

const question = (testId: string, extra: Record<string, unknown> = {}) => ({
  testId,
  key: 'q1',
  kind: 'SINGLE_CHOICE',
  difficulty: 'EASY',
  category: 'logic',
  skill: 'deduction',
  prompt: t('Which is right?'),
  options: [
    { key: 'a', text: t('This') },
    { key: 'b', text: t('That') },
  ],
  correct: ['a'],
  ...extra,
});

type Saved = {
  __typename: string;
  code?: string;
  fields?: { path: string; code: string }[];
  data?: Record<string, unknown>;
};

const create = (input: Record<string, unknown>, who: Identity) =>
  data<{ createTest: Saved }>(
    `mutation ($input: TestSettingsInput!) { createTest(input: $input) { ${outcome} ... on MutationCreateTestSuccess { data { id slug status } } } }`,
    { input },
    who,
  ).then((d) => d.createTest);

const save = (input: Record<string, unknown>, who: Identity) =>
  data<{ saveTestQuestion: Saved }>(
    `mutation ($input: SaveTestQuestionInput!) { saveTestQuestion(input: $input) { ${outcome} ... on MutationSaveTestQuestionSuccess { data { key version prompt } } } }`,
    { input },
    who,
  ).then((d) => d.saveTestQuestion);

let admin: Identity;
let seeker: Identity;
beforeAll(async () => {
  admin = await person('admin', ['ADMIN']);
  seeker = await person('seeker');
});

describe('writing tests', () => {
  it('lets an admin create a test and its items, and no one else', async () => {
    const created = await create(settings('quick-logic'), admin);
    expect(created).toMatchObject({
      __typename: 'MutationCreateTestSuccess',
      data: { slug: 'quick-logic', status: 'ACTIVE' },
    });
    expect((await create(settings('quick-logic'), admin)).code).toBe('SLUG_TAKEN');
    const denied = await run(
      `mutation ($input: TestSettingsInput!) { createTest(input: $input) { __typename } }`,
      { input: settings('other') },
      seeker,
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const testId = String(created.data!.id);
    expect((await save(question(testId), admin)).data).toMatchObject({ key: 'q1', version: 1 });
    const bank = await data<{ test: { questions: { key: string }[] } }>(
      `{ test(slug: "quick-logic") { questions { key } } }`,
      {},
      admin,
    );
    expect(bank.test.questions).toEqual([{ key: 'q1' }]);
    const hidden = await run(`{ test(slug: "quick-logic") { questions { key } } }`, {}, seeker);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reads nothing of a bank or a test’s settings for anyone but an admin', async () => {
    const testId = String((await create(settings('kept-to-admins'), admin)).data!.id);
    await save(question(testId, { explanation: t('Because') }), admin);
    const bank = `{ test(slug: "kept-to-admins") { title questions { key correct prompts { fa } } } }`;
    const texts = `{ test(slug: "kept-to-admins") { title settings { careers { key } description { fa } } } }`;
    for (const query of [bank, texts]) {
      database().resetQueries();
      const refused = await run(query, {}, seeker);
      expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
      // The test's public fields only: no item, version or answer key, nor the settings' texts, is read first.
      const statements = database().queries.map((q) => q.sql);
      expect(statements.filter((q) => /"questions"|"question_versions"|"careers"|"faq"/.test(q))).toEqual([]);
    }
    database().resetQueries();
    const read = await data<{ test: { questions: unknown[] } }>(bank, {}, admin);
    expect(read.test.questions).toEqual([
      { key: 'q1', correct: ['a'], prompts: { fa: t('Which is right?').fa } },
    ]);
    expect(database().queries.some((q) => q.sql.includes('"question_versions"'))).toBe(true);
  });

  it('names what is wrong with a test or an item', async () => {
    const refused = await create(
      settings('bad', {
        slug: 'Bad Slug',
        priceRials: 10,
        title: { fa: '', en: 'x', az: 'x' },
        careers: [{ key: 'c', name: t('C'), weights: [{ category: 'nope', weight: 1 }] }],
      }),
      admin,
    );
    expect(refused.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.slug', code: 'SLUG_INVALID' },
        { path: 'input.title.fa', code: 'REQUIRED' },
        { path: 'input.priceRials', code: 'PRICE_ABOVE_ORIGINAL' },
        { path: 'input.careers.0.weights', code: 'CATEGORY_UNKNOWN' },
      ]),
    );
    const testId = String((await create(settings('checked'), admin)).data!.id);
    expect((await save(question(testId, { correct: ['z'] }), admin)).fields).toEqual(
      expect.arrayContaining([{ path: 'input.correct.0', code: 'KEY_INVALID' }]),
    );
    expect((await save(question(testId, { category: 'other' }), admin)).fields).toEqual([
      { path: 'input.category', code: 'CATEGORY_UNKNOWN' },
    ]);
    expect(await database().prisma.question.count({ where: { test: { slug: 'checked' } } })).toBe(0);
  });

  it('keeps the version a session drew when an item changes', async () => {
    const testId = String((await create(settings('versioned'), admin)).data!.id);
    await save(question(testId), admin);
    const start = await data<{ startTestSession: { data: { token: string } } }>(
      `mutation ($id: ID!) { startTestSession(input: { testId: $id }) { ... on MutationStartTestSessionSuccess { data { token } } } }`,
      { id: testId },
      seeker,
    );
    // The same content again is no new version; a new prompt is.
    expect((await save(question(testId), admin)).data).toMatchObject({ version: 1 });
    expect((await save(question(testId, { prompt: t('Which one is right?') }), admin)).data).toMatchObject({
      version: 2,
      prompt: 'Which one is right? به فارسی',
    });
    const session = await data<{ testSession: { questions: { prompt: string }[] } }>(
      `query ($token: String!) { testSession(token: $token) { questions { prompt } } }`,
      { token: start.startTestSession.data.token },
      seeker,
    );
    expect(session.testSession.questions).toEqual([{ prompt: 'Which is right? به فارسی' }]);
    expect((await save(question(testId, { kind: 'NUMERIC', numericValue: 3 }), admin)).fields).toEqual([
      { path: 'input.kind', code: 'KIND_FIXED' },
    ]);
  });

  it('changes a test’s settings, and says when the test is gone', async () => {
    const testId = String((await create(settings('renamed'), admin)).data!.id);
    const updated = await data<{ updateTest: Saved }>(
      `mutation ($input: UpdateTestInput!) { updateTest(input: $input) { ${outcome} ... on MutationUpdateTestSuccess { data { slug durationMinutes } } } }`,
      { input: { id: testId, test: settings('renamed-again', { durationMinutes: 30 }) } },
      admin,
    );
    expect(updated.updateTest.data).toEqual({ slug: 'renamed-again', durationMinutes: 30 });
    const missing = await data<{ updateTest: Saved }>(
      `mutation ($input: UpdateTestInput!) { updateTest(input: $input) { ${outcome} } }`,
      { input: { id: encodeGlobalID('Test', '0190f0f0-0000-7000-8000-000000000009'), test: settings('x') } },
      admin,
    );
    expect(missing.updateTest.code).toBe('NOT_FOUND');
  });

  it('stores a test’s features, FAQ and topics in their order and gives them back, and refuses them over their limits', async () => {
    const testId = String((await create(settings('with-faq'), admin)).data!.id);
    const update = (test: Record<string, unknown>) =>
      data<{ updateTest: Saved }>(
        `mutation ($input: UpdateTestInput!) { updateTest(input: $input) { ${outcome} ... on MutationUpdateTestSuccess { data { topics settings { features { fa en az } faq { question { fa en az } answer { fa en az } } } } } } }`,
        { input: { id: testId, test } },
        admin,
      ).then((d) => d.updateTest);
    const lists = {
      features: [t('Fair'), t('Fast')],
      faq: [
        { question: t('How long is it?'), answer: t('Twenty minutes') },
        { question: t('Is it free?'), answer: t('Yes') },
      ],
      topics: ['numbers', 'ethical_decision_making'],
    };
    expect((await update(settings('with-faq', lists))).data).toEqual({
      topics: lists.topics,
      settings: { features: lists.features, faq: lists.faq },
    });
    const { test } = await data<{
      test: { features: string[]; faq: { question: string; answer: string }[] };
    }>('query { test(slug: "with-faq") { features faq { question answer } } }', {}, seeker);
    expect(test).toEqual({
      features: ['Fair به فارسی', 'Fast به فارسی'],
      faq: [
        { question: 'How long is it? به فارسی', answer: 'Twenty minutes به فارسی' },
        { question: 'Is it free? به فارسی', answer: 'Yes به فارسی' },
      ],
    });

    const refused = await update(
      settings('with-faq', {
        features: Array.from({ length: assessmentLimits.featuresMax + 1 }, (_, i) => t(`Point ${i}`)),
        faq: [
          {
            question: t('Why?'),
            answer: { ...t('Because'), en: 'x'.repeat(assessmentLimits.faqAnswerMax + 1) },
          },
        ],
        topics: ['Not a key', 'numbers', 'numbers'],
      }),
    );
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fields).toEqual(
      expect.arrayContaining([
        { path: 'input.test.features', code: 'TOO_MANY_ITEMS' },
        { path: 'input.test.faq.0.answer.en', code: 'TOO_LONG' },
        { path: 'input.test.topics.0', code: 'KEY_INVALID' },
      ]),
    );
    const duplicate = await update(settings('with-faq', { ...lists, topics: ['numbers', 'numbers'] }));
    expect(duplicate.fields).toEqual([{ path: 'input.test.topics', code: 'DUPLICATE_KEY' }]);
    const stored = await database().prisma.test.findUniqueOrThrow({ where: { slug: 'with-faq' } });
    expect({ features: stored.features, faq: stored.faq, topics: stored.topics }).toEqual(lists);
  });

  it('keeps a practice test practice when an update leaves it out, and fixes it once a session exists', async () => {
    const testId = String((await create(settings('practice-kept', { practice: true }), admin)).data!.id);
    const update = (test: Record<string, unknown>) =>
      data<{ updateTest: Saved }>(
        `mutation ($input: UpdateTestInput!) { updateTest(input: $input) { ${outcome} ... on MutationUpdateTestSuccess { data { practice givesCertificate } } } }`,
        { input: { id: testId, test } },
        admin,
      ).then((d) => d.updateTest);
    expect((await update(settings('practice-kept'))).data).toEqual({
      practice: true,
      givesCertificate: false,
    });
    await save(question(testId), admin);
    await save(question(testId, { key: 'q2' }), admin);
    await data(
      `mutation ($id: ID!) { startTestSession(input: { testId: $id }) { __typename } }`,
      { id: testId },
      seeker,
    );
    const refused = await update(settings('practice-kept', { practice: false }));
    expect(refused).toMatchObject({ __typename: 'ConflictError', code: 'PRACTICE_FIXED' });
    expect((await update(settings('practice-kept', { practice: true, durationMinutes: 5 }))).data).toEqual({
      practice: true,
      givesCertificate: false,
    });
    const stored = await database().prisma.test.findUniqueOrThrow({ where: { slug: 'practice-kept' } });
    expect({ practice: stored.practice, durationMinutes: stored.durationMinutes }).toEqual({
      practice: true,
      durationMinutes: 5,
    });
  });
});

describe('the admins’ editor', () => {
  it('lists every test and reads a test’s texts and items in every language', async () => {
    const testId = String(
      (
        await create(
          settings('drafted', { status: 'DRAFT', skills: [{ key: 'deduction', name: t('Deduction') }] }),
          admin,
        )
      ).data!.id,
    );
    await save(question(testId, { explanation: t('Because it is') }), admin);
    await save(
      question(testId, {
        key: 'n1',
        kind: 'NUMERIC',
        numericValue: 2.5,
        numericTolerance: 0.1,
        options: [],
        correct: [],
      }),
      admin,
    );
    const list = await data<{
      adminTests: { totalCount: number; edges: { node: { slug: string; status: string } }[] };
    }>(`{ adminTests(first: 50) { totalCount edges { node { slug status } } } }`, {}, admin);
    expect(list.adminTests.edges.map((e) => e.node)).toContainEqual({ slug: 'drafted', status: 'DRAFT' });
    expect(list.adminTests.totalCount).toBe(await database().prisma.test.count());
    const full = `key active prompts { fa en az } options { key text { fa en az } } correct numericValue
      numericTolerance explanation { fa en az }`;
    const read = await data<{
      test: {
        settings: { title: unknown; categories: unknown; skills: unknown; careers: unknown };
        questions: { key: string; prompt: string }[];
        q1: Record<string, unknown>;
        n1: Record<string, unknown>;
        missing: null;
      };
    }>(
      `{ test(slug: "drafted") {
        settings { title { fa en az } categories { key name { en } advice { az } } skills { key name { fa } }
          careers { key weights { category weight } } }
        questions { key prompt }
        q1: question(key: "q1") { ${full} }
        n1: question(key: "n1") { ${full} }
        missing: question(key: "nope") { key } } }`,
      {},
      admin,
    );
    expect(read.test.settings).toEqual({
      title: t('Quick logic'),
      categories: [{ key: 'logic', name: { en: 'Logic' }, advice: { az: 'Practise az' } }],
      skills: [{ key: 'deduction', name: { fa: 'Deduction به فارسی' } }],
      careers: [{ key: 'analyst', weights: [{ category: 'logic', weight: 1 }] }],
    });
    expect(read.test.questions).toEqual([
      { key: 'n1', prompt: 'Which is right? به فارسی' },
      { key: 'q1', prompt: 'Which is right? به فارسی' },
    ]);
    expect(read.test.n1).toEqual({
      key: 'n1',
      active: true,
      prompts: t('Which is right?'),
      options: [],
      correct: [],
      numericValue: 2.5,
      numericTolerance: 0.1,
      explanation: null,
    });
    expect(read.test.q1).toEqual({
      key: 'q1',
      active: true,
      prompts: t('Which is right?'),
      options: [
        { key: 'a', text: t('This') },
        { key: 'b', text: t('That') },
      ],
      correct: ['a'],
      numericValue: null,
      numericTolerance: null,
      explanation: t('Because it is'),
    });
    expect(read.test.missing).toBeNull();
    const hidden = await run(`{ adminTests(first: 5) { totalCount } }`, {}, seeker);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const texts = await run(`{ test(slug: "quick-logic") { settings { title { fa } } } }`, {}, seeker);
    expect(texts.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('retires an item: it stays in the bank, with its version, and is no longer drawn', async () => {
    const testId = String((await create(settings('retiring', { questionsCount: 2 }), admin)).data!.id);
    await save(question(testId), admin);
    await save(question(testId, { key: 'q2', prompt: t('Which is left?') }), admin);
    expect(
      (await save(question(testId, { key: 'q2', prompt: t('Which is left?'), active: false }), admin)).data,
    ).toMatchObject({
      key: 'q2',
      version: 1,
    });
    const start = await data<{ startTestSession: { data: { token: string } } }>(
      `mutation ($id: ID!) { startTestSession(input: { testId: $id }) { ... on MutationStartTestSessionSuccess { data { token } } } }`,
      { id: testId },
      seeker,
    );
    const session = await data<{ testSession: { questions: { prompt: string }[] } }>(
      `query ($token: String!) { testSession(token: $token) { questions { prompt } } }`,
      { token: start.startTestSession.data.token },
      seeker,
    );
    expect(session.testSession.questions).toEqual([{ prompt: 'Which is right? به فارسی' }]);
    const bank = await data<{ test: { questions: { key: string; active: boolean }[] } }>(
      `{ test(slug: "retiring") { questions { key active } } }`,
      {},
      admin,
    );
    expect(bank.test.questions).toEqual([
      { key: 'q1', active: true },
      { key: 'q2', active: false },
    ]);
  });

  it('refuses texts over their length in any language, and writes nothing', async () => {
    const testId = String((await create(settings('long-texts'), admin)).data!.id);
    const long = 'x'.repeat(2_001);
    const refused = await save(question(testId, { prompt: { fa: 'کوتاه', en: 'short', az: long } }), admin);
    expect(refused.fields).toEqual([{ path: 'input.prompt.az', code: 'TOO_LONG' }]);
    expect(await database().prisma.question.count({ where: { test: { slug: 'long-texts' } } })).toBe(0);
  });
});
