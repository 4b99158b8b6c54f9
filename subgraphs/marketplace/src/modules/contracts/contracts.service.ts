import type { Contract, ContractMilestone, MilestoneAction, MilestoneStatus } from '@platform/db';
import {
  approvalRules,
  milestoneResolutionRules,
  proposalRules,
  disputeRules,
  reasonRules,
  settledMilestoneStatuses,
  submissionRules,
} from '@platform/rules/contracts';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import { consumer, job } from '@platform/subgraph-kit/consumers';
import {
  ConflictFailure,
  NotFoundFailure,
  parseInput,
  ValidationFailure,
} from '@platform/subgraph-kit/error-types';
import type { FileService } from '@platform/subgraph-kit/files/service';
import { localId } from '@platform/subgraph-kit/global-id';
import type { GraphClient } from '@platform/subgraph-kit/graph-client';
import type { Identity } from '@platform/subgraph-kit/identity';
import { recordEvents, type NewEvent } from '@platform/subgraph-kit/outbox';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { MarketplacePrisma, MarketplaceTx } from '../../context.ts';
import { givenDocuments, type GivenFile, type GivenFileInput } from '../files/given-files.ts';
import { isAdmin, readableWhere } from '../projects/projects.service.ts';

const minute = 60_000;

/** What a reader is to a contract: its client, its collaborator, or an admin. */
export type ContractRole = 'CLIENT' | 'COLLABORATOR' | 'ADMIN';

export function contractRoleIn(
  contract: Pick<Contract, 'clientId' | 'collaboratorId'>,
  viewer: Identity | null,
): ContractRole | null {
  if (!viewer) return null;
  if (contract.clientId === viewer.userId) return 'CLIENT';
  if (contract.collaboratorId === viewer.userId) return 'COLLABORATOR';
  return isAdmin(viewer) ? 'ADMIN' : null;
}

/** The pub/sub topic of a person's contracts (`contractChanged`), and admins' (disputes). */
export const contractsTopic = (userId: string) => `marketplace.contracts.${userId}`;
export const adminContractsTopic = 'marketplace.contracts.admins';

/** How long a contract's steps may wait: a client's review, the other side's answer to a dispute. */
export interface ContractTimes {
  reviewMinutes: number;
  disputeResponseMinutes: number;
}

/** Live news of a contract to both its parties (and admins, for a dispute). */
const changed = (
  contract: Pick<Contract, 'id' | 'clientId' | 'collaboratorId'>,
  toAdmins = false,
): NewEvent => ({
  type: 'contract.changed',
  topics: [
    contractsTopic(contract.clientId),
    contractsTopic(contract.collaboratorId),
    ...(toAdmins ? [adminContractsTopic] : []),
  ],
  payload: { contractId: contract.id },
});

/** A contract proposed or answered, for its parties' mail (`contract.stepped`). */
const contractStepped = (contract: Pick<Contract, 'id' | 'clientId' | 'collaboratorId'>, status: string) =>
  domainEvent('contract.stepped', {
    contractId: contract.id,
    status,
    clientId: contract.clientId,
    collaboratorId: contract.collaboratorId,
  });

interface CollaboratorToPropose {
  viewerIsOwner: boolean;
  owner: { id: string } | null;
}

interface RequestToCite {
  state: string;
  sender: { id: string } | null;
  collaborator: { id: string } | null;
}

/** Contact requests a contract may come from: accepted by the collaborator (or done since). */
const citableRequestStates = ['ACCEPTED', 'COMPLETED'];

/**
 * The user behind a published collaborator's profile, as the graph shows it to the client, and the contact request
 * the proposal says it came from, if any, as the client reads it; null if the profile is not found.
 */
async function collaboratorUser(
  graph: GraphClient,
  clientId: string,
  collaboratorId: string,
  requestId: string | null,
) {
  const { node, request } = await graph.query<{
    node: Partial<CollaboratorToPropose> | null;
    request?: Partial<RequestToCite> | null;
  }>(
    `query MarketplaceContractCollaborator($id: ID!, $request: ID!, $cites: Boolean!) {
      node(id: $id) { ... on Collaborator { viewerIsOwner owner { id } } }
      request: node(id: $request) @include(if: $cites) {
        ... on ContactRequest { state sender { id } collaborator { id } }
      }
    }`,
    {
      id: encodeGlobalID('Collaborator', collaboratorId),
      request: encodeGlobalID('ContactRequest', requestId ?? collaboratorId),
      cites: requestId !== null,
    },
    { asUser: clientId },
  );
  if (!node?.owner) return null;
  return {
    userId: localId(node.owner.id, 'User'),
    own: node.viewerIsOwner === true,
    // The client's own request, to this collaborator, which they accepted.
    requestCited:
      requestId !== null &&
      request?.sender?.id === encodeGlobalID('User', clientId) &&
      request.collaborator?.id === encodeGlobalID('Collaborator', collaboratorId) &&
      citableRequestStates.includes(request.state ?? ''),
  };
}

/**
 * Whether a contract may be about a project: one the client reads, open to collaborators, whose team names the
 * collaborator.
 */
async function projectCited(
  prisma: MarketplacePrisma,
  client: Identity,
  projectId: string,
  profileId: string,
) {
  const project = await prisma.portfolioProject.findFirst({
    where: {
      AND: [
        { id: projectId, collaborating: true, team: { some: { collaboratorId: profileId } } },
        readableWhere(client),
      ],
    },
    select: { id: true },
  });
  return project !== null;
}

/**
 * A client proposes a contract to a published collaborator: its work and its milestones in order, each priced
 * in rials; if it came from one, the contact request of theirs the collaborator accepted (`fromRequest`; any
 * other is a ValidationError `REQUEST_NOT_ACCEPTED`); if it is about one, a project open to collaborators whose
 * team names the collaborator (`aboutProject`; any other is `PROJECT_NOT_COLLABORATING`). The collaborator accepts
 * or declines it; nothing is paid until the client funds a milestone. `OWN_PROFILE`: nobody contracts themselves.
 */
export async function proposeContract(
  prisma: MarketplacePrisma,
  graph: GraphClient | null,
  client: Identity,
  input: {
    collaboratorId: string;
    fromRequest?: string | null;
    aboutProject?: string | null;
    title: string;
    scope: string;
    milestones: { title: string; amountRials: number }[];
  },
  times: ContractTimes,
  now = new Date(),
) {
  const values = parseInput(proposalRules, input);
  const profileId = localId(input.collaboratorId, 'Collaborator');
  if (!profileId) throw new NotFoundFailure('No such collaborator');
  const requestId = input.fromRequest ? localId(input.fromRequest, 'ContactRequest') : null;
  const notAccepted = new ValidationFailure([{ path: 'input.fromRequest', code: 'REQUEST_NOT_ACCEPTED' }]);
  if (input.fromRequest && !requestId) throw notAccepted;
  const projectId = input.aboutProject ? localId(input.aboutProject, 'PortfolioProject') : null;
  if (input.aboutProject && !(projectId && (await projectCited(prisma, client, projectId, profileId))))
    throw new ValidationFailure([{ path: 'input.aboutProject', code: 'PROJECT_NOT_COLLABORATING' }]);
  if (!graph) throw serviceUnavailable();
  const collaborator = await collaboratorUser(graph, client.userId, profileId, requestId);
  if (!collaborator?.userId) throw new NotFoundFailure('No such collaborator');
  if (collaborator.own || collaborator.userId === client.userId)
    throw new ConflictFailure('OWN_PROFILE', 'Nobody proposes a contract to themselves');
  if (requestId && !collaborator.requestCited) throw notAccepted;
  const collaboratorUserId = collaborator.userId;
  return prisma.$transaction(async (tx) => {
    const contract = await tx.contract.create({
      data: {
        clientId: client.userId,
        collaboratorId: collaboratorUserId,
        requestId,
        projectId,
        title: values.title,
        scope: values.scope,
        reviewMinutes: times.reviewMinutes,
        createdAt: now,
        milestones: {
          create: values.milestones.map((m, index) => ({
            position: index + 1,
            title: m.title,
            amountRials: BigInt(m.amountRials),
            createdAt: now,
          })),
        },
      },
      include: { milestones: true },
    });
    await tx.contractMilestoneEvent.createMany({
      data: contract.milestones.map((m) => ({
        milestoneId: m.id,
        action: 'PROPOSE' as const,
        toStatus: 'PROPOSED' as const,
        actorId: client.userId,
        createdAt: now,
      })),
    });
    await recordEvents(tx, [changed(contract), contractStepped(contract, 'PROPOSED')]);
    return contract;
  });
}

async function lockContract(tx: MarketplaceTx, viewer: Identity, contractId: string) {
  await tx.$executeRaw`SELECT id FROM contracts WHERE id = ${contractId}::uuid FOR UPDATE`;
  const contract = await tx.contract.findUnique({ where: { id: contractId } });
  const role = contract && contractRoleIn(contract, viewer);
  if (!contract || !role) throw new NotFoundFailure('No such contract');
  return { contract, role };
}

const contractConflict = (message: string) => new ConflictFailure('CONTRACT_STATE', message);
const milestoneConflict = (message: string) => new ConflictFailure('MILESTONE_STATE', message);

/**
 * The collaborator answers a proposal: accepted, the client may fund its milestones; declined (with a reason),
 * it ends. The client may withdraw it until it is answered.
 */
export function answerContract(
  prisma: MarketplacePrisma,
  viewer: Identity,
  contractId: string,
  answer: 'ACCEPT' | 'DECLINE' | 'WITHDRAW',
  reason: string | null,
  now = new Date(),
) {
  const declined = answer === 'DECLINE' ? parseInput(reasonRules, { reason }).reason : null;
  return prisma.$transaction(async (tx) => {
    const { contract, role } = await lockContract(tx, viewer, contractId);
    if (role !== (answer === 'WITHDRAW' ? 'CLIENT' : 'COLLABORATOR'))
      throw new NotFoundFailure('No such contract');
    if (contract.status !== 'PROPOSED') throw contractConflict('Only a proposed contract is answered');
    const updated = await tx.contract.update({
      where: { id: contract.id },
      data:
        answer === 'ACCEPT'
          ? { status: 'ACTIVE', acceptedAt: now }
          : { status: answer === 'DECLINE' ? 'DECLINED' : 'WITHDRAWN', declineReason: declined },
    });
    await recordEvents(tx, [changed(contract), contractStepped(contract, updated.status)]);
    return updated;
  });
}

/**
 * A milestone locked with its contract for the rest of the transaction: one the viewer takes part in, or any for
 * the product itself (`PRODUCT`: a payment's event, a deadline), which no request can pass for.
 */
async function lockMilestone(tx: MarketplaceTx, viewer: Identity | 'PRODUCT', milestoneId: string) {
  await tx.$executeRaw`SELECT id FROM contract_milestones WHERE id = ${milestoneId}::uuid FOR UPDATE`;
  const milestone = await tx.contractMilestone.findUnique({
    where: { id: milestoneId },
    include: { contract: true },
  });
  const role = milestone && (viewer === 'PRODUCT' ? 'ADMIN' : contractRoleIn(milestone.contract, viewer));
  if (!milestone || !role) throw new NotFoundFailure('No such milestone');
  return { milestone, role };
}

type LockedMilestone = ContractMilestone & { contract: Contract };

interface MilestoneStep {
  action: MilestoneAction;
  to: MilestoneStatus;
  /** Null: the product itself (a deadline). */
  actorId: string | null;
  reason?: string | null;
  data?: Partial<
    Pick<
      ContractMilestone,
      | 'orderId'
      | 'fundedAt'
      | 'submissionNote'
      | 'submittedAt'
      | 'reviewEndsAt'
      | 'disputedById'
      | 'disputeRespondBy'
      | 'disputeAnswer'
    >
  >;
  /** Money this step moves out of the escrow. */
  releasedRials?: bigint;
  refundedRials?: bigint;
  /** PDFs given with the step (a dispute's evidence), stored already. */
  files?: GivenFile[];
}

/** What is still held of a funded milestone. */
export const heldOf = (m: Pick<ContractMilestone, 'amountRials' | 'releasedRials' | 'refundedRials'>) =>
  m.amountRials - m.releasedRials - m.refundedRials;

/**
 * Moves a locked milestone one step: its status, the step appended to its record, what it tells (the domain's
 * `milestone.stepped`, which sets its timers, and the parties' live news), and, when money leaves the escrow,
 * `milestone.settled` for billing to post that part once. A settled last milestone completes its contract.
 */
async function stepMilestone(tx: MarketplaceTx, milestone: LockedMilestone, next: MilestoneStep, now: Date) {
  const released = next.releasedRials ?? 0n;
  const refunded = next.refundedRials ?? 0n;
  const moves = released + refunded > 0n;
  if (released < 0n || refunded < 0n || released + refunded > heldOf(milestone))
    throw new Error(`Milestone ${milestone.id} cannot pay out more than it holds`);
  const updated = await tx.contractMilestone.update({
    where: { id: milestone.id },
    data: {
      status: next.to,
      ...next.data,
      ...(moves
        ? {
            releasedRials: { increment: released },
            refundedRials: { increment: refunded },
            settlements: { increment: 1 },
          }
        : {}),
      ...(settledMilestoneStatuses.includes(next.to) ? { settledAt: now } : {}),
    },
    include: { contract: true },
  });
  const step = await tx.contractMilestoneEvent.create({
    data: {
      milestoneId: milestone.id,
      action: next.action,
      fromStatus: milestone.status,
      toStatus: next.to,
      actorId: next.actorId,
      reason: next.reason ?? null,
      releasedRials: moves ? released : null,
      refundedRials: moves ? refunded : null,
      createdAt: now,
    },
  });
  if (next.files?.length)
    await tx.contractMilestoneFile.createMany({
      data: next.files.map((f) => ({
        ...f,
        milestoneId: milestone.id,
        eventId: step.id,
        uploadedById: next.actorId!,
        createdAt: now,
      })),
    });
  const { contract } = milestone;
  const events: NewEvent[] = [
    domainEvent('milestone.stepped', {
      milestoneId: milestone.id,
      stepId: step.id.toString(),
      actorId: next.actorId,
      contractId: contract.id,
      status: next.to,
      action: next.action,
      clientId: contract.clientId,
      collaboratorId: contract.collaboratorId,
      reviewEndsAt: updated.status === 'SUBMITTED' ? updated.reviewEndsAt?.toISOString() : null,
      respondBy: updated.status === 'DISPUTED' ? updated.disputeRespondBy?.toISOString() : null,
    }),
    changed(contract, next.to === 'DISPUTED' || next.action === 'RESOLVE'),
  ];
  if (moves)
    events.push(
      domainEvent('milestone.settled', {
        milestoneId: milestone.id,
        orderId: milestone.orderId!,
        collaboratorId: contract.collaboratorId,
        part: updated.settlements,
        releasedRials: released.toString(),
        refundedRials: refunded.toString(),
      }),
    );
  await recordEvents(tx, events);
  if (settledMilestoneStatuses.includes(next.to)) {
    const open = await tx.contractMilestone.count({
      where: { contractId: contract.id, status: { notIn: [...settledMilestoneStatuses] } },
    });
    // Milestones never funded keep a contract open: the client may still fund them.
    if (open === 0) await tx.contract.update({ where: { id: contract.id }, data: { status: 'COMPLETED' } });
  }
  return updated;
}

/** How a milestone ends once nothing is held: who got what of it. */
const settledStatus = (
  m: Pick<ContractMilestone, 'releasedRials' | 'refundedRials'>,
  released: bigint,
  refunded: bigint,
) => {
  const r = m.releasedRials + released;
  const f = m.refundedRials + refunded;
  return f === 0n ? 'RELEASED' : r === 0n ? 'REFUNDED' : 'SPLIT';
};

/**
 * Billing's paid orders of a milestone fund it, once per order however often the event arrives. A milestone no
 * longer waiting to be funded (a second order paid for it) hands that order's whole amount back to its payer.
 */
export const fundedMilestones = consumer({
  name: 'marketplace.milestones',
  on: ['order.paid'],
  async handle(tx, event) {
    const { orderId, userId, productType, productId, amountRials } = event.payload;
    if (productType !== 'MILESTONE') return;
    const { milestone } = await lockMilestone(tx, 'PRODUCT', productId);
    if (milestone.orderId === orderId) return;
    const fundable =
      milestone.status === 'PROPOSED' &&
      milestone.contract.status === 'ACTIVE' &&
      milestone.amountRials === BigInt(amountRials) &&
      milestone.contract.clientId === userId;
    if (!fundable) {
      await recordEvents(tx, [
        domainEvent('milestone.settled', {
          milestoneId: milestone.id,
          orderId,
          collaboratorId: milestone.contract.collaboratorId,
          part: 1,
          releasedRials: '0',
          refundedRials: amountRials,
        }),
      ]);
      return;
    }
    await stepMilestone(
      tx,
      milestone,
      { action: 'FUND', to: 'FUNDED', actorId: userId, data: { orderId, fundedAt: event.occurredAt } },
      event.occurredAt,
    );
  },
});

/**
 * One step a party takes on a milestone, in its own transaction with the milestone locked. `as` is who may take it
 * (anyone else is told the milestone does not exist) and `from` the statuses it is taken from.
 */
function partyStep(
  prisma: MarketplacePrisma,
  viewer: Identity,
  milestoneId: string,
  rule: {
    as: readonly ContractRole[];
    from: readonly MilestoneStatus[];
    message: string;
    next: (m: LockedMilestone, role: ContractRole) => MilestoneStep | Promise<MilestoneStep>;
  },
  now: Date,
) {
  return prisma.$transaction(async (tx) => {
    const { milestone, role } = await lockMilestone(tx, viewer, milestoneId);
    if (!rule.as.includes(role)) throw new NotFoundFailure('No such milestone');
    if (!rule.from.includes(milestone.status)) throw milestoneConflict(rule.message);
    return stepMilestone(tx, milestone, await rule.next(milestone, role), now);
  });
}

/** The collaborator starts work on a funded milestone, or on one the client asked changes of. */
export const startMilestone = (prisma: MarketplacePrisma, viewer: Identity, id: string, now = new Date()) =>
  partyStep(
    prisma,
    viewer,
    id,
    {
      as: ['COLLABORATOR'],
      from: ['FUNDED', 'CHANGES_REQUESTED'],
      message: 'Only a funded milestone, or one sent back for changes, is started',
      next: () => ({ action: 'START', to: 'IN_PROGRESS', actorId: viewer.userId }),
    },
    now,
  );

/** The collaborator hands in a milestone: the client's review starts, its deadline the contract's review period away. */
export function submitMilestone(
  prisma: MarketplacePrisma,
  viewer: Identity,
  id: string,
  input: { note: string },
  now = new Date(),
) {
  const { note } = parseInput(submissionRules, input);
  return partyStep(
    prisma,
    viewer,
    id,
    {
      as: ['COLLABORATOR'],
      from: ['FUNDED', 'IN_PROGRESS', 'CHANGES_REQUESTED'],
      message: 'Only a funded milestone being worked on is submitted',
      next: (m) => ({
        action: 'SUBMIT',
        to: 'SUBMITTED',
        actorId: viewer.userId,
        data: {
          submissionNote: note,
          submittedAt: now,
          reviewEndsAt: new Date(now.getTime() + m.contract.reviewMinutes * minute),
        },
      }),
    },
    now,
  );
}

/** The client sends a submitted milestone back with what is to change. */
export function requestChanges(
  prisma: MarketplacePrisma,
  viewer: Identity,
  id: string,
  input: { reason: string },
  now = new Date(),
) {
  const { reason } = parseInput(reasonRules, input);
  return partyStep(
    prisma,
    viewer,
    id,
    {
      as: ['CLIENT'],
      from: ['SUBMITTED'],
      message: 'Only a submitted milestone is sent back',
      next: () => ({
        action: 'REQUEST_CHANGES',
        to: 'CHANGES_REQUESTED',
        actorId: viewer.userId,
        reason,
        data: { reviewEndsAt: null },
      }),
    },
    now,
  );
}

/**
 * The client approves a submitted milestone: all of what is held (no amount), or a part of it, which is released
 * while the rest stays held under the same review (released in its turn by approval or the deadline). `TOO_MUCH`:
 * more than is held.
 */
export async function approveMilestone(
  prisma: MarketplacePrisma,
  viewer: Identity,
  id: string,
  input: { amountRials?: number | null },
  now = new Date(),
) {
  const { amountRials } = parseInput(approvalRules, input);
  return prisma.$transaction(async (tx) => {
    const { milestone, role } = await lockMilestone(tx, viewer, id);
    if (role !== 'CLIENT') throw new NotFoundFailure('No such milestone');
    if (milestone.status !== 'SUBMITTED') throw milestoneConflict('Only a submitted milestone is approved');
    const held = heldOf(milestone);
    const part = amountRials == null ? held : BigInt(amountRials);
    if (part > held) throw new ValidationFailure([{ path: 'input.amountRials', code: 'TOO_MUCH' }]);
    const to = part === held ? settledStatus(milestone, part, 0n) : 'SUBMITTED';
    return stepMilestone(
      tx,
      milestone,
      { action: 'APPROVE', to, actorId: viewer.userId, releasedRials: part },
      now,
    );
  });
}

/**
 * Either side disputes a milestone that is funded, being worked on or submitted: the money stays held, the other
 * side has the setting's time to answer, and an admin decides.
 */
export function disputeMilestone(
  prisma: MarketplacePrisma,
  files: FileService | null,
  viewer: Identity,
  id: string,
  input: { reason: string; evidence?: GivenFileInput[] | null },
  times: ContractTimes,
  now = new Date(),
) {
  const { reason, evidence } = parseInput(disputeRules, input);
  return partyStep(
    prisma,
    viewer,
    id,
    {
      as: ['CLIENT', 'COLLABORATOR'],
      from: ['FUNDED', 'IN_PROGRESS', 'SUBMITTED', 'CHANGES_REQUESTED', 'REFUND_REQUESTED'],
      message: 'Only a funded milestone not settled is disputed',
      next: async () => ({
        action: 'DISPUTE',
        to: 'DISPUTED',
        actorId: viewer.userId,
        reason,
        files: await givenDocuments(files, viewer, evidence),
        data: {
          disputedById: viewer.userId,
          disputeRespondBy: new Date(now.getTime() + times.disputeResponseMinutes * minute),
          disputeAnswer: null,
          reviewEndsAt: null,
        },
      }),
    },
    now,
  );
}

/** The other side answers a dispute, once, before its deadline. */
export function answerDispute(
  prisma: MarketplacePrisma,
  files: FileService | null,
  viewer: Identity,
  id: string,
  input: { reason: string; evidence?: GivenFileInput[] | null },
  now = new Date(),
) {
  const { reason, evidence } = parseInput(disputeRules, input);
  return prisma.$transaction(async (tx) => {
    const { milestone, role } = await lockMilestone(tx, viewer, id);
    if (role === 'ADMIN') throw new NotFoundFailure('No such milestone');
    if (milestone.status !== 'DISPUTED') throw milestoneConflict('Only a disputed milestone is answered');
    if (milestone.disputedById === viewer.userId)
      throw milestoneConflict('A dispute is answered by the other side');
    if (milestone.disputeAnswer !== null || milestone.disputeRespondBy! <= now)
      throw milestoneConflict('This dispute was answered already, or its time to answer is over');
    return stepMilestone(
      tx,
      milestone,
      {
        action: 'ANSWER_DISPUTE',
        to: 'DISPUTED',
        actorId: viewer.userId,
        reason,
        files: await givenDocuments(files, viewer, evidence),
        data: { disputeAnswer: reason },
      },
      now,
    );
  });
}

/**
 * An admin decides a dispute: `releasedRials` of what is held go to the collaborator, the rest back to the client,
 * with the reason both read.
 */
export async function resolveMilestoneDispute(
  prisma: MarketplacePrisma,
  admin: Identity,
  id: string,
  input: { releasedRials: number; reason: string },
  now = new Date(),
) {
  const { releasedRials, reason } = parseInput(milestoneResolutionRules, input);
  return prisma.$transaction(async (tx) => {
    const { milestone } = await lockMilestone(tx, admin, id);
    if (milestone.status !== 'DISPUTED') throw milestoneConflict('Only a disputed milestone is resolved');
    const held = heldOf(milestone);
    const released = BigInt(releasedRials);
    if (released > held) throw new ValidationFailure([{ path: 'input.releasedRials', code: 'TOO_MUCH' }]);
    return stepMilestone(
      tx,
      milestone,
      {
        action: 'RESOLVE',
        to: settledStatus(milestone, released, held - released),
        actorId: admin.userId,
        reason,
        releasedRials: released,
        refundedRials: held - released,
      },
      now,
    );
  });
}

/** The client asks for a funded milestone's money back before work is handed in. */
export function requestRefund(
  prisma: MarketplacePrisma,
  viewer: Identity,
  id: string,
  input: { reason: string },
  now = new Date(),
) {
  const { reason } = parseInput(reasonRules, input);
  return partyStep(
    prisma,
    viewer,
    id,
    {
      as: ['CLIENT'],
      from: ['FUNDED', 'IN_PROGRESS'],
      message: 'Only a funded milestone not handed in is asked back',
      next: () => ({ action: 'REQUEST_REFUND', to: 'REFUND_REQUESTED', actorId: viewer.userId, reason }),
    },
    now,
  );
}

/**
 * The collaborator answers a refund request: agreed, what is held goes back to the client; declined (with a
 * reason), the milestone is funded again and the client may dispute it.
 */
export function answerRefund(
  prisma: MarketplacePrisma,
  viewer: Identity,
  id: string,
  input: { agree: boolean; reason?: string | null },
  now = new Date(),
) {
  const reason = input.agree ? null : parseInput(reasonRules, { reason: input.reason }).reason;
  return partyStep(
    prisma,
    viewer,
    id,
    {
      as: ['COLLABORATOR'],
      from: ['REFUND_REQUESTED'],
      message: 'Only a milestone asked back is answered',
      next: (m) =>
        input.agree
          ? {
              action: 'AGREE_REFUND',
              to: settledStatus(m, 0n, heldOf(m)),
              actorId: viewer.userId,
              refundedRials: heldOf(m),
            }
          : { action: 'DECLINE_REFUND', to: 'FUNDED', actorId: viewer.userId, reason },
    },
    now,
  );
}

/**
 * A submitted milestone whose review deadline passed in silence: what it still holds is released. Safe to run at
 * any time and more than once: a milestone approved, sent back or disputed meanwhile is left alone, and so is one
 * whose deadline moved (submitted again). Returns whether it released anything.
 */
export function endReview(prisma: MarketplacePrisma, milestoneId: string, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const { milestone } = await lockMilestone(tx, 'PRODUCT', milestoneId);
    if (milestone.status !== 'SUBMITTED' || milestone.reviewEndsAt! > now) return false;
    const held = heldOf(milestone);
    await stepMilestone(
      tx,
      milestone,
      {
        action: 'REVIEW_ENDED',
        to: settledStatus(milestone, held, 0n),
        actorId: null,
        reason: null,
        releasedRials: held,
      },
      now,
    );
    return true;
  });
}

/**
 * A dispute the other side did not answer in time is marked so (admins decide on one side's word); once.
 */
export function endDisputeResponse(prisma: MarketplacePrisma, milestoneId: string, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const { milestone } = await lockMilestone(tx, 'PRODUCT', milestoneId);
    const due =
      milestone.status === 'DISPUTED' &&
      milestone.disputeAnswer === null &&
      milestone.disputeRespondBy !== null &&
      milestone.disputeRespondBy <= now;
    if (!due) return false;
    const already = await tx.contractMilestoneEvent.count({
      where: { milestoneId, action: 'RESPONSE_ENDED', createdAt: { gte: milestone.disputeRespondBy! } },
    });
    if (already > 0) return false;
    await stepMilestone(tx, milestone, { action: 'RESPONSE_ENDED', to: 'DISPUTED', actorId: null }, now);
    return true;
  });
}

/** A milestone's review deadline: what it still holds is released when it passes in silence. */
export const reviewEnds = job<{ milestoneId: string }>({
  name: 'marketplace.review-ends',
  handle: ({ milestoneId }, { prisma }) => endReview(prisma, milestoneId),
});

/** The end of the time the other side of a dispute had to answer it. */
export const disputeResponseEnds = job<{ milestoneId: string }>({
  name: 'marketplace.dispute-response-ends',
  handle: ({ milestoneId }, { prisma }) => endDisputeResponse(prisma, milestoneId),
});

/** A milestone's deadlines as timers in the kit's queue, set when its step records them: one per deadline. */
export const milestoneTimers = consumer({
  name: 'marketplace.milestone-timers',
  on: ['milestone.stepped'],
  async handle(_tx, event, later) {
    const { milestoneId, reviewEndsAt, respondBy } = event.payload;
    if (reviewEndsAt)
      later.send(
        reviewEnds.name,
        { milestoneId },
        { at: new Date(reviewEndsAt), key: `${milestoneId}:${reviewEndsAt}` },
      );
    if (respondBy)
      later.send(
        disputeResponseEnds.name,
        { milestoneId },
        { at: new Date(respondBy), key: `${milestoneId}:${respondBy}` },
      );
  },
});
