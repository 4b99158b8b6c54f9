import type { Identity } from '@platform/subgraph-kit/identity';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentsTests } from '../assessments.testing.ts';

const { database, person, run, data } = assessmentsTests();

const t = (en: string) => ({ fa: `${en} به فارسی`, en, az: `${en} az` });

const settings = {
  slug: 'item-figures',
  type: 'LOGICAL_REASONING',
  status: 'ACTIVE',
  title: t('Item figures'),
  summary: t('A short test'),
  description: t('A short test of logic'),
  categories: [{ key: 'logic', name: t('Logic'), advice: t('Practise') }],
  // A bank no larger than a session: every session draws every item.
  questionsCount: 4,
  durationMinutes: 10,
  passingScore: 50,
  originalPriceRials: 0,
  priceRials: 0,
  reportDelayHours: 24,
  cooldownHours: 0,
};

const choice = (testId: string, key: string) => ({
  testId,
  key,
  kind: 'SINGLE_CHOICE',
  difficulty: 'MEDIUM',
  category: 'logic',
  skill: 'deduction',
  prompt: t(`Item ${key}`),
  options: [
    { key: 'a', text: t('Right') },
    { key: 'b', text: t('Wrong') },
  ],
  correct: ['a'],
});

type Stats = {
  sessions: number;
  minSessions: number;
  items: {
    key: string;
    drawn: number;
    answered: number;
    right: number | null;
    difficulty: number | null;
    discrimination: number | null;
  }[];
};

const statsQuery = `{ test(slug: "item-figures") { itemStatistics { sessions minSessions
  items { key drawn answered right difficulty discrimination } } } }`;

let admin: Identity;
let seeker: Identity;
let testId: string;

beforeAll(async () => {
  admin = await person('admin', ['ADMIN']);
  seeker = await person('seeker');
  const created = await data<{ createTest: { data: { id: string } } }>(
    `mutation ($input: TestSettingsInput!) { createTest(input: $input) { ... on MutationCreateTestSuccess { data { id } } } }`,
    { input: settings },
    admin,
  );
  testId = created.createTest.data.id;
  const save = (input: Record<string, unknown>) =>
    data(
      `mutation ($input: SaveTestQuestionInput!) { saveTestQuestion(input: $input) { __typename } }`,
      { input },
      admin,
    );
  for (const key of ['a', 'b', 'c']) await save(choice(testId, key));
  await save({
    testId,
    key: 'd',
    kind: 'NUMERIC',
    difficulty: 'EASY',
    category: 'logic',
    skill: 'numbers',
    prompt: t('Item d'),
    numericValue: 4,
  });
  await save({ ...choice(testId, 'sample'), sample: true });
});

/**
 * One session through the taker's flow, answering item a, b and c right or wrong as `pattern` says (null leaves
 * it unanswered) and item d always right.
 */
async function takeSession(pattern: Record<'a' | 'b' | 'c', boolean | null>) {
  const started = await data<{ startTestSession: { data: { token: string } } }>(
    `mutation ($id: ID!) { startTestSession(input: { testId: $id }) { ... on MutationStartTestSessionSuccess { data { token } } } }`,
    { id: testId },
    seeker,
  );
  const token = started.startTestSession.data.token;
  const session = await data<{ testSession: { questions: { position: number; prompt: string }[] } }>(
    `query ($token: String!) { testSession(token: $token) { questions { position prompt } } }`,
    { token },
    seeker,
  );
  for (const q of session.testSession.questions) {
    const key = /Item (\w)/.exec(q.prompt)![1] as 'a' | 'b' | 'c' | 'd';
    const answer =
      key === 'd' ? { value: 4 } : pattern[key] === null ? null : { choices: [pattern[key] ? 'a' : 'b'] };
    if (!answer) continue;
    await data(
      `mutation ($input: AnswerTestQuestionInput!) { answerTestQuestion(input: $input) { __typename } }`,
      { input: { token, position: q.position, ...answer } },
      seeker,
    );
  }
  await data(
    `mutation ($token: String!) { finishTestSession(input: { token: $token }) { __typename } }`,
    { token },
    seeker,
  );
}

describe('item statistics', () => {
  it('counts each item over the finished sessions, with its difficulty and discrimination', async () => {
    // The unit test's patterns (item-stats.test.ts), five sessions each, through the taker's flow.
    const patterns = [
      { a: true, b: true, c: true },
      { a: true, b: true, c: false },
      { a: false, b: true, c: false },
      { a: false, b: false, c: null },
    ];
    for (const pattern of patterns.slice(0, 3)) for (let i = 0; i < 5; i++) await takeSession(pattern);
    for (let i = 0; i < 4; i++) await takeSession(patterns[3]!);
    // 19 sessions: below the minimum sample, no discrimination yet.
    const early = (await data<{ test: { itemStatistics: Stats } }>(statsQuery, {}, admin)).test
      .itemStatistics;
    expect(early.minSessions).toBe(20);
    expect(early.items.find((i) => i.key === 'a')).toMatchObject({ drawn: 19, discrimination: null });

    await takeSession(patterns[3]!);
    // One unfinished session is not counted.
    await data(
      `mutation ($id: ID!) { startTestSession(input: { testId: $id }) { __typename } }`,
      { id: testId },
      seeker,
    );
    database().resetQueries();
    const stats = (await data<{ test: { itemStatistics: Stats } }>(statsQuery, {}, admin)).test
      .itemStatistics;
    // The test, then the bank, its versions and the finished sessions, then their drawn items: however many
    // items and sessions.
    expect(database().queries.length).toBe(5);
    expect(stats.sessions).toBe(20);
    // Item d is right in every session, so it does not vary and has no discrimination. Its right answer moves every
    // rest score of a, b and c alike ((right − x + 1) ÷ 3 for (right − x) ÷ 2), so their correlations are the unit
    // test's; the sample item is never drawn and not listed.
    expect(stats.items).toEqual([
      { key: 'a', drawn: 20, answered: 20, right: 10, difficulty: 0.5, discrimination: 0.707 },
      { key: 'b', drawn: 20, answered: 20, right: 15, difficulty: 0.75, discrimination: 0.522 },
      { key: 'c', drawn: 20, answered: 15, right: 5, difficulty: 0.333, discrimination: 0.522 },
      { key: 'd', drawn: 20, answered: 20, right: 20, difficulty: 1, discrimination: null },
    ]);
  });

  it('is for admins only', async () => {
    const denied = await run(statsQuery, {}, seeker);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((denied.data as { test?: unknown } | undefined)?.test ?? null).toBeNull();
  });
});
