import type { Contract, ContractMilestone } from '@platform/db';
import {
  contractLimits as C,
  contractStatuses,
  milestoneActions,
  milestoneStatuses,
} from '@platform/rules/contracts-limits';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference, userReference } from '@platform/subgraph-kit/entities';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from '@platform/subgraph-kit/error-types';
import { payloadsFor } from '@platform/subgraph-kit/events';
import { localId } from '@platform/subgraph-kit/global-id';
import type { Identity } from '@platform/subgraph-kit/identity';
import { rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { GivenFileInput } from '../files/given-files.ts';
import { boundedGivenFiles, downloadPathField, EvidenceFileInput } from '../files/given-files.types.ts';
import type { MarketplaceContext } from '../../context.ts';
import {
  adminContractsTopic,
  answerContract,
  answerDispute,
  answerRefund,
  approveMilestone,
  contractRoleIn,
  contractsTopic,
  disputeMilestone,
  heldOf,
  proposeContract,
  requestChanges,
  requestRefund,
  resolveMilestoneDispute,
  startMilestone,
  submitMilestone,
} from './contracts.service.ts';

/** The accounts subgraph owns users; a contract points at its parties by id. */
const UserRef = userReference(builder);

const ContractStatusEnum = builder.enumType('ContractStatus', {
  description:
    'PROPOSED by the client, until the collaborator accepts it (ACTIVE) or DECLINES it, or the client ' +
    'WITHDRAWS it; COMPLETED once every milestone is settled.',
  values: contractStatuses,
});
const MilestoneStatusEnum = builder.enumType('MilestoneStatus', {
  description:
    'PROPOSED: not paid. FUNDED: paid into escrow. IN_PROGRESS. SUBMITTED: the client reviews it until its ' +
    'review ends, then silence releases what is held. CHANGES_REQUESTED. DISPUTED: an admin decides. ' +
    'REFUND_REQUESTED: the collaborator agrees or declines. RELEASED, REFUNDED, SPLIT: settled.',
  values: milestoneStatuses,
});
const MilestoneActionEnum = builder.enumType('MilestoneAction', {
  description: 'What a step of a milestone was.',
  values: milestoneActions,
});
const ContractRoleEnum = builder.enumType('ContractRole', {
  description: 'What someone is to a contract: its CLIENT, its COLLABORATOR, an ADMIN.',
  values: ['CLIENT', 'COLLABORATOR', 'ADMIN'] as const,
});

const rials = (value: bigint) => Number(value);

/** Who someone is to a contract, from its parties' ids. */
const roleOf = (userId: string | null, contract: { clientId: string; collaboratorId: string }) =>
  userId === null
    ? null
    : userId === contract.clientId
      ? 'CLIENT'
      : userId === contract.collaboratorId
        ? 'COLLABORATOR'
        : 'ADMIN';

builder.prismaObject('ContractMilestoneEvent', {
  description: 'One step of a milestone, as it was taken: never changed.',
  fields: (t) => ({
    action: t.expose('action', { type: MilestoneActionEnum }),
    from: t.expose('fromStatus', { type: MilestoneStatusEnum, nullable: true }),
    to: t.expose('toStatus', { type: MilestoneStatusEnum }),
    actorRole: t.field({
      type: ContractRoleEnum,
      nullable: true,
      description: 'Who took it; null for the product itself (a deadline that passed).',
      select: {
        actorId: true,
        milestone: { select: { contract: { select: { clientId: true, collaboratorId: true } } } },
      },
      resolve: (e) => roleOf(e.actorId, e.milestone.contract),
    }),
    reason: t.exposeString('reason', { nullable: true, directives: cost.text(C.reasonMax) }),
    releasedRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'What the step released to the collaborator, in rials.',
      select: { releasedRials: true },
      resolve: (e) => (e.releasedRials === null ? null : rials(e.releasedRials)),
    }),
    refundedRials: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'What the step refunded to the client, in rials.',
      select: { refundedRials: true },
      resolve: (e) => (e.refundedRials === null ? null : rials(e.refundedRials)),
    }),
    at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** The collaborators subgraph owns contact requests; a contract names the one it came from. */
const ContactRequestRef = builder
  .externalRef('ContactRequest', builder.selection<{ id: string }>('id'))
  .implement({ externalFields: (t) => ({ id: t.id() }) });

builder.prismaObject('ContractMilestoneFile', {
  description:
    'A PDF given as evidence with a milestone’s dispute or its answer, kept privately: read by the contract’s ' +
    'parties and admins.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The name it is downloaded under.' }),
    bytes: t.exposeInt('bytes'),
    pages: t.exposeInt('pages'),
    byRole: t.field({
      type: ContractRoleEnum,
      nullable: true,
      description: 'The side that gave it.',
      select: {
        uploadedById: true,
        milestone: { select: { contract: { select: { clientId: true, collaboratorId: true } } } },
      },
      resolve: (f) => roleOf(f.uploadedById, f.milestone.contract),
    }),
    at: t.expose('createdAt', { type: 'DateTime' }),
    downloadPath: t.string(downloadPathField),
  }),
});

const partiesSelect = { contract: { select: { clientId: true, collaboratorId: true, status: true } } };

export const MilestoneNode = builder.prismaNode('ContractMilestone', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'A stage of a contract’s work and its payment, held in escrow once funded. Its parties and admins read it.',
  select: { id: true, ...partiesSelect },
  authScopes: (m, context: MarketplaceContext) => contractRoleIn(m.contract, context.viewer) !== null,
  fields: (t) => ({
    position: t.exposeInt('position'),
    title: t.exposeString('title'),
    amountRials: t.field({
      type: 'SafeInt',
      description: 'Its price, paid into escrow when funded, in rials.',
      select: { amountRials: true },
      resolve: (m) => rials(m.amountRials),
    }),
    status: t.expose('status', { type: MilestoneStatusEnum }),
    contract: t.relation('contract'),
    viewerCanFund: t.boolean({
      description: 'Whether the viewer is its client and may pay it into escrow now (`fundMilestone`).',
      select: { status: true, ...partiesSelect },
      resolve: (m, _args, context) =>
        m.status === 'PROPOSED' &&
        m.contract.status === 'ACTIVE' &&
        m.contract.clientId === context.viewer?.userId,
    }),
    fundedAt: t.expose('fundedAt', { type: 'DateTime', nullable: true }),
    submissionNote: t.exposeString('submissionNote', {
      nullable: true,
      description: 'The collaborator’s last hand-in: what was done and where to find it.',
      directives: cost.text(C.submissionMax),
    }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    reviewEndsAt: t.expose('reviewEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'While submitted: when silence releases what it holds.',
    }),
    disputedBy: t.field({
      type: ContractRoleEnum,
      nullable: true,
      description: 'Who opened its dispute, if it has one.',
      select: { disputedById: true, ...partiesSelect },
      resolve: (m) => (m.disputedById ? roleOf(m.disputedById, m.contract) : null),
    }),
    disputeReason: t.string({
      nullable: true,
      description: 'Why its dispute was opened, if it has one.',
      directives: cost.text(C.reasonMax),
      select: {
        disputedById: true,
        events: {
          where: { action: 'DISPUTE' as const },
          orderBy: { id: 'desc' as const },
          take: 1,
          select: { reason: true },
        },
      },
      resolve: (m) => (m.disputedById ? (m.events[0]?.reason ?? null) : null),
    }),
    disputeRespondBy: t.expose('disputeRespondBy', {
      type: 'DateTime',
      nullable: true,
      description: 'Until when the other side may answer the dispute.',
    }),
    disputeAnswer: t.exposeString('disputeAnswer', {
      nullable: true,
      description: 'The other side’s answer to the dispute.',
      directives: cost.text(C.reasonMax),
    }),
    disputeLoser: t.field({
      type: ContractRoleEnum,
      nullable: true,
      description:
        'Once an admin decided its dispute: the side that got none of what was held (null for a split). Admins ' +
        'read it to see who loses disputes.',
      select: { status: true, disputedById: true, ...partiesSelect },
      resolve: (m) =>
        m.disputedById === null
          ? null
          : m.status === 'RELEASED'
            ? 'CLIENT'
            : m.status === 'REFUNDED'
              ? 'COLLABORATOR'
              : null,
    }),
    releasedRials: t.field({
      type: 'SafeInt',
      description: 'Released to the collaborator so far (before the product’s fee), in rials.',
      select: { releasedRials: true },
      resolve: (m) => rials(m.releasedRials),
    }),
    refundedRials: t.field({
      type: 'SafeInt',
      description: 'Refunded to the client so far, in rials.',
      select: { refundedRials: true },
      resolve: (m) => rials(m.refundedRials),
    }),
    heldRials: t.field({
      type: 'SafeInt',
      description: 'What is held in escrow for it now, in rials.',
      select: { status: true, amountRials: true, releasedRials: true, refundedRials: true },
      resolve: (m) => (m.status === 'PROPOSED' ? 0 : rials(heldOf(m))),
    }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
    evidence: t.relation('files', {
      description: 'The PDFs given as evidence with its dispute and its answer, the first first.',
      query: { orderBy: { createdAt: 'asc' }, take: C.evidenceMax * 2 },
      directives: cost.list(C.evidenceMax * 2),
    }),
    events: t.relation('events', {
      description: 'Its steps, the first first.',
      query: { orderBy: { id: 'asc' }, take: 50 },
      directives: cost.list(50),
    }),
  }),
});

builder.asEntity(MilestoneNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('ContractMilestone', (context: MarketplaceContext, ids) =>
    context.prisma.contractMilestone.findMany({ where: { id: { in: ids } }, include: { contract: true } }),
  ),
});

export const ContractNode = builder.prismaNode('Contract', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  description:
    'Custom work a client and a collaborator agree on, paid milestone by milestone through escrow. Its parties ' +
    'and admins read it.',
  select: { id: true, clientId: true, collaboratorId: true },
  authScopes: (contract, context: MarketplaceContext) => contractRoleIn(contract, context.viewer) !== null,
  fields: (t) => ({
    title: t.exposeString('title'),
    scope: t.exposeString('scope', { directives: cost.text(C.scopeMax) }),
    status: t.expose('status', { type: ContractStatusEnum }),
    viewerRole: t.field({
      type: ContractRoleEnum,
      resolve: (c, _args, context) => contractRoleIn(c, context.viewer)!,
    }),
    client: t.field({ type: UserRef, resolve: (c) => ({ id: encodeGlobalID('User', c.clientId) }) }),
    collaborator: t.field({
      type: UserRef,
      resolve: (c) => ({ id: encodeGlobalID('User', c.collaboratorId) }),
    }),
    fromRequest: t.field({
      type: ContactRequestRef,
      nullable: true,
      description: 'The contact request it came from, which its collaborator had accepted.',
      select: { requestId: true },
      resolve: (c) => (c.requestId ? { id: encodeGlobalID('ContactRequest', c.requestId) } : null),
    }),
    project: t.relation('project', {
      nullable: true,
      description:
        'The portfolio project it is about, open to collaborators, its team naming the collaborator.',
    }),
    reviewMinutes: t.exposeInt('reviewMinutes', {
      description: 'How long the client has to review a submitted milestone before silence releases it.',
    }),
    declineReason: t.exposeString('declineReason', { nullable: true, directives: cost.text(C.reasonMax) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    totalRials: t.field({
      type: 'SafeInt',
      description: 'The milestones’ prices together, in rials.',
      select: { milestones: { select: { amountRials: true } } },
      resolve: (c) => rials(c.milestones.reduce((sum, m) => sum + m.amountRials, 0n)),
    }),
    milestones: t.relation('milestones', {
      description: 'Its milestones in order.',
      query: { orderBy: { position: 'asc' }, take: C.milestonesMax },
      directives: cost.list(C.milestonesMax),
    }),
  }),
});

builder.asEntity(ContractNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Contract', (context: MarketplaceContext, ids) =>
    context.prisma.contract.findMany({ where: { id: { in: ids } } }),
  ),
});

const myWhere = (viewer: Identity, role?: string | null) =>
  role === 'CLIENT'
    ? { clientId: viewer.userId }
    : role === 'COLLABORATOR'
      ? { collaboratorId: viewer.userId }
      : { OR: [{ clientId: viewer.userId }, { collaboratorId: viewer.userId }] };

const DisputeStateEnum = builder.enumType('MilestoneDisputeState', {
  description: 'OPEN: an admin is to decide. DECIDED: decided, with who lost.',
  values: ['OPEN', 'DECIDED'] as const,
});

builder.queryFields((t) => ({
  myContracts: t.prismaConnection({
    type: ContractNode,
    cursor: 'id',
    description: 'The viewer’s contracts, as client or collaborator (or either), newest first.',
    authScopes: { signedIn: true },
    maxSize: C.pageMax,
    defaultSize: C.pageMax,
    args: { role: t.arg({ type: ContractRoleEnum, required: false }) },
    totalCount: (_parent, args, context) =>
      context.prisma.contract.count({ where: myWhere(context.viewer!, args.role) }),
    resolve: (query, _root, args, context) =>
      context.prisma.contract.findMany({
        ...query,
        where: myWhere(context.viewer!, args.role),
        orderBy: { id: 'desc' },
      }),
  }),
  milestoneDisputes: t.prismaConnection({
    type: MilestoneNode,
    cursor: 'id',
    description:
      'Admins: milestones in dispute (OPEN, the oldest first: to decide) or decided (DECIDED, newest first, each ' +
      'with its `disputeLoser`).',
    authScopes: { role: 'ADMIN' },
    maxSize: C.pageMax,
    defaultSize: C.pageMax,
    args: { state: t.arg({ type: DisputeStateEnum, required: true }) },
    totalCount: (_parent, args, context) =>
      context.prisma.contractMilestone.count({ where: disputesWhere(args.state) }),
    resolve: (query, _root, args, context) =>
      context.prisma.contractMilestone.findMany({
        ...query,
        where: disputesWhere(args.state),
        orderBy: { id: args.state === 'OPEN' ? 'asc' : 'desc' },
      }),
  }),
}));

const disputesWhere = (state: 'OPEN' | 'DECIDED') =>
  state === 'OPEN'
    ? { status: 'DISPUTED' as const }
    : {
        disputedById: { not: null },
        status: { in: ['RELEASED' as const, 'REFUNDED' as const, 'SPLIT' as const] },
      };

const globalId = (id: string | number, type: 'Contract' | 'ContractMilestone') => {
  const local = localId(String(id), type);
  if (!local) throw new NotFoundFailure(type === 'Contract' ? 'No such contract' : 'No such milestone');
  return local;
};

/** Proposals a client sends in a day: far more than any client needs, few enough to stop spam. */
const proposeRate = { name: 'marketplace.contract-propose', points: 20, seconds: 86_400 } satisfies Bucket;
/** Steps a person takes on contracts in an hour. */
const stepRate = { name: 'marketplace.contract-step', points: 120, seconds: 3_600 } satisfies Bucket;

const errors = { types: [ValidationFailure, NotFoundFailure, ConflictFailure] };

const MilestoneInput = builder.inputType('ContractMilestoneInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: `Up to ${C.titleMax} characters.` }),
    amountRials: t.field({
      type: 'SafeInt',
      required: true,
      description: `Its price in rials (${C.milestoneMinRials}–${C.milestoneMaxRials}).`,
    }),
  }),
});
const ProposeInput = builder.inputType('ProposeContractInput', {
  fields: (t) => ({
    collaboratorId: t.id({ required: true, description: 'The Collaborator (a published profile).' }),
    fromRequest: t.id({
      description:
        'The ContactRequest it comes from: the client’s own, to this collaborator, which they accepted ' +
        '(ValidationError REQUEST_NOT_ACCEPTED otherwise).',
    }),
    aboutProject: t.id({
      description:
        'The PortfolioProject it is about: one the client reads, open to collaborators, whose team names this ' +
        'collaborator (ValidationError PROJECT_NOT_COLLABORATING otherwise).',
    }),
    title: t.string({ required: true, description: `3–${C.titleMax} characters.` }),
    scope: t.string({
      required: true,
      description: `What is to be done (${C.scopeMin}–${C.scopeMax} characters).`,
    }),
    milestones: t.field({
      type: [MilestoneInput],
      required: true,
      description: `1–${C.milestonesMax}, in order.`,
    }),
  }),
});
const ContractAnswerEnum = builder.enumType('ContractAnswer', {
  description: 'ACCEPT or DECLINE (the collaborator), WITHDRAW (the client).',
  values: ['ACCEPT', 'DECLINE', 'WITHDRAW'] as const,
});
const AnswerContractInput = builder.inputType('AnswerContractInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The Contract.' }),
    answer: t.field({ type: ContractAnswerEnum, required: true }),
    reason: t.string({ description: `Why it is declined (${C.reasonMin}–${C.reasonMax} characters).` }),
  }),
});
const MilestoneTextInput = (name: string, field: 'note' | 'reason', max: number, min: number) =>
  builder.inputType(name, {
    fields: (t) => ({
      id: t.id({ required: true, description: 'The ContractMilestone.' }),
      [field]: t.string({ required: true, description: `${min}–${max} characters.` }),
    }),
  });
const SubmitInput = builder.inputType('SubmitMilestoneInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The ContractMilestone.' }),
    note: t.string({
      required: true,
      description: `What was done and where to find it (${C.submissionMin}–${C.submissionMax} characters).`,
    }),
  }),
});
const ReasonInput = MilestoneTextInput('MilestoneReasonInput', 'reason', C.reasonMax, C.reasonMin);
const ApproveInput = builder.inputType('ApproveMilestoneInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The ContractMilestone.' }),
    amountRials: t.field({
      type: 'SafeInt',
      description: 'A part of what is held to release now (the rest stays held); all of it when absent.',
    }),
  }),
});
const RefundAnswerInput = builder.inputType('AnswerMilestoneRefundInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The ContractMilestone.' }),
    agree: t.boolean({ required: true, description: 'Agreed: what is held goes back to the client.' }),
    reason: t.string({ description: `Why it is declined (${C.reasonMin}–${C.reasonMax} characters).` }),
  }),
});
const ResolveInput = builder.inputType('ResolveMilestoneDisputeInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The ContractMilestone.' }),
    releasedRials: t.field({
      type: 'SafeInt',
      required: true,
      description: 'What of what is held goes to the collaborator; the rest goes back to the client.',
    }),
    reason: t.string({ required: true, description: `${C.reasonMin}–${C.reasonMax} characters.` }),
  }),
});

const evidenceDescription = `Up to ${C.evidenceMax} PDFs as evidence.`;

/** Texts are bounded before any rule reads them. */
const bounded = (fields: Record<string, number>) =>
  z
    .object({
      input: z
        .object({
          id: z.string().max(200).optional(),
          evidence: boundedGivenFiles(C.evidenceMax),
          ...Object.fromEntries(
            Object.entries(fields).map(([k, max]) => [
              k,
              z
                .string()
                .max(max * 4)
                .nullish(),
            ]),
          ),
        })
        .loose(),
    })
    .loose();

const milestoneMutation = <I extends { id: string | number }>(
  name: string,
  options: {
    description: string;
    input: ReturnType<typeof builder.inputType>;
    bounds: Record<string, number>;
    admin?: boolean;
    run: (
      context: MarketplaceContext,
      id: string,
      input: I,
    ) => Promise<ContractMilestone & { contract: Contract }>;
  },
) =>
  builder.mutationField(name, (t) =>
    t.field({
      type: MilestoneNode,
      description: options.description,
      ...(options.admin ? { authScopes: { role: 'ADMIN' as const } } : {}),
      errors,
      args: { input: t.arg({ type: options.input as never, required: true }) },
      validate: bounded(options.bounds),
      resolve: async (_root, { input }, context) => {
        await rateLimit(context, stepRate);
        const values = input as unknown as I;
        return options.run(context, globalId(values.id, 'ContractMilestone'), values);
      },
    }),
  );

builder.mutationFields((t) => ({
  proposeContract: t.field({
    type: ContractNode,
    description:
      'A client proposes custom work to a published collaborator, in milestones; the collaborator accepts or ' +
      'declines it, and nothing is paid until the client funds a milestone. ConflictError code: OWN_PROFILE.',
    errors,
    args: { input: t.arg({ type: ProposeInput, required: true }) },
    validate: z
      .object({
        input: z
          .object({
            collaboratorId: z.string().max(200),
            fromRequest: z.string().max(200).nullish(),
            aboutProject: z.string().max(200).nullish(),
            title: z.string().max(C.titleMax * 4),
            scope: z.string().max(C.scopeMax * 4),
            milestones: z
              .array(z.object({ title: z.string().max(C.titleMax * 4) }).loose())
              .max(C.milestonesMax * 2),
          })
          .loose(),
      })
      .loose(),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, proposeRate);
      return proposeContract(
        context.prisma,
        context.graph,
        context.viewer!,
        {
          collaboratorId: String(input.collaboratorId),
          fromRequest: input.fromRequest == null ? null : String(input.fromRequest),
          aboutProject: input.aboutProject == null ? null : String(input.aboutProject),
          title: input.title,
          scope: input.scope,
          milestones: input.milestones,
        },
        context.settings.contracts,
      );
    },
  }),
  answerContract: t.field({
    type: ContractNode,
    description:
      'The collaborator accepts or declines a proposed contract; its client may withdraw it until then. ' +
      'ConflictError code: CONTRACT_STATE (answered already).',
    errors,
    args: { input: t.arg({ type: AnswerContractInput, required: true }) },
    validate: bounded({ reason: C.reasonMax }),
    resolve: async (_root, { input }, context) => {
      await rateLimit(context, stepRate);
      return answerContract(
        context.prisma,
        context.viewer!,
        globalId(input.id, 'Contract'),
        input.answer,
        input.reason ?? null,
      );
    },
  }),
}));

milestoneMutation<{ id: string }>('startMilestone', {
  description:
    'The collaborator starts a funded milestone, or one sent back for changes. ConflictError code: MILESTONE_STATE.',
  input: builder.inputType('StartMilestoneInput', {
    fields: (t) => ({ id: t.id({ required: true, description: 'The ContractMilestone.' }) }),
  }),
  bounds: {},
  run: (context, id) => startMilestone(context.prisma, context.viewer!, id),
});
milestoneMutation<{ id: string; note: string }>('submitMilestone', {
  description:
    'The collaborator hands in a milestone: the client reviews it until its review ends, then silence releases ' +
    'what it holds. ConflictError code: MILESTONE_STATE.',
  input: SubmitInput,
  bounds: { note: C.submissionMax },
  run: (context, id, input) => submitMilestone(context.prisma, context.viewer!, id, { note: input.note }),
});
milestoneMutation<{ id: string; reason: string }>('requestMilestoneChanges', {
  description:
    'The client sends a submitted milestone back, saying what is to change. ConflictError code: MILESTONE_STATE.',
  input: ReasonInput,
  bounds: { reason: C.reasonMax },
  run: (context, id, input) => requestChanges(context.prisma, context.viewer!, id, { reason: input.reason }),
});
milestoneMutation<{ id: string; amountRials?: number | null }>('approveMilestone', {
  description:
    'The client approves a submitted milestone: all of what it holds is released to the collaborator, or the ' +
    'part given while the rest stays held under the same review. ConflictError code: MILESTONE_STATE.',
  input: ApproveInput,
  bounds: {},
  run: (context, id, input) =>
    approveMilestone(context.prisma, context.viewer!, id, { amountRials: input.amountRials ?? null }),
});
type DisputeInput = { id: string; reason: string; evidence?: GivenFileInput[] | null };
milestoneMutation<DisputeInput>('disputeMilestone', {
  description:
    'Either side disputes a funded milestone not settled: the money stays held, the other side may answer until ' +
    '`disputeRespondBy`, and an admin decides. ConflictError code: MILESTONE_STATE.',
  input: builder.inputType('DisputeMilestoneInput', {
    fields: (t) => ({
      id: t.id({ required: true, description: 'The ContractMilestone.' }),
      reason: t.string({ required: true, description: `${C.reasonMin}–${C.reasonMax} characters.` }),
      evidence: t.field({ type: [EvidenceFileInput], description: evidenceDescription }),
    }),
  }),
  bounds: { reason: C.reasonMax },
  run: (context, id, input) =>
    disputeMilestone(
      context.prisma,
      context.files,
      context.viewer!,
      id,
      { reason: input.reason, evidence: input.evidence },
      context.settings.contracts,
    ),
});
milestoneMutation<DisputeInput>('answerMilestoneDispute', {
  description:
    'The other side answers a dispute, once, before `disputeRespondBy`. ConflictError code: MILESTONE_STATE.',
  input: builder.inputType('AnswerMilestoneDisputeInput', {
    fields: (t) => ({
      id: t.id({ required: true, description: 'The ContractMilestone.' }),
      reason: t.string({ required: true, description: `${C.reasonMin}–${C.reasonMax} characters.` }),
      evidence: t.field({ type: [EvidenceFileInput], description: evidenceDescription }),
    }),
  }),
  bounds: { reason: C.reasonMax },
  run: (context, id, input) =>
    answerDispute(context.prisma, context.files, context.viewer!, id, {
      reason: input.reason,
      evidence: input.evidence,
    }),
});
milestoneMutation<{ id: string; releasedRials: number; reason: string }>('resolveMilestoneDispute', {
  description:
    'Admins: decide a disputed milestone, releasing `releasedRials` of what it holds to the collaborator and ' +
    'refunding the rest. ConflictError code: MILESTONE_STATE (not disputed).',
  input: ResolveInput,
  bounds: { reason: C.reasonMax },
  admin: true,
  run: (context, id, input) =>
    resolveMilestoneDispute(context.prisma, context.viewer!, id, {
      releasedRials: input.releasedRials,
      reason: input.reason,
    }),
});
milestoneMutation<{ id: string; reason: string }>('requestMilestoneRefund', {
  description:
    'The client asks for a funded milestone’s money back before it is handed in; the collaborator agrees or ' +
    'declines. ConflictError code: MILESTONE_STATE.',
  input: builder.inputType('RequestMilestoneRefundInput', {
    fields: (t) => ({
      id: t.id({ required: true, description: 'The ContractMilestone.' }),
      reason: t.string({ required: true, description: `${C.reasonMin}–${C.reasonMax} characters.` }),
    }),
  }),
  bounds: { reason: C.reasonMax },
  run: (context, id, input) => requestRefund(context.prisma, context.viewer!, id, { reason: input.reason }),
});
milestoneMutation<{ id: string; agree: boolean; reason?: string | null }>('answerMilestoneRefund', {
  description:
    'The collaborator agrees to a refund request (what is held goes back to the client) or declines it with a ' +
    'reason (the milestone is funded again). ConflictError code: MILESTONE_STATE.',
  input: RefundAnswerInput,
  bounds: { reason: C.reasonMax },
  run: (context, id, input) =>
    answerRefund(context.prisma, context.viewer!, id, { agree: input.agree, reason: input.reason ?? null }),
});

builder.subscriptionField('contractChanged', (t) =>
  t.field({
    type: ContractNode,
    nullable: true,
    description:
      'The viewer’s contracts as they change: proposed, answered, a milestone funded, submitted, approved, ' +
      'disputed, settled; for admins also every dispute. Null for one the viewer may no longer read.',
    subscribe: (_root, _args, context) =>
      payloadsFor<{ contractId: string }>(context, (viewer) => [
        contractsTopic(viewer.userId),
        ...(viewer.roles.includes('ADMIN') ? [adminContractsTopic] : []),
      ]),
    resolve: async (event: { contractId: string }, _args, context) => {
      const contract = await context.prisma.contract.findUnique({
        where: { id: event.contractId },
        select: { id: true, clientId: true, collaboratorId: true },
      });
      return contract && contractRoleIn(contract, context.viewer) ? (contract as never) : null;
    },
  }),
);
