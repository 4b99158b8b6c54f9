import { billingLimits, orderStatuses, paymentFailures, paymentStatuses } from '@platform/rules/billing';
import { portfolioLicences } from '@platform/rules/portfolio-limits';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { localId } from '@platform/subgraph-kit/global-id';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { isExpired, payPath } from '../payments/payments.service.ts';
import { MilestoneRef, TestInvitationBatchRef, TestRef, UserRef } from '../refs/refs.ts';
import { buyTest, buyTestInvitations, orderFilter, refundOrder } from './orders.service.ts';

const minute = 60_000;

const OrderStatusEnum = builder.enumType('OrderStatus', {
  description:
    'PENDING: waiting to be paid (it can be paid again after a cancelled payment). PAID. REFUNDED. ' +
    'EXPIRED: not paid in time.',
  values: orderStatuses,
});
const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description:
    'STARTED: open at the gateway, where the payer may still pay it. VERIFYING: back, waiting for the gateway ' +
    'to confirm. VERIFIED. FAILED: the gateway says it did not go through.',
  values: paymentStatuses,
});
const PaymentFailureEnum = builder.enumType('PaymentFailure', { values: paymentFailures });
const ProductTypeEnum = builder.enumType('ProductType', {
  description:
    'TEST: a test for its buyer. TEST_INVITATIONS: invitations by e-mail to take a test. SOFTWARE: a licence of ' +
    'a ready-made project, its money held in escrow until the purchase is settled. MILESTONE: a contract’s ' +
    'milestone, held in escrow until it is released, refunded or split (perhaps in parts).',
  values: ['TEST', 'TEST_INVITATIONS', 'SOFTWARE', 'MILESTONE'] as const,
});
export const LicenceEnum = builder.enumType('PortfolioLicence', { values: portfolioLicences });
const EscrowStatusEnum = builder.enumType('EscrowStatus', {
  description:
    'HELD: paid and kept until the purchase is settled. RELEASED to the seller, REFUNDED to the buyer, or SPLIT.',
  values: ['HELD', 'RELEASED', 'REFUNDED', 'SPLIT'] as const,
});

builder.prismaObject('Payment', {
  description: 'One attempt to pay an order at the payment gateway.',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    status: t.expose('status', { type: PaymentStatusEnum }),
    failure: t.field({
      type: PaymentFailureEnum,
      nullable: true,
      select: { failureCode: true },
      resolve: (p) => p.failureCode as (typeof paymentFailures)[number] | null,
    }),
    referenceId: t.exposeString('refId', { nullable: true, description: "The bank's reference number." }),
    cardPan: t.exposeString('cardPan', { nullable: true, description: 'The card, masked by the gateway.' }),
    authority: t.exposeString('authority', { description: "The gateway's id of the payment." }),
    amountRials: t.field({
      type: 'SafeInt',
      description: 'What the gateway was asked to take, in rials.',
      select: { amountRials: true },
      resolve: (p) => Number(p.amountRials),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    returnedAt: t.expose('returnedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the payer came back from the gateway saying it was paid.',
    }),
    verifiedAt: t.expose('verifiedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const OrderNode = builder.prismaNode('Order', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description: 'A purchase, priced in rials when it was made. Only its buyer and admins may read it.',
  select: { id: true, userId: true },
  authScopes: (order, context) =>
    order.userId === context.viewer?.userId || context.viewer?.roles.includes('ADMIN') === true,
  fields: (t) => ({
    number: t.string({
      description: "The receipt's number: /panel/orders/{number}.",
      select: { number: true },
      resolve: (o) => o.number.toString(),
    }),
    status: t.field({
      type: OrderStatusEnum,
      description: 'A pending order past its time reads EXPIRED at once, before the worker closes it.',
      select: { status: true, createdAt: true },
      resolve: (o) => (isExpired(o, new Date()) ? 'EXPIRED' : o.status),
    }),
    productType: t.expose('productType', { type: ProductTypeEnum }),
    test: t.field({
      type: TestRef,
      nullable: true,
      select: { productType: true, productId: true },
      resolve: (o) => (o.productType === 'TEST' ? { id: encodeGlobalID('Test', o.productId) } : null),
    }),
    milestone: t.field({
      type: MilestoneRef,
      nullable: true,
      description: 'The contract’s milestone the order pays into escrow (MILESTONE).',
      select: { productType: true, productId: true },
      resolve: (o) =>
        o.productType === 'MILESTONE' ? { id: encodeGlobalID('ContractMilestone', o.productId) } : null,
    }),
    quantity: t.exposeInt('quantity', { description: 'How many: 1, or the invitations of a batch.' }),
    testInvitations: t.field({
      type: TestInvitationBatchRef,
      nullable: true,
      description: 'The invitations by e-mail the order pays for (TEST_INVITATIONS).',
      select: { productType: true, productId: true },
      resolve: (o) =>
        o.productType === 'TEST_INVITATIONS'
          ? { id: encodeGlobalID('TestInvitationBatch', o.productId) }
          : null,
    }),
    productSlug: t.exposeString('productSlug', { description: "The product's address when it was bought." }),
    licence: t.field({
      type: LicenceEnum,
      nullable: true,
      description: 'The licence a SOFTWARE order buys.',
      select: { productType: true, variant: true },
      resolve: (o) =>
        o.productType === 'SOFTWARE' ? (o.variant as (typeof portfolioLicences)[number]) : null,
    }),
    escrowStatus: t.expose('escrowStatus', {
      type: EscrowStatusEnum,
      nullable: true,
      description: 'Where the money of a SOFTWARE order is; null for other orders and unpaid ones.',
    }),
    escrowSettledAt: t.expose('escrowSettledAt', { type: 'DateTime', nullable: true }),
    originalRials: t.field({
      type: 'SafeInt',
      description: 'The price before the discount, in rials.',
      select: { originalRials: true },
      resolve: (o) => Number(o.originalRials),
    }),
    amountRials: t.field({
      type: 'SafeInt',
      description: 'What is paid, in rials.',
      select: { amountRials: true },
      resolve: (o) => Number(o.amountRials),
    }),
    discountRials: t.field({
      type: 'SafeInt',
      select: { amountRials: true, originalRials: true },
      resolve: (o) => Number(o.originalRials - o.amountRials),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Until when a pending order can be paid.',
      select: { status: true, createdAt: true },
      resolve: (o) =>
        o.status === 'PENDING'
          ? new Date(o.createdAt.getTime() + billingLimits.orderTtlMinutes * minute)
          : null,
    }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    refundedAt: t.expose('refundedAt', { type: 'DateTime', nullable: true }),
    refundReason: t.exposeString('refundReason', {
      nullable: true,
      directives: cost.text(billingLimits.refundReasonMax),
    }),
    payUrl: t.string({
      nullable: true,
      description:
        'Where the buyer goes to pay (on this server, which sends them on to the gateway); null unless payable.',
      select: { id: true, status: true, createdAt: true },
      resolve: (o) => (o.status === 'PENDING' && !isExpired(o, new Date()) ? payPath(o.id) : null),
    }),
    payments: t.relation('payments', {
      description: 'Newest first.',
      query: { orderBy: { createdAt: 'desc' }, take: 10 },
      directives: cost.list(10),
    }),
    buyer: t.field({
      type: UserRef,
      select: { userId: true },
      resolve: (o) => ({ id: encodeGlobalID('User', o.userId) }),
    }),
  }),
});

builder.asEntity(OrderNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Order', (context, ids) =>
    context.prisma.order.findMany({ where: { id: { in: ids } } }),
  ),
});

const orderNumber = z.string().regex(/^\d{1,18}$/, 'NUMBER_INVALID');

builder.queryFields((t) => ({
  order: t.prismaField({
    type: 'Order',
    nullable: true,
    description: "An order by its receipt number: the viewer's own, or any for an admin; otherwise null.",
    authScopes: { signedIn: true },
    args: { number: t.arg.string({ required: true }) },
    validate: z.object({ number: orderNumber }).loose(),
    resolve: (query, _root, args, context) =>
      context.prisma.order.findFirst({
        ...query,
        where: {
          number: BigInt(args.number),
          ...(context.viewer!.roles.includes('ADMIN') ? {} : { userId: context.viewer!.userId }),
        },
      }),
  }),
  myOrders: t.prismaConnection({
    type: 'Order',
    cursor: 'id',
    description: "The viewer's orders, newest first.",
    authScopes: { signedIn: true },
    maxSize: billingLimits.pageMax,
    defaultSize: 20,
    totalCount: (_parent, _args, context) =>
      context.prisma.order.count({ where: { userId: context.viewer!.userId } }),
    resolve: (query, _root, _args, context) =>
      context.prisma.order.findMany({
        ...query,
        where: { userId: context.viewer!.userId },
        orderBy: { id: 'desc' },
      }),
  }),
  orders: t.prismaConnection({
    type: 'Order',
    cursor: 'id',
    description:
      "Everyone's orders, newest first, for admins: optionally of one status, made in [from, to), and of a buyer " +
      `whose e-mail or name when ordering contains \`buyer\` (${billingLimits.buyerQueryMax} characters at most).`,
    authScopes: { role: 'ADMIN' },
    maxSize: billingLimits.pageMax,
    defaultSize: 20,
    args: {
      status: t.arg({ type: OrderStatusEnum, required: false }),
      from: t.arg({ type: 'DateTime', required: false }),
      to: t.arg({ type: 'DateTime', required: false }),
      buyer: t.arg.string({ required: false }),
      authority: t.arg.string({
        required: false,
        description: `A payment's authority at the gateway (${billingLimits.authorityMax} characters at most).`,
      }),
    },
    validate: z
      .object({
        buyer: z.string().max(billingLimits.buyerQueryMax, 'TOO_LONG').nullish(),
        authority: z.string().max(billingLimits.authorityMax, 'TOO_LONG').nullish(),
      })
      .loose(),
    totalCount: (_parent, args, context) => context.prisma.order.count({ where: orderFilter(args) }),
    resolve: (query, _root, args, context) =>
      context.prisma.order.findMany({ ...query, where: orderFilter(args), orderBy: { id: 'desc' } }),
  }),
}));

export const buyRate = { name: 'billing.buy', points: 30, seconds: 3_600 } satisfies Bucket;

const BuyTestInput = builder.inputType('BuyTestInput', {
  fields: (t) => ({ testId: t.id({ required: true }) }),
});
const BuyTestInvitationsInput = builder.inputType('BuyTestInvitationsInput', {
  fields: (t) => ({ batchId: t.id({ required: true, description: 'The batch `inviteToTest` answered.' }) }),
});
const RefundOrderInput = builder.inputType('RefundOrderInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    reason: t.string({ required: true, description: `${billingLimits.refundReasonMax} characters at most.` }),
  }),
});

builder.mutationFields((t) => ({
  buyTest: t.field({
    type: OrderNode,
    description:
      'An order for a paid test at its current price (an unpaid one made moments ago is returned again); send ' +
      'the buyer to its `payUrl`. ConflictError code: NOT_FOR_SALE (a free test).',
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: BuyTestInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const testId = localId(String(input.testId), 'Test');
      if (!testId) throw new NotFoundFailure('No such test');
      await rateLimit(context, buyRate);
      return buyTest(context.prisma, context.graph, context.viewer!, testId, context.locale);
    },
  }),
  buyTestInvitations: t.field({
    type: OrderNode,
    description:
      "One order for a batch of invitations by e-mail to a paid test: N × the test's price (an unpaid one made " +
      'moments ago is returned again); send the employer to its `payUrl`. The invitations are sent once it is ' +
      'paid. ConflictError code: NOT_FOR_SALE (a free test, or paid already).',
    errors: { types: [NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: BuyTestInvitationsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const batchId = localId(String(input.batchId), 'TestInvitationBatch');
      if (!batchId) throw new NotFoundFailure('No such batch of invitations');
      await rateLimit(context, buyRate);
      return buyTestInvitations(context.prisma, context.graph, context.viewer!, batchId, context.locale);
    },
  }),
  refundOrder: t.field({
    type: OrderNode,
    description:
      'Refunds a paid order (admins): the ledger reverses it, and a test not yet taken is withdrawn. ' +
      'ConflictError code: NOT_REFUNDABLE.',
    authScopes: { role: 'ADMIN' },
    errors: { types: [ValidationFailure, NotFoundFailure, ConflictFailure] },
    args: { input: t.arg({ type: RefundOrderInput, required: true }) },
    validate: z
      .object({ input: z.object({ reason: z.string().max(billingLimits.refundReasonMax * 2) }).loose() })
      .loose(),
    resolve: (_root, { input }, context) => {
      const orderId = localId(String(input.orderId), 'Order');
      if (!orderId) throw new NotFoundFailure('No such order');
      return refundOrder(context.prisma, context.viewer!, orderId, { reason: input.reason });
    },
  }),
}));
