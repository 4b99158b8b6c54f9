import { z } from 'zod';
import { builder } from '../../builder.ts';

/** A PDF given as evidence with a dispute or its answer (a contract's milestone, a purchase). */
export const EvidenceFileInput = builder.inputType('EvidenceFileInput', {
  description:
    'A PDF given as evidence: the receipt of its upload to `/uploads/documents`, and its file’s name.',
  fields: (t) => ({
    upload: t.string({ required: true }),
    name: t.string({ required: true, description: 'The name it is downloaded under (made safe, `.pdf`).' }),
  }),
});

/**
 * Given files as a mutation's input bounds them before any rule reads them: a few receipts and names, each
 * bounded, before anything is redeemed.
 */
export const boundedGivenFiles = (max: number) =>
  z
    .array(z.object({ upload: z.string().max(2048), name: z.string().max(400) }).loose())
    .max(max * 2)
    .nullish();
