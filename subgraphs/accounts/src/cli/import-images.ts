import { createPrisma } from '@platform/db';
import { applyMigrations } from '@platform/db/migrations';
import { openDatabaseServer } from '@platform/db/server';
import { fileStoreFromEnv } from '@platform/subgraph-kit/files/store-config';
import { importExternalImages } from '../modules/images/import-external.ts';

// pnpm --filter @platform/subgraph-accounts images:import
// Fetches the photos and logos still saved as external addresses into the file store (FILES_DIR or S3_BUCKET, as
// the product is configured) and drops those that fail. The database is DATABASE_URL's, else the embedded one.
const store = fileStoreFromEnv();
const server = await openDatabaseServer();
const prisma = createPrisma(server.url);
try {
  await applyMigrations(server.url);
  const counts = await importExternalImages(prisma, store, {
    onProblem: (url, error) => console.warn(`Dropped ${url}: ${(error as Error).message}`),
  });
  for (const [column, { stored, dropped }] of Object.entries(counts)) {
    console.log(`${column}: ${stored} stored, ${dropped} dropped.`);
  }
} finally {
  await prisma.$disconnect();
  await server.stop();
}
