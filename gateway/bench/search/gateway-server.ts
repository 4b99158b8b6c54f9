// The gateway as `pnpm start` runs it (every subgraph in this process), for the search benchmark's child process.
import { createPrisma } from '@platform/db';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { createApp } from '../../src/app.ts';

const prisma = createPrisma(process.env.DATABASE_URL!);
const app = await createApp({
  prisma,
  identitySecret: process.env.IDENTITY_SECRET,
  // The load is one visitor asking thousands of times a minute: its budgets are counted as usual, but larger.
  rateLimits: createRateLimits({ factor: 1_000 }),
});
await app.listen(Number(process.env.PORT), '127.0.0.1');
