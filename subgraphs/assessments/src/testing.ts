import type { Prisma } from '@platform/db';
import { encodeGlobalID } from '@pothos/plugin-relay';

/** For other packages' tests: the report's consumer and job as the subgraph builds them, and tests to take. */
export { parseAssessmentsSettings } from './env.ts';
export { reportMailing } from './modules/reports/reports.worker.ts';
export type { PdfPrinter } from '@platform/subgraph-kit/printing/pdf-printer';
export { certificatePrinting, certificateRoutes } from './modules/certificates/certificates.routes.ts';
export { hiringInvitations } from './modules/hiring/invitations.projector.ts';

type Text = { fa: string; en: string; az: string };
const words = (en: string): Text => ({ fa: `${en} (fa)`, en, az: `${en} (az)` });

/**
 * An active logical-reasoning test of `questions` single-choice items (options `a` and `b`, `a` right), drawn whole
 * by each session; passed at 50%. Returns its global id.
 */
export async function createChoiceTest(
  prisma: Prisma,
  options: { slug: string; questions: number; priceRials?: bigint; title?: Text },
): Promise<string> {
  const price = options.priceRials ?? 0n;
  const test = await prisma.test.create({
    data: {
      slug: options.slug,
      type: 'LOGICAL_REASONING',
      status: 'ACTIVE',
      title: options.title ?? words(`Test ${options.slug}`),
      summary: words('Summary'),
      description: words('Description'),
      categories: [{ key: 'logic', name: words('Logic'), advice: words('Practise') }],
      careers: [],
      questionsCount: options.questions,
      durationMinutes: 5,
      passingScore: 50,
      originalPriceRials: price * 2n,
      priceRials: price,
    },
  });
  for (let n = 1; n <= options.questions; n++)
    await prisma.question.create({
      data: {
        testId: test.id,
        key: `q${n}`,
        kind: 'SINGLE_CHOICE',
        difficulty: 'EASY',
        category: 'logic',
        skill: 'deduction',
        versions: {
          create: {
            version: 1,
            content: {
              prompt: words(`Which of q${n}?`),
              options: ['a', 'b'].map((key) => ({ key, text: words(key.toUpperCase()) })),
              correct: ['a'],
            },
          },
        },
      },
    });
  return encodeGlobalID('Test', test.id);
}
