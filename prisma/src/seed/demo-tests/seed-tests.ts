import type { Prisma } from '../../client.ts';
import { algorithmicThinkingTest } from './algorithmic-thinking.ts';
import { ethicalDecisionsTest } from './ethical-decisions.ts';
import { logicalReasoningTest } from './logical-reasoning.ts';
import { problemSolvingTest } from './problem-solving.ts';
import type { DemoTest } from './types.ts';
import { workPersonalityTest } from './work-personality.ts';

/** The demo tests, oldest first (the list shows them in this order). */
export const demoTests: readonly DemoTest[] = [
  logicalReasoningTest,
  workPersonalityTest,
  algorithmicThinkingTest,
  problemSolvingTest,
  ethicalDecisionsTest,
];

type Writer = Pick<Prisma, 'test' | 'question' | 'questionVersion'>;

/**
 * Writes the demo tests with their item banks (version 1 of each item), all active. Idempotent: a test whose slug
 * exists is left as it is, so an admin's edits survive a re-seed.
 */
export async function seedDemoTests(
  tx: Writer,
  demoUuid: (key: string) => string,
  now: number,
): Promise<number> {
  const existing = new Set(
    (
      await tx.test.findMany({
        where: { slug: { in: demoTests.map((t) => t.slug) } },
        select: { slug: true },
      })
    ).map((t) => t.slug),
  );
  const missing = demoTests.filter((t) => !existing.has(t.slug));
  if (!missing.length) return 0;
  await tx.test.createMany({
    data: missing.map(({ items: _items, originalPriceRials, priceRials, ...test }, index) => ({
      ...test,
      id: demoUuid(`test:${test.slug}`),
      status: 'ACTIVE' as const,
      title: { ...test.title },
      summary: { ...test.summary },
      description: { ...test.description },
      categories: test.categories as unknown as object[],
      skills: test.skills as unknown as object[],
      features: test.features as unknown as object[],
      faq: test.faq as unknown as object[],
      careers: test.careers as unknown as object[],
      originalPriceRials: BigInt(originalPriceRials),
      priceRials: BigInt(priceRials),
      // A second apart, in the list's order.
      createdAt: new Date(now - (missing.length - index) * 1000),
    })),
  });
  const questions = missing.flatMap((test) =>
    test.items.map(({ content, ...meta }) => ({
      id: demoUuid(`question:${test.slug}:${meta.key}`),
      testId: demoUuid(`test:${test.slug}`),
      key: meta.key,
      kind: meta.kind,
      difficulty: meta.difficulty,
      category: meta.category,
      skill: meta.skill,
      trait: meta.trait ?? null,
      reverseKeyed: meta.reverseKeyed ?? false,
      pairKey: meta.pairKey ?? null,
      sample: meta.sample ?? false,
      content,
    })),
  );
  await tx.question.createMany({ data: questions.map(({ content: _content, ...q }) => q) });
  await tx.questionVersion.createMany({
    data: questions.map((q) => ({
      id: demoUuid(`question-version:${q.id}:1`),
      questionId: q.id,
      version: 1,
      content: q.content as unknown as object,
    })),
  });
  return missing.length;
}
