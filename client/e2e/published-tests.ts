import type { APIRequestContext } from './test';

/**
 * Tests a journey publishes for itself, archived once it ends (`test.afterEach(archivePublishedTests)`): other
 * journeys count the public list of tests, so what one journey adds must not stay in it.
 */
const published: { id: string; settings: Record<string, unknown> }[] = [];

/** Remembers a test published with these settings (the input `createTest` took), to be archived. */
export function publishedTest(id: string, settings: Record<string, unknown>): void {
  published.push({ id, settings });
}

async function post(request: APIRequestContext, query: string, variables: object, token?: string) {
  const response = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  return (await response.json()) as { data: Record<string, { data?: { token: string } }> };
}

/** Archives the tests this journey published, as an admin. */
export async function archivePublishedTests({ request }: { request: APIRequestContext }): Promise<void> {
  if (published.length === 0) return;
  const signIn = await post(
    request,
    'mutation { devSignIn(input: { account: "admin" }) { ... on MutationDevSignInSuccess { data { token } } } }',
    {},
  );
  const token = signIn.data.devSignIn!.data!.token;
  for (const { id, settings } of published.splice(0))
    await post(
      request,
      'mutation ($input: UpdateTestInput!) { updateTest(input: $input) { __typename } }',
      { input: { id, test: { ...settings, status: 'ARCHIVED' } } },
      token,
    );
}
