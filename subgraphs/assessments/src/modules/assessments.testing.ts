import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { ItemContent, ItemMeta } from '@platform/rules/assessments';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, expect } from 'vitest';
import { schema } from '../schema.ts';

const text = (en: string) => ({ fa: `${en} (fa)`, en, az: `${en} (az)` });

/** A single-choice item whose right answer is `a`. */
export function choiceItem(key: string, meta: Partial<ItemMeta> = {}): ItemMeta & { content: ItemContent } {
  return {
    key,
    kind: 'SINGLE_CHOICE',
    difficulty: 'EASY',
    category: 'logic',
    skill: 'deduction',
    ...meta,
    content: {
      prompt: text(`Question ${key}`),
      options: ['a', 'b', 'c', 'd'].map((k) => ({ key: k, text: text(`Option ${k}`) })),
      correct: ['a'],
      explanation: text(`Because ${key}`),
    },
  };
}

export function numericItem(key: string, value: number, meta: Partial<ItemMeta> = {}) {
  return {
    key,
    kind: 'NUMERIC' as const,
    difficulty: 'MEDIUM' as const,
    category: 'numbers',
    skill: 'series',
    ...meta,
    content: { prompt: text(`How much is ${key}?`), numeric: { value, tolerance: 0 } },
  };
}

export function scaleItem(key: string, trait: string, meta: Partial<ItemMeta> = {}) {
  return {
    key,
    kind: 'AGREEMENT_SCALE' as const,
    difficulty: 'MEDIUM' as const,
    category: trait,
    trait,
    skill: trait,
    ...meta,
    content: { prompt: text(`I am ${key}`) },
  };
}

export interface TestSettings {
  slug: string;
  type?: 'LOGICAL_REASONING' | 'PERSONALITY_COGNITIVE';
  questionsCount: number;
  durationMinutes?: number;
  passingScore?: number;
  priceRials?: bigint;
  maxAttempts?: number | null;
  cooldownHours?: number;
  practice?: boolean;
  categories: string[];
  items: (ItemMeta & { content: ItemContent })[];
}

/**
 * What the assessments module tests share: a database of the file's own, people, tests created with their item
 * banks, and the schema run as one of them.
 */
export function assessmentsTests() {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());
  const database = () => db!;

  async function person(name: string, roles: Role[] = ['JOB_SEEKER']): Promise<Identity> {
    const user = await database().prisma.user.create({
      data: { displayName: name, roles, registeredAt: new Date() },
    });
    return { userId: user.id, sessionId: 'session', roles, registered: true };
  }

  async function createTest(settings: TestSettings) {
    const prisma = database().prisma;
    const test = await prisma.test.create({
      data: {
        slug: settings.slug,
        type: settings.type ?? 'LOGICAL_REASONING',
        status: 'ACTIVE',
        title: text(`Test ${settings.slug}`),
        summary: text('Summary'),
        description: text('Description'),
        categories: settings.categories.map((key) => ({
          key,
          name: text(`Category ${key}`),
          advice: text(`Practise ${key}`),
        })),
        careers: [
          {
            key: 'analyst',
            name: text('Analyst'),
            weights: Object.fromEntries(settings.categories.map((c) => [c, 1])),
          },
        ],
        questionsCount: settings.questionsCount,
        durationMinutes: settings.durationMinutes ?? 10,
        passingScore: settings.passingScore ?? 50,
        originalPriceRials: settings.priceRials ?? 0n,
        priceRials: settings.priceRials ?? 0n,
        maxAttempts: settings.maxAttempts ?? null,
        cooldownHours: settings.cooldownHours ?? 0,
        practice: settings.practice ?? false,
      },
    });
    for (const { content, ...meta } of settings.items) {
      await prisma.question.create({
        data: {
          testId: test.id,
          key: meta.key,
          kind: meta.kind,
          difficulty: meta.difficulty,
          category: meta.category,
          skill: meta.skill,
          trait: meta.trait ?? null,
          reverseKeyed: meta.reverseKeyed ?? false,
          pairKey: meta.pairKey ?? null,
          sample: meta.sample ?? false,
          versions: { create: { version: 1, content: content as object } },
        },
      });
    }
    return { ...test, globalId: encodeGlobalID('Test', test.id) };
  }

  const run = <T>(query: string, variables: Record<string, unknown> = {}, viewer?: Identity) =>
    executeSubgraph<T>(schema, database().prisma, query, variables, { viewer });

  async function data<T>(query: string, variables: Record<string, unknown>, viewer?: Identity) {
    const result = await run<T>(query, variables, viewer);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  return { database, person, createTest, run, data };
}
