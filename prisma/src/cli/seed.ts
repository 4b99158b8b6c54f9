import { parseArgs } from 'node:util';
import { createPrisma } from '../client.ts';
import { applyMigrations } from '../schema-engine.ts';
import { seedDemoData, seedGeneratedJobs } from '../seed/seed.ts';
import { openDatabaseServer } from '../server.ts';

// pnpm db:seed               demo data (idempotent)
// pnpm db:seed --jobs 200000 also that many generated jobs, for benchmarks
const { values } = parseArgs({ options: { jobs: { type: 'string' }, seed: { type: 'string' } } });
const server = await openDatabaseServer();
const prisma = createPrisma(server.url);
try {
  await applyMigrations(server.url);
  const { jobs } = await seedDemoData(prisma);
  console.log(`Demo data: ${jobs} new jobs.`);
  if (values.jobs) {
    const count = Number(values.jobs);
    const started = Date.now();
    const inserted = await seedGeneratedJobs(prisma, count, {
      seed: Number(values.seed ?? 1),
      onProgress: (done) => process.stdout.write(`\r${done} / ${count}`),
    });
    console.log(`\nGenerated ${inserted} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await prisma.$disconnect();
  await server.stop();
}
