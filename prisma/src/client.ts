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

const urls = new WeakMap<object, string>();

export function createPrisma(url: string, options: CreatePrismaOptions = {}) {
  const adapter = new PrismaPg({ connectionString: url, max: options.max ?? 10 });
  if (!options.onQuery) {
    const prisma = new PrismaClient({ adapter });
    urls.set(prisma, url);
    return prisma;
  }
  const prisma = new PrismaClient({ adapter, log: [{ level: 'query', emit: 'event' }] });
  const onQuery = options.onQuery;
  prisma.$on('query', (e) => onQuery({ sql: e.query, durationMs: e.duration }));
  urls.set(prisma, url);
  return prisma;
}

/** The database a client connects to, for work that needs a connection of its own (LISTEN). */
export function databaseUrlOf(prisma: object): string {
  const url = urls.get(prisma);
  if (!url) throw new Error('This Prisma client was not made by createPrisma');
  return url;
}

export type Prisma = ReturnType<typeof createPrisma>;
