import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { MarketplaceContext } from '../../context.ts';

/** A given file's `downloadPath`: a private link signed for the reader its parent let read it. */
export const downloadPathField = {
  description: 'Where this reader downloads it; the address opens for 15 minutes.',
  select: { key: true, name: true },
  resolve: (f: { key: string; name: string }, _args: object, context: MarketplaceContext) => {
    if (!context.files) throw serviceUnavailable();
    return context.files.links.path(f.key, f.name);
  },
} as const;

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
