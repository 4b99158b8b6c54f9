import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  dropAbandonedDatabases,
  dropDatabase,
  processDatabaseName,
  withDatabase,
} from '@platform/db/admin';
import { openDatabaseServer } from '@platform/db/server';
import { stopOnSignals } from '@platform/subgraph-kit/server';
import { loadEnv } from './env.ts';
import { startMailCatcher } from './testing/mail-catcher.ts';
import { startProduct } from './product.ts';

// The product on a fresh, seeded database and an empty file folder of its own, both dropped on exit: what the
// end-to-end tests run against.
const filesDir = await mkdtemp(path.join(tmpdir(), 'e2e-files-'));
process.env.FILES_DIR = filesDir;
// As in production, but the journeys sign in as demo users of each role, more often than any person would.
process.env.DEV_SIGN_IN ??= 'true';
process.env.PUBLIC_INTROSPECTION ??= 'false';
process.env.RATE_LIMIT_FACTOR ??= '20';
// Journeys that meet a rate limit come from addresses of their own, as if through the product's proxy.
process.env.TRUST_PROXY ??= 'loopback';
// The journeys start from the seed alone: the demo takers' three sessions would have Chromium print and mail their
// reports at every start, beside the journeys, and put their mail among the journeys'.
process.env.DEMO_TAKERS ??= 'false';
// Nor do the demo collaborators publish their profiles: the journeys find the directory as the seed leaves it.
process.env.DEMO_COLLABORATORS ??= 'false';
// A client's review of a milestone handed in lasts 90 seconds (not 14 days): the contract journey sees its silence
// release the money.
process.env.MARKETPLACE_REVIEW_DAYS ??= String(90 / 86_400);
// The journeys solve the forms' captcha in the browser: a cheap one (at most 200 hashes) keeps them quick.
process.env.CAPTCHA_MAX_NUMBER ??= '200';
// The mail the product sends goes to a mail server in this process, which files each message it receives as an
// `.eml` in E2E_MAIL_DIR for the journeys to open.
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(filesDir, 'mail');
const mail = await startMailCatcher(mailDir);
process.env.SMTP_URL ??= mail.url;
// Read after the settings above, which it must see.
const env = loadEnv();
const server = await openDatabaseServer({
  DATABASE_URL: env.DATABASE_URL,
  EMBEDDED_PG_PORT: env.EMBEDDED_PG_PORT?.toString(),
});
// A server stopped by a kill (as Playwright stops it) could not drop its database: the next one does.
await dropAbandonedDatabases(server.url, 'e2e');
const url = withDatabase(server.url, processDatabaseName('e2e'));
await createDatabase(url);
const product = await startProduct(env, {
  url,
  embedded: server.embedded,
  stop: async () => {
    await dropDatabase(url);
    await server.stop();
    await mail.stop();
    await rm(filesDir, { recursive: true, force: true });
  },
});
stopOnSignals(product.stop);
console.log(`End-to-end server ready at ${product.url}`);
