import type { Prisma } from '@platform/db';
import { describe, expectTypeOf, it } from 'vitest';
import type { SubgraphTypes } from './builder.ts';
import type { SubgraphContext } from './context.ts';
import type { DomainPrisma, DomainTx } from './domains.ts';

// What the compiler checks here, `pnpm typecheck` runs; the tests only name it.
describe("a domain's database client", () => {
  it("has the domain's models and the outbox, and no other domain's", () => {
    expectTypeOf<DomainPrisma<'jobs'>>().toHaveProperty('job');
    expectTypeOf<DomainPrisma<'jobs'>>().toHaveProperty('outboxEvent');
    expectTypeOf<DomainPrisma<'jobs'>>().not.toHaveProperty('user');
    expectTypeOf<DomainPrisma<'messaging'>>().not.toHaveProperty('job');
  });

  it('hands its transactions a client narrowed alike', () => {
    type Work = Parameters<DomainPrisma<'jobs'>['$transaction']>[0];
    expectTypeOf<Parameters<Extract<Work, (tx: never) => unknown>>[0]>().toEqualTypeOf<DomainTx<'jobs'>>();
    expectTypeOf<DomainTx<'jobs'>>().toHaveProperty('jobApplication');
    expectTypeOf<DomainTx<'jobs'>>().not.toHaveProperty('user');
  });

  it("is what the process's one client already is, for every domain", () => {
    expectTypeOf<Prisma>().toExtend<DomainPrisma<'jobs'>>();
    expectTypeOf<Prisma>().toExtend<DomainPrisma<'accounts'>>();
  });

  it("leaves every subgraph's context assignable to the one the kit's helpers take", () => {
    expectTypeOf<SubgraphContext<'jobs', { search: object }, undefined>>().toExtend<SubgraphContext>();
    expectTypeOf<
      SubgraphContext<'accounts', undefined, { sessionDays: number }>
    >().toExtend<SubgraphContext>();
  });
});

describe("a subgraph's schema builder", () => {
  it("builds GraphQL types from the domain's models only", () => {
    type Models = SubgraphTypes<SubgraphContext<'jobs', undefined, undefined>>['PrismaTypes'];
    expectTypeOf<Models>().toHaveProperty('Job');
    expectTypeOf<Models>().not.toHaveProperty('User');
  });
});
