/**
 * The public page types, one real address each, that the first-load journey (`page-budgets.spec.ts`) and
 * `pnpm --filter @platform/client bench:pages` both measure. A page type a domain adds goes here, and both hold it
 * to the budgets from the next run on. Addresses are Persian, the language most visits start in; each is found in
 * the seeded data or made by the product's own flow, never written down.
 */

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

/**
 * A certificate's public page: a fresh demo user (the development sign-in of the end-to-end server) takes the
 * free personality test through the graph, answering in the middle of the scale, which gives a valid profile.
 */
export async function certificateAddress(origin: string): Promise<string> {
  const { devSignIn } = await graphql<{ devSignIn: { data: { token: string } } }>(
    origin,
    'mutation { devSignIn(input: { account: "new-user" }) { ... on MutationDevSignInSuccess { data { token } } } }',
  );
  const token = devSignIn.data.token;
  await graphql(
    origin,
    'mutation { completeRegistration(input: { fullName: "Negar Tehrani" }) { __typename } }',
    {},
    token,
  );
  const slug = /\/talent-test\/details\/([^"?#/]+)/.exec(
    await firstLink(
      origin,
      '/fa/talent-test?type=PERSONALITY_COGNITIVE&price=free',
      /\/fa\/talent-test\/details\/[^"?#/]+/,
    ),
  )![1]!;
  const { test } = await graphql<{ test: { id: string } }>(
    origin,
    'query ($slug: String!) { test(slug: $slug) { id } }',
    { slug },
    token,
  );
  const { startTestSession } = await graphql<{
    startTestSession: { data?: { token: string; total: number } };
  }>(
    origin,
    `
      mutation ($id: ID!) {
        startTestSession(input: { testId: $id }) {
          ... on MutationStartTestSessionSuccess {
            data {
              token
              total
            }
          }
        }
      }
    `,
    { id: test.id },
    token,
  );
  const session = startTestSession.data;
  if (!session) throw new Error(`The test ${slug} did not start`);
  for (let position = 0; position < session.total; position++)
    await graphql(
      origin,
      'mutation ($token: String!, $position: Int!) { answerTestQuestion(input: { token: $token, position: $position, scale: 4 }) { __typename } }',
      { token: session.token, position },
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
  return `/fa/certificates/${code}`;
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
];
