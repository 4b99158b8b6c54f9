import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client/client.ts';

export interface QueryEvent {
  sql: string;
  durationMs: number;
}

export interface CreatePrismaOptions {
  /** Called for every SQL statement; tests use it to count queries (N+1 guard). */
  onQuery?: (event: QueryEvent) => void;
  /** Connections in the pool. */
  max?: number;
}

export function createPrisma(url: string, options: CreatePrismaOptions = {}) {
  const adapter = new PrismaPg({ connectionString: url, max: options.max ?? 10 });
  if (!options.onQuery) return new PrismaClient({ adapter });
  const prisma = new PrismaClient({ adapter, log: [{ level: 'query', emit: 'event' }] });
  const onQuery = options.onQuery;
  prisma.$on('query', (e) => onQuery({ sql: e.query, durationMs: e.duration }));
  return prisma;
}

export type Prisma = ReturnType<typeof createPrisma>;
