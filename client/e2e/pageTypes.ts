/**
 * The public page types, one real address each, that the first-load journey (`page-budgets.spec.ts`) and
 * `pnpm --filter @platform/client bench:pages` both measure. A page type a domain adds goes here, and both hold it
 * to the budgets from the next run on. Addresses are Persian, the language most visits start in; each is found in
 * the seeded data or made by the product's own flow, never written down.
 */

import { publishedProject } from './portfolio-projects';

/** P5: the compressed script of a page's first load (docs/benchmarks.md). */
export const SCRIPT_BUDGET_BYTES = 200 * 1024;

export interface PageType {
  name: string;
  /** A real address of this page type on the product at `origin`. */
  address(origin: string): Promise<string>;
}

async function html(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** The first link on a listing page that matches, as its server HTML names it. */
async function firstLink(origin: string, listing: string, link: RegExp): Promise<string> {
  const found = link.exec(await html(origin, listing))?.[0];
  if (!found) throw new Error(`${listing} links to no page like ${String(link)}`);
  return found;
}

async function graphql<T>(origin: string, query: string, variables: object = {}, token?: string): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const signIn = async (origin: string, account: 'admin' | 'new-user' | 'job-seeker') =>
  (
    await graphql<{ devSignIn: { data: { token: string } } }>(
      origin,
      `mutation { devSignIn(input: { account: "${account}" }) { ... on MutationDevSignInSuccess { data { token } } } }`,
    )
  ).devSignIn.data.token;

/**
 * A certificate's public page. A certificate is earned by passing an aptitude test, whose right answers the graph
 * never gives its takers, so an admin (the development sign-in of the end-to-end server) writes a one-question test
 * through the graph, and a fresh demo user takes it and answers it right.
 */
export async function certificateAddress(origin: string): Promise<string> {
  const admin = await signIn(origin, 'admin');
  const text = (value: string) => ({ fa: value, en: value, az: value });
  const slug = `certified-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const settings = {
    slug,
    type: 'LOGICAL_REASONING',
    status: 'ACTIVE',
    title: text('محاسبهٔ سریع'),
    summary: text('یک سؤال'),
    description: text('یک سؤال'),
    categories: [{ key: 'numbers', name: text('عددها'), advice: text('تمرین') }],
    questionsCount: 1,
    durationMinutes: 5,
    passingScore: 50,
    originalPriceRials: 0,
    priceRials: 0,
    reportDelayHours: 24,
    cooldownHours: 0,
  };
  const { createTest } = await graphql<{ createTest: { data?: { id: string } } }>(
    origin,
    'mutation ($input: TestSettingsInput!) { createTest(input: $input) { ... on MutationCreateTestSuccess { data { id } } } }',
    { input: settings },
    admin,
  );
  const testId = createTest.data?.id;
  if (!testId) throw new Error(`The test ${slug} was not written`);
  await graphql(
    origin,
    'mutation ($input: SaveTestQuestionInput!) { saveTestQuestion(input: $input) { __typename } }',
    {
      input: {
        testId,
        key: 'sum',
        kind: 'NUMERIC',
        difficulty: 'EASY',
        category: 'numbers',
        skill: 'arithmetic',
        prompt: text('۲ + ۲ چند است؟'),
        numericValue: 4,
      },
    },
    admin,
  );
  const token = await signIn(origin, 'new-user');
  await graphql(
    origin,
    'mutation { completeRegistration(input: { fullName: "Negar Tehrani", termsVersion: 1 }) { __typename } }',
    {},
    token,
  );
  const { startTestSession } = await graphql<{ startTestSession: { data?: { token: string } } }>(
    origin,
    'mutation ($id: ID!) { startTestSession(input: { testId: $id }) { ... on MutationStartTestSessionSuccess { data { token } } } }',
    { id: testId },
    token,
  );
  const session = startTestSession.data;
  if (!session) throw new Error(`The test ${slug} did not start`);
  await graphql(
    origin,
    'mutation ($token: String!) { answerTestQuestion(input: { token: $token, position: 0, value: 4 }) { __typename } }',
    { token: session.token },
    token,
  );
  const { finishTestSession } = await graphql<{
    finishTestSession: { data?: { certificate: { code: string } | null } };
  }>(
    origin,
    `
      mutation ($token: String!) {
        finishTestSession(input: { token: $token }) {
          ... on MutationFinishTestSessionSuccess {
            data {
              certificate {
                code
              }
            }
          }
        }
      }
    `,
    { token: session.token },
    token,
  );
  const code = finishTestSession.data?.certificate?.code;
  if (!code) throw new Error(`The test ${slug} gave no certificate`);
  // Archived, it leaves the public list of tests as it was (journeys count it); the certificate stays valid.
  await graphql(
    origin,
    'mutation ($input: UpdateTestInput!) { updateTest(input: $input) { __typename } }',
    { input: { id: testId, test: { ...settings, status: 'ARCHIVED' } } },
    admin,
  );
  return `/fa/certificates/${code}`;
}

/**
 * A collaborator's public page: the development job seeker writes and publishes a profile through the graph (the
 * end-to-end server makes no demo collaborators), unless theirs is published already.
 */
export async function collaboratorAddress(origin: string): Promise<string> {
  const token = await signIn(origin, 'job-seeker');
  const { myCollaboratorProfile: mine } = await graphql<{
    myCollaboratorProfile: { path: string; state: string } | null;
  }>(origin, '{ myCollaboratorProfile { path state } }', {}, token);
  if (mine?.state === 'PUBLISHED') return `/fa${mine.path}`;
  const { saveCollaboratorProfile } = await graphql<{ saveCollaboratorProfile: { data?: { path: string } } }>(
    origin,
    'mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) { ... on MutationSaveCollaboratorProfileSuccess { data { path } } } }',
    {
      input: {
        slug: `sara-rezaei-${Math.random().toString(36).slice(2, 6)}`,
        displayName: 'سارا رضایی',
        expertise: ['FRONTEND', 'UI_UX'],
        skills: ['React', 'TypeScript', 'Figma'],
        yearsOfExperience: 5,
        hourlyRateRials: 7_500_000,
        availability: 'AVAILABLE',
        remote: true,
        languages: ['fa', 'en'],
        words: [
          {
            locale: 'fa',
            headline: 'توسعه‌دهندهٔ فرانت‌اند و طراح رابط کاربری',
            bio: 'پنج سال رابط‌های راست‌به‌چپ با React ساخته‌ام.',
          },
        ],
      },
    },
    token,
  );
  const path = saveCollaboratorProfile.data?.path;
  if (!path) throw new Error('The collaborator profile was not saved');
  await graphql(origin, 'mutation { publishCollaboratorProfile { __typename } }', {}, token);
  return `/fa${path}`;
}

/** A small real picture (a PNG), for uploads the journeys make. */
export const testPicture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAAE0lEQVR4nGPgL8sjCTGMahiaGgAoaZfhsS43/wAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A portfolio project's public page: the development admin (the team) writes one with a picture uploaded as the
 * editor does, and publishes it, unless one of theirs is published already.
 */
export async function portfolioProjectAddress(origin: string): Promise<string> {
  const token = await signIn(origin, 'admin');
  const { myPortfolioProjects } = await graphql<{
    myPortfolioProjects: { edges: { node: { path: string; visibility: string } }[] };
  }>(origin, '{ myPortfolioProjects(first: 24) { edges { node { path visibility } } } }', {}, token);
  const published = myPortfolioProjects.edges.find((e) => e.node.visibility === 'PUBLISHED');
  if (published) return `/fa${published.node.path}`;
  const uploaded = await fetch(`${origin}/uploads/pictures`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: testPicture,
  });
  if (uploaded.status !== 201) throw new Error(`The picture was refused: ${uploaded.status}`);
  const { upload } = (await uploaded.json()) as { upload: string };
  const saved = await publishedProject(
    (query, variables, token) => graphql(origin, query, variables, token),
    {
      slug: `budget-shop-${Math.random().toString(36).slice(2, 6)}`,
      industry: 'RETAIL',
      categories: ['ECOMMERCE'],
      technologies: ['React', 'Node.js'],
      clientName: 'فروشگاه پارس',
      priceRials: 2_500_000_000,
      startedOn: '2025-01',
      completedOn: '2025-06',
      state: 'COMPLETED',
      forSale: true,
      collaborating: false,
      demoUrl: 'https://demo.example.com',
      offers: [
        {
          licence: 'SINGLE_USE',
          priceRials: 2_500_000_000,
          includesSource: true,
          includesSetup: false,
          supportMonths: 3,
        },
        {
          licence: 'EXTENDED',
          priceRials: 6_000_000_000,
          includesSource: true,
          includesSetup: true,
          supportMonths: 12,
        },
      ],
      pictures: [{ upload, caption: 'صفحهٔ اصلی' }],
      team: [],
      words: [
        {
          locale: 'fa',
          title: 'فروشگاه اینترنتی پارس',
          summary: 'فروشگاهی با پرداخت زرین‌پال و پنل فروشنده.',
          description: 'جست‌وجوی فارسی، سبد خرید و پیگیری سفارش.',
        },
      ],
    },
    token,
  );
  return `/fa${saved.path}`;
}

export const pageTypes: PageType[] = [
  { name: 'home', address: () => Promise.resolve('/fa') },
  { name: 'jobs', address: () => Promise.resolve('/fa/jobs') },
  { name: 'job', address: (origin) => firstLink(origin, '/fa/jobs', /\/fa\/jobs\/[^"?#/]+/) },
  { name: 'tests', address: () => Promise.resolve('/fa/talent-test') },
  {
    name: 'test',
    address: (origin) => firstLink(origin, '/fa/talent-test', /\/fa\/talent-test\/details\/[^"?#/]+/),
  },
  { name: 'certificate', address: certificateAddress },
  { name: 'certificate lookup', address: () => Promise.resolve('/fa/certificates') },
  { name: 'login', address: () => Promise.resolve('/fa/login') },
  { name: 'terms', address: () => Promise.resolve('/fa/terms') },
  { name: 'about', address: () => Promise.resolve('/fa/about') },
  { name: 'services', address: () => Promise.resolve('/fa/services') },
  {
    name: 'service',
    address: (origin) => firstLink(origin, '/fa/services', /\/fa\/services\/development\/[a-z0-9-]+(?=")/),
  },
  {
    name: 'article',
    address: async (origin) =>
      firstLink(
        origin,
        await firstLink(origin, '/fa/services', /\/fa\/services\/development\/[a-z0-9-]+(?=")/),
        /\/fa\/services\/development\/articles\/[a-z0-9-]+/,
      ),
  },
  {
    name: 'feature',
    address: async (origin) =>
      firstLink(
        origin,
        await firstLink(origin, '/fa/services', /\/fa\/services\/development\/[a-z0-9-]+(?=")/),
        /\/fa\/services\/development\/features\/[a-z0-9-]+/,
      ),
  },
  { name: 'contact', address: () => Promise.resolve('/fa/contact') },
  { name: 'portfolio', address: () => Promise.resolve('/fa/portfolio') },
  { name: 'portfolio project', address: portfolioProjectAddress },
  { name: 'cooperation', address: () => Promise.resolve('/fa/cooperation') },
  { name: 'collaborators', address: () => Promise.resolve('/fa/collaborators') },
  { name: 'collaborator', address: collaboratorAddress },
];
