/**
 * Checks a product started with `npm start` (production mode) from outside, as CI's last step does:
 *
 *   pnpm --filter @platform/gateway check:start --url http://127.0.0.1:4399 --log <the start's log file>
 *
 * The product must run on its embedded default with PUBLIC_INTROSPECTION=false (demo sign-in on). It checks that
 * - an admin and a partner's API key read the schema, and a visitor is refused with FORBIDDEN;
 * - a visitor who spent their GraphQL budget (until a 429) still gets a server-rendered page, and the product
 *   goes on answering;
 * - the server process, killed (SIGKILL, its pid from the start's log), is replaced, and prints the seconds until
 *   `/readyz` answered again.
 * Exits 1 with the failed check's name.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { url: { type: 'string' }, log: { type: 'string' } },
});
if (!values.url || !values.log) throw new Error('--url and --log are required');
const base = values.url.replace(/\/+$/, '');

async function graphql(query: string, headers: Record<string, string> = {}, variables = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return { status: response.status, body };
}

function check(name: string, ok: boolean, detail?: unknown): void {
  if (!ok) {
    console.error(`FAILED: ${name}`, detail === undefined ? '' : JSON.stringify(detail));
    process.exit(1);
  }
  console.log(`ok: ${name}`);
}

async function devSignIn(account: string): Promise<string> {
  const { body } = await graphql(
    `
      mutation ($account: String!) {
        devSignIn(input: { account: $account }) {
          ... on MutationDevSignInSuccess {
            data {
              token
            }
          }
        }
      }
    `,
    {},
    { account },
  );
  const token = (body.data?.devSignIn as { data?: { token?: string } } | undefined)?.data?.token;
  check(`demo sign-in as ${account}`, typeof token === 'string', body);
  return token!;
}

const introspection = '{ __schema { queryType { name } } }';
const readsSchema = (answer: Awaited<ReturnType<typeof graphql>>) =>
  answer.status === 200 &&
  (answer.body.data?.__schema as { queryType?: { name?: string } })?.queryType?.name === 'Query';

// Schema reading follows the product's rule in production mode.
const admin = await devSignIn('admin');
const asAdmin = await graphql(introspection, { authorization: `Bearer ${admin}` });
check('an admin reads the schema', readsSchema(asAdmin), asAdmin);
const employer = await devSignIn('employer');
const created = await graphql(
  'mutation { createApiKey(input: { name: "Start check" }) { ... on MutationCreateApiKeySuccess { data { secret } } } }',
  { authorization: `Bearer ${employer}` },
);
const secret = (created.body.data?.createApiKey as { data?: { secret?: string } } | undefined)?.data?.secret;
check('a partner creates an API key', typeof secret === 'string', created);
const asPartner = await graphql(introspection, { 'x-api-key': secret! });
check("a partner's API key reads the schema", readsSchema(asPartner), asPartner);
const asVisitor = await graphql(introspection);
check(
  'a visitor is refused the schema (PUBLIC_INTROSPECTION=false)',
  asVisitor.status === 403 && asVisitor.body.errors?.[0]?.extensions?.code === 'FORBIDDEN',
  asVisitor,
);

// A visitor's GraphQL budget spent: pages still render, and the process lives on.
let spent = false;
for (let i = 0; i < 2_000 && !spent; i++) spent = (await graphql('{ __typename }')).status === 429;
check("a visitor's GraphQL budget runs out (429)", spent);
const page = await fetch(`${base}/fa`, { headers: { accept: 'text/html' } });
const html = await page.text();
check(
  'the home page still renders for that visitor',
  page.status === 200 && html.includes('<html lang="fa" dir="rtl">'),
  page.status,
);
check('the product still answers', (await fetch(`${base}/readyz`)).ok);

// The server process killed: another takes its place.
const started = [...readFileSync(values.log, 'utf8').matchAll(/Started the server process \(pid (\d+)\)/g)];
const pid = Number(started.at(-1)?.[1]);
check('the start log names the server process', Number.isInteger(pid) && pid > 0);
process.kill(pid, 'SIGKILL');
const killedAt = performance.now();
let ready = false;
while (!ready && performance.now() - killedAt < 120_000) {
  ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
}
const seconds = (performance.now() - killedAt) / 1000;
check(`the killed server process was replaced (ready again after ${seconds.toFixed(1)} s)`, ready);
const again = await fetch(`${base}/fa/jobs`, { headers: { accept: 'text/html' } });
check('pages render after the restart', again.status === 200);
