import { billingLimits as L } from '@platform/rules/billing';
import { cost } from '@platform/subgraph-kit/cost';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { UserRef } from '../refs/refs.ts';
import { earningsOf, recordPayout, sellersOwed, type Earnings } from './payouts.service.ts';

const PayoutRef = builder.prismaObject('SellerPayout', {
  description: 'Money paid to a seller at the bank, as an admin recorded it.',
  fields: (t) => ({
    amountRials: t.field({ type: 'SafeInt', resolve: (p) => Number(p.amountRials) }),
    reference: t.exposeString('reference', {
      description: 'The bank transfer’s reference.',
      directives: cost.text(L.payoutReferenceMax),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const EarningsRef = builder.objectRef<Earnings>('SellerEarnings').implement({
  description:
    'What a seller of ready-made projects earned: owed (released from escrow to them, less the product’s fee, ' +
    'not yet paid out) and paid out at the bank. Read by the seller and admins.',
  fields: (t) => ({
    seller: t.field({ type: UserRef, resolve: (e) => ({ id: encodeGlobalID('User', e.sellerId) }) }),
    owedRials: t.field({ type: 'SafeInt', resolve: (e) => Number(e.owedRials) }),
    paidOutRials: t.field({ type: 'SafeInt', resolve: (e) => Number(e.paidOutRials) }),
    lastPaidAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.lastPaidAt }),
    payouts: t.field({
      type: [PayoutRef],
      description: `The latest \`first\` payouts, newest first (at most ${L.payoutsShown}).`,
      args: { first: t.arg.int({ required: false, defaultValue: L.payoutsShown }) },
      validate: z.object({ first: z.number().int().min(1).max(L.payoutsShown).nullish() }).loose(),
      directives: { ...cost.weight(1), ...cost.listSizedBy('first', L.payoutsShown) },
      resolve: (e, args, context) =>
        context.prisma.sellerPayout.findMany({
          where: { sellerId: e.sellerId },
          orderBy: { createdAt: 'desc' },
          take: args.first ?? L.payoutsShown,
        }),
    }),
  }),
});

builder.queryFields((t) => ({
  myEarnings: t.field({
    type: EarningsRef,
    description: 'What the viewer earned selling ready-made projects: owed to them, and paid out.',
    authScopes: { signedIn: true },
    directives: cost.weight(2),
    resolve: (_root, _args, context) => earningsOf(context.prisma, context.viewer!.userId),
  }),
  sellersOwed: t.field({
    type: [EarningsRef],
    description: `Admins: the sellers the product owes money, most owed first (at most ${L.sellersOwedMax}).`,
    authScopes: { role: 'ADMIN' },
    args: { first: t.arg.int({ required: false, defaultValue: 20 }) },
    validate: z.object({ first: z.number().int().min(1).max(L.sellersOwedMax).nullish() }).loose(),
    directives: { ...cost.weight(5), ...cost.listSizedBy('first', 20) },
    resolve: (_root, args, context) => sellersOwed(context.prisma, args.first ?? 20),
  }),
}));

const RecordPayoutInput = builder.inputType('RecordPayoutInput', {
  fields: (t) => ({
    id: t.id({
      required: true,
      description: 'A UUID the form makes once: sending the same payout again records it once.',
    }),
    sellerId: t.id({ required: true, description: 'The User paid.' }),
    amountRials: t.field({ type: 'SafeInt', required: true }),
    reference: t.string({
      required: true,
      description: `The bank transfer’s reference (${L.payoutReferenceMin}–${L.payoutReferenceMax} characters).`,
    }),
  }),
});

builder.mutationFields((t) => ({
  recordPayout: t.field({
    type: EarningsRef,
    description:
      'Admins: record money paid to a seller at the bank; the ledger moves it out of what the seller is owed. ' +
      'Returns the seller’s earnings after it. ValidationError code MORE_THAN_OWED; ConflictError code ' +
      'PAYOUT_ID_USED (the id names another payout).',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: RecordPayoutInput, required: true }) },
    validate: z
      .object({
        input: z.object({ id: z.uuid(), reference: z.string().max(L.payoutReferenceMax * 4) }).loose(),
      })
      .loose(),
    resolve: async (_root, { input }, context) => {
      const sellerId = localId(String(input.sellerId), 'User');
      if (!sellerId) throw new NotFoundFailure('No such seller');
      await recordPayout(context.prisma, context.viewer!, {
        id: String(input.id),
        sellerId,
        amountRials: input.amountRials,
        reference: input.reference,
      });
      return earningsOf(context.prisma, sellerId);
    },
  }),
}));
