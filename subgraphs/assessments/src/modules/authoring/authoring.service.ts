import { isDeepStrictEqual } from 'node:util';
import {
  assessmentLimits,
  itemContentOf,
  questionRules,
  testSettingsRules,
} from '@platform/rules/assessments';
import {
  ConflictFailure,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import { selection, type Selection as Query } from '../query.ts';
import { categoriesOf } from '../tests/tests.service.ts';
import type { AssessmentsPrisma } from '../../context.ts';

/** GraphQL sends an optional field left out as null; the rules read it as absent (their default). */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

/** The stored form of a test's settings (careers' weights as an object, prices in rials as bigint). */
function testData(input: object, prefix: string) {
  const test = parseInput(testSettingsRules, withoutNulls(input), prefix);
  return {
    ...test,
    careers: test.careers.map((c) => ({
      key: c.key,
      name: c.name,
      weights: Object.fromEntries(c.weights.map((w) => [w.category, w.weight])),
    })),
    maxAttempts: test.maxAttempts ?? null,
    originalPriceRials: BigInt(test.originalPriceRials),
    priceRials: BigInt(test.priceRials),
  };
}

const slugTaken = (error: unknown) =>
  (error as { code?: string }).code === 'P2002'
    ? new ConflictFailure('SLUG_TAKEN', 'Another test has this slug')
    : error;

/** An admin creates a test (a draft until its status says otherwise; not a practice test unless it says so). */
export async function createTest(prisma: AssessmentsPrisma, input: object, query: Query = {}) {
  const data = testData(input, 'input');
  return prisma.test
    .create({ ...selection(query), data: { ...data, practice: data.practice ?? false } })
    .catch((error: unknown) => {
      throw slugTaken(error);
    });
}

/**
 * An admin changes a test's settings; results already written keep what they were scored with. Whether it is a
 * practice test is kept when left out, and is fixed once anyone has started a session: a certifying test turned
 * into practice would show its key to takers whose certificates stay valid, and a practice test turned certifying
 * would have given its key to takers who could then pass it.
 */
export async function updateTest(prisma: AssessmentsPrisma, id: string, input: object, query: Query = {}) {
  const data = testData(input, 'input.test');
  return prisma.$transaction(async (tx) => {
    // The row lock makes a concurrent change of `practice` wait for this one's check.
    const [found] = await tx.$queryRaw<{ practice: boolean }[]>`
      SELECT practice FROM tests WHERE id = ${id}::uuid FOR UPDATE`;
    if (!found) throw new NotFoundFailure('No such test');
    if (
      data.practice !== undefined &&
      data.practice !== found.practice &&
      (await tx.testSession.findFirst({ where: { testId: id }, select: { id: true } })) !== null
    )
      throw new ConflictFailure('PRACTICE_FIXED', 'The test has sessions; whether it is practice is fixed');
    return tx.test.update({ ...selection(query), where: { id }, data }).catch((error: unknown) => {
      throw slugTaken(error);
    });
  });
}

/**
 * An admin writes an item of a test's bank, by its key: a new item starts at version 1; a changed text, option or
 * answer adds a version (sessions keep the version they drew), while its description (difficulty, category,
 * whether it is drawn) changes in place.
 */
export async function saveQuestion(
  prisma: AssessmentsPrisma,
  testId: string,
  input: object,
  query: Query = {},
) {
  const q = parseInput(questionRules, withoutNulls(input));
  const content = itemContentOf(q);
  return prisma.$transaction(async (tx) => {
    const test = await tx.test.findUnique({ where: { id: testId }, select: { categories: true } });
    if (!test) throw new NotFoundFailure('No such test');
    if (!categoriesOf(test).some((c) => c.key === q.category))
      throw new ValidationFailure([{ path: 'input.category', code: 'CATEGORY_UNKNOWN' }]);
    const meta = {
      kind: q.kind,
      difficulty: q.difficulty,
      category: q.category,
      skill: q.skill,
      trait: q.trait ?? null,
      reverseKeyed: q.reverseKeyed,
      pairKey: q.pairKey ?? null,
      sample: q.sample,
      active: q.active,
    };
    const existing = await tx.question.findUnique({
      where: { testId_key: { testId, key: q.key } },
      include: { versions: { orderBy: { version: 'desc' }, take: 1 } },
    });
    if (!existing && (await tx.question.count({ where: { testId } })) >= assessmentLimits.bankMax)
      throw new ValidationFailure([{ path: 'input.key', code: 'BANK_FULL' }]);
    if (!existing)
      return tx.question.create({
        ...selection(query),
        data: {
          testId,
          key: q.key,
          ...meta,
          versions: { create: { version: 1, content: content as object } },
        },
      });
    if (existing.kind !== q.kind) throw new ValidationFailure([{ path: 'input.kind', code: 'KIND_FIXED' }]);
    const current = existing.versions[0];
    const changed = !current || !isDeepStrictEqual(current.content, JSON.parse(JSON.stringify(content)));
    const version = changed ? existing.version + 1 : existing.version;
    if (changed)
      await tx.questionVersion.create({
        data: { questionId: existing.id, version, content: content as object },
      });
    return tx.question.update({
      ...selection(query),
      where: { id: existing.id },
      data: { ...meta, version },
    });
  });
}
