import type { Identity } from '@platform/subgraph-kit/identity';
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
});
