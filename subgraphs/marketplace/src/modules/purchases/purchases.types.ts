import { purchaseLimits as P, purchaseStatuses } from '@platform/rules/purchases';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { payloadsFor } from '@platform/subgraph-kit/events';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { boundedGivenFiles, downloadPathField, EvidenceFileInput } from '../files/given-files.types.ts';
import type { MarketplaceContext } from '../../context.ts';
import { LicenceEnum } from '../projects/projects.types.ts';
import {
  acceptPurchase,
  adminPurchasesTopic,
  deliverPurchase,
  disputePurchase,
  resolvePurchaseDispute,
  purchasesTopic,
  roleIn,
  type PurchaseRole,
} from './purchases.service.ts';

const StatusEnum = builder.enumType('PortfolioPurchaseStatus', {
  description:
    'AWAITING_DELIVERY: paid, the seller is to deliver. DELIVERED: the buyer inspects it until its inspection ' +
    'ends, then silence releases the money. DISPUTED: an admin decides. RELEASED to the seller, REFUNDED to ' +
    'the buyer, or SPLIT between them: settled.',
  values: purchaseStatuses,
});
const FileKindEnum = builder.enumType('PurchaseFileKind', {
  description: 'ARCHIVE: a ZIP of the work. DOCUMENT: a PDF.',
  values: ['ARCHIVE', 'DOCUMENT'] as const,
});
const RoleEnum = builder.enumType('PortfolioPurchaseRole', {
  description:
    'What the reader is to a purchase: its BUYER, its SELLER (an admin for the team’s projects), an ADMIN.',
  values: ['BUYER', 'SELLER', 'ADMIN'] as const,
});

/**
 * The steps into and out of a dispute (a purchase is disputed at most once), for their reasons: one selection both
 * reason fields share, so that a list of purchases reads them in one statement.
 */
const disputeSteps = {
  events: {
    where: { OR: [{ toStatus: 'DISPUTED' as const }, { fromStatus: 'DISPUTED' as const }] },
    orderBy: { id: 'asc' as const },
    take: 2,
    select: { fromStatus: true, toStatus: true, reason: true },
  },
};

const rials = (value: bigint | null) => (value === null ? null : Number(value));

builder.prismaObject('PortfolioPurchaseEvent', {
  description: 'One step of a purchase, as it was taken: never changed.',
  fields: (t) => ({
    from: t.expose('fromStatus', { type: StatusEnum, nullable: true }),
    to: t.expose('toStatus', { type: StatusEnum }),
    byProduct: t.boolean({
      description: 'Taken by the product itself (an inspection period that ended), not a person.',
      resolve: (e) => e.actorId === null,
    }),
    actorRole: t.field({
      type: RoleEnum,
      nullable: true,
      description: 'Who took it, as the purchase knows them.',
      select: { actorId: true, purchase: { select: { buyerId: true, sellerId: true } } },
      resolve: (e) =>
        e.actorId === null
          ? null
          : e.actorId === e.purchase.buyerId
            ? 'BUYER'
            : e.actorId === e.purchase.sellerId
              ? 'SELLER'
              : 'ADMIN',
    }),
    reason: t.exposeString('reason', { nullable: true, directives: cost.text(P.reasonMax) }),
    at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('PortfolioPurchaseFile', {
  description:
    'A file given with a purchase’s step — the seller’s delivery, the buyer’s evidence with a dispute — kept ' +
    'privately: read by the purchase’s buyer, its seller and admins.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The name it is downloaded under.' }),
    bytes: t.exposeInt('bytes'),
    kind: t.field({
      type: FileKindEnum,
      select: { key: true },
      resolve: (f) => (f.key.startsWith('archives/') ? 'ARCHIVE' : 'DOCUMENT'),
    }),
    at: t.expose('createdAt', { type: 'DateTime' }),
    downloadPath: t.string(downloadPathField),
  }),
});

export const PurchaseNode = builder.prismaNode('PortfolioPurchase', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A licence of a ready-made project, paid into escrow. Its buyer, its seller (admins for the team’s ' +
    'projects) and admins read it.',
  select: { id: true, buyerId: true, sellerId: true },
  authScopes: (purchase, context: MarketplaceContext) => roleIn(purchase, context.viewer) !== null,
  fields: (t) => ({
    orderNumber: t.string({
      nullable: true,
      description: 'Its order’s receipt number: /panel/orders/{number} (the buyer’s).',
      select: { orderNumber: true },
      resolve: (p) => p.orderNumber?.toString() ?? null,
    }),
    project: t.relation('project', { description: 'What was bought (as it reads now).' }),
    licence: t.expose('licence', { type: LicenceEnum }),
    amountRials: t.field({
      type: 'SafeInt',
      description: 'What was paid into escrow, in rials.',
      select: { amountRials: true },
      resolve: (p) => Number(p.amountRials),
    }),
    status: t.expose('status', { type: StatusEnum }),
    viewerRole: t.field({
      type: RoleEnum,
      resolve: (p, _args, context) => roleIn(p, context.viewer) as PurchaseRole,
    }),
    deliveryNote: t.exposeString('deliveryNote', {
      nullable: true,
      description: 'The seller’s handover: where and how to get it, its sign-in, setup.',
      directives: cost.text(P.deliveryNoteMax),
    }),
    deliveredFiles: t.relation('files', {
      description: 'The files the seller delivered, the first first.',
      query: {
        where: { event: { toStatus: 'DELIVERED' } },
        orderBy: { createdAt: 'asc' },
        take: P.deliveryFilesMax,
      },
      directives: cost.list(P.deliveryFilesMax),
    }),
    disputeEvidence: t.relation('files', {
      description: 'The PDFs the buyer gave as evidence with their dispute, the first first.',
      query: {
        where: { event: { toStatus: 'DISPUTED' } },
        orderBy: { createdAt: 'asc' },
        take: P.evidenceMax,
      },
      directives: cost.list(P.evidenceMax),
    }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    inspectionEndsAt: t.expose('inspectionEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Until when the buyer may accept or dispute a delivery; then the money is released.',
    }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
    releasedRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Once settled: what went to the seller (before the product’s fee), in rials.',
      select: { releasedRials: true },
      resolve: (p) => rials(p.releasedRials),
    }),
    refundedRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Once settled: what went back to the buyer, in rials.',
      select: { refundedRials: true },
      resolve: (p) => rials(p.refundedRials),
    }),
    disputeReason: t.string({
      nullable: true,
      description: 'Why the buyer disputed it, if they did.',
      directives: cost.text(P.reasonMax),
      select: disputeSteps,
      resolve: (p) => p.events.find((e) => e.toStatus === 'DISPUTED')?.reason ?? null,
    }),
    decisionReason: t.string({
      nullable: true,
      description: 'How an admin decided its dispute, once decided.',
      directives: cost.text(P.reasonMax),
      select: disputeSteps,
      resolve: (p) => p.events.find((e) => e.fromStatus === 'DISPUTED')?.reason ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    events: t.relation('events', {
      description: 'Its steps, the first first.',
      query: { orderBy: { id: 'asc' }, take: 50 },
      directives: cost.list(50),
    }),
  }),
});

builder.asEntity(PurchaseNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('PortfolioPurchase', (context: MarketplaceContext, ids) =>
    context.prisma.portfolioPurchase.findMany({ where: { id: { in: ids } } }),
  ),
});

const mine = (side: 'buyerId' | 'sellerId') => (context: MarketplaceContext, status?: string | null) => ({
  [side]: context.viewer!.userId,
  ...(status ? { status: status as (typeof purchaseStatuses)[number] } : {}),
});

/**
 * Newest first by when the purchase was made: a purchase's id comes from PostgreSQL's `gen_random_uuid()` (the paid
 * order's consumer inserts it in raw SQL, to be written once however often the event arrives), so it says nothing of
 * time. The id breaks ties. The buyer's and the seller's lists have their indexes in this order.
 */
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

builder.queryFields((t) => ({
  myPurchases: t.prismaConnection({
    type: PurchaseNode,
    cursor: 'id',
    description: 'What the viewer bought, newest first.',
    authScopes: { signedIn: true },
    maxSize: P.pageMax,
    defaultSize: P.pageMax,
    totalCount: (_parent, _args, context) =>
      context.prisma.portfolioPurchase.count({ where: mine('buyerId')(context) }),
    resolve: (query, _root, _args, context) =>
      context.prisma.portfolioPurchase.findMany({
        ...query,
        where: mine('buyerId')(context),
        orderBy: newestFirst,
      }),
  }),
  mySales: t.prismaConnection({
    type: PurchaseNode,
    cursor: 'id',
    description: 'What others bought of the viewer’s projects, newest first (optionally of one status).',
    authScopes: { signedIn: true },
    maxSize: P.pageMax,
    defaultSize: P.pageMax,
    args: { status: t.arg({ type: StatusEnum, required: false }) },
    totalCount: (_parent, args, context) =>
      context.prisma.portfolioPurchase.count({ where: mine('sellerId')(context, args.status) }),
    resolve: (query, _root, args, context) =>
      context.prisma.portfolioPurchase.findMany({
        ...query,
        where: mine('sellerId')(context, args.status),
        orderBy: newestFirst,
      }),
  }),
  purchases: t.prismaConnection({
    type: PurchaseNode,
    cursor: 'id',
    description:
      'Admins: every purchase, newest first, optionally of one status (DISPUTED: the disputes to decide); ' +
      '`byTeam`: only those of the team’s own projects, which admins deliver.',
    authScopes: { role: 'ADMIN' },
    maxSize: P.pageMax,
    defaultSize: P.pageMax,
    args: {
      status: t.arg({ type: StatusEnum, required: false }),
      byTeam: t.arg.boolean({ required: false }),
    },
    totalCount: (_parent, args, context) =>
      context.prisma.portfolioPurchase.count({ where: adminWhere(args) }),
    resolve: (query, _root, args, context) =>
      context.prisma.portfolioPurchase.findMany({
        ...query,
        where: adminWhere(args),
        orderBy: newestFirst,
      }),
  }),
}));

const adminWhere = (args: { status?: string | null; byTeam?: boolean | null }) => ({
  ...(args.status ? { status: args.status as (typeof purchaseStatuses)[number] } : {}),
  ...(args.byTeam ? { sellerId: null } : {}),
});

const purchaseId = (id: string | number) => {
  const local = localId(String(id), 'PortfolioPurchase');
  if (!local) throw new NotFoundFailure('No such purchase');
  return local;
};

/** Steps a person takes on purchases in an hour: far more than any buyer or seller needs. */
const stepRate = { name: 'marketplace.purchase-step', points: 60, seconds: 3_600 } satisfies Bucket;

const textArgs = (field: string, max: number) =>
  z
    .object({ input: z.object({ id: z.string().max(200), [field]: z.string().max(max * 4) }).loose() })
    .loose();

const DeliveryFileInput = builder.inputType('DeliveryFileInput', {
  description:
    'A file delivered: the receipt of its upload to `/uploads/archives` (a ZIP) or `/uploads/documents` (a PDF), ' +
    'and its file’s name.',
  fields: (t) => ({
    upload: t.string({ required: true }),
    name: t.string({ required: true, description: 'The name it is downloaded under (made safe).' }),
  }),
});

const DeliverInput = builder.inputType('DeliverPurchaseInput', {
  description: 'A note, files, or both; never neither.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The PortfolioPurchase.' }),
    note: t.string({
      description: `The handover: where and how to get it, its sign-in, setup (${P.deliveryNoteMin}–${P.deliveryNoteMax} characters).`,
    }),
    files: t.field({
      type: [DeliveryFileInput],
      description: `Up to ${P.deliveryFilesMax} files: ZIPs of the work, PDFs of its manual.`,
    }),
  }),
});
const DisputeInput = builder.inputType('DisputePurchaseInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    reason: t.string({ required: true, description: `${P.reasonMin}–${P.reasonMax} characters.` }),
    evidence: t.field({ type: [EvidenceFileInput], description: `Up to ${P.evidenceMax} PDFs as evidence.` }),
  }),
});
const ResolveInput = builder.inputType('ResolvePurchaseDisputeInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    releasedRials: t.field({
      type: 'SafeInt',
      required: true,
      description: 'What of the amount paid goes to the seller; the rest goes back to the buyer.',
    }),
    reason: t.string({ required: true, description: `${P.reasonMin}–${P.reasonMax} characters.` }),
  }),
});

const conflictErrors = { types: [ValidationFailure, NotFoundFailure, ConflictFailure] };

builder.mutationFields((t) => ({
  deliverPurchase: t.field({
    type: PurchaseNode,
    description:
      'The seller hands over a paid purchase: the buyer’s inspection period starts. ConflictError code: ' +
      'PURCHASE_STATE (not waiting for delivery).',
    errors: conflictErrors,
    args: { input: t.arg({ type: DeliverInput, required: true }) },
    validate: z
      .object({
        input: z
          .object({
            id: z.string().max(200),
            note: z
              .string()
              .max(P.deliveryNoteMax * 4)
              .nullish(),
            files: boundedGivenFiles(P.deliveryFilesMax),
          })
          .loose(),
      })
      .loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, stepRate);
      return deliverPurchase(
        context.prisma,
        context.files,
        context.viewer!,
        purchaseId(input.id),
        { note: input.note, files: input.files },
        context.settings.inspectionDays,
      );
    },
  }),
  acceptPurchase: t.field({
    type: PurchaseNode,
    description:
      'The buyer accepts a delivery: the money held is released to the seller. ConflictError code: ' +
      'PURCHASE_STATE (not delivered, or settled).',
    errors: conflictErrors,
    args: { id: t.arg.id({ required: true }) },
    validate: z.object({ id: z.string().max(200) }).loose(),
    resolve: async (_root, { id }, context) => {
      await rateLimit(context, stepRate);
      return acceptPurchase(context.prisma, context.viewer!, purchaseId(id));
    },
  }),
  disputePurchase: t.field({
    type: PurchaseNode,
    description:
      'The buyer disputes a purchase not yet delivered or still being inspected: the money stays held until ' +
      'an admin decides. ConflictError code: PURCHASE_STATE.',
    errors: conflictErrors,
    args: { input: t.arg({ type: DisputeInput, required: true }) },
    validate: z
      .object({
        input: z
          .object({
            id: z.string().max(200),
            reason: z.string().max(P.reasonMax * 4),
            evidence: boundedGivenFiles(P.evidenceMax),
          })
          .loose(),
      })
      .loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, stepRate);
      return disputePurchase(context.prisma, context.files, context.viewer!, purchaseId(input.id), {
        reason: input.reason,
        evidence: input.evidence,
      });
    },
  }),
  resolvePurchaseDispute: t.field({
    type: PurchaseNode,
    description:
      'Admins: decide a dispute, releasing `releasedRials` to the seller and refunding the rest. ' +
      'ConflictError code: PURCHASE_STATE (not disputed).',
    authScopes: { role: 'ADMIN' },
    errors: conflictErrors,
    args: { input: t.arg({ type: ResolveInput, required: true }) },
    validate: textArgs('reason', P.reasonMax),
    resolve: (_root, { input }, context) =>
      resolvePurchaseDispute(context.prisma, context.viewer!, purchaseId(input.id), {
        releasedRials: input.releasedRials,
        reason: input.reason,
      }),
  }),
}));

// Subscriptions yield only what identifies the change; the gateway resolves every field the client selected.
builder.subscriptionField('purchaseChanged', (t) =>
  t.field({
    type: PurchaseNode,
    nullable: true,
    description:
      'The viewer’s purchases as they take a step: one of their projects bought, delivered, disputed, settled; ' +
      'for admins also the team’s sales and every dispute. Null for a change the viewer may no longer read.',
    subscribe: (_root, _args, context) =>
      payloadsFor<{ purchaseId: string }>(context, (viewer) => [
        purchasesTopic(viewer.userId),
        ...(viewer.roles.includes('ADMIN') ? [adminPurchasesTopic] : []),
      ]),
    resolve: async (event: { purchaseId: string }, _args, context) => {
      const purchase = await context.prisma.portfolioPurchase.findUnique({
        where: { id: event.purchaseId },
        select: { id: true, buyerId: true, sellerId: true },
      });
      return purchase && roleIn(purchase, context.viewer) ? (purchase as never) : null;
    },
  }),
);
