/**
 * The escrow benchmark's contracts for custom work: clients propose milestones to collaborators, who accept or
 * decline; the clients fund milestones at the sandbox gateway (now and then twice at once, so that a second order
 * is paid for a milestone funded already), and both sides take every step a milestone has — start, hand in,
 * approve all or a part, ask changes, dispute and answer, an admin's decision (all, nothing or a split), a refund
 * asked and agreed or declined — by the right party mostly, by the wrong one sometimes, some sent twice at once
 * (a retry). Deadlines pass as the product's own timers would pass them (`endReview`, `endDisputeResponse` with a
 * later clock).
 *
 * What every answer acknowledged is kept (`check` compares it with the database): each acknowledged step is in
 * its milestone's record once, and nothing is there that no answer acknowledged; an acknowledged settlement is
 * where the milestone stayed; no milestone holds less released or refunded than an answer said; each contract
 * answered is as its answer left it; each payment made is an order paid.
 */
import type { Prisma } from '@platform/db';
import { endDisputeResponse, endReview } from '@platform/subgraph-marketplace/testing';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { payAtSandbox } from '../../src/testing/escrow-model.ts';
import { codesOf, post, type Tally } from '../support.ts';

export interface Party {
  id: string;
  headers: Record<string, string>;
}

interface World {
  graphql: string;
  base: string;
  prisma: Prisma;
  admin: Party;
  clients: readonly Party[];
  /** Collaborators with a published profile (`profileId`, the `Collaborator`'s global id). */
  collaborators: readonly (Party & { profileId: string })[];
  random: () => number;
  outcomes: Tally;
  /** An answer that was an error of the server's, not a coded refusal. */
  internal: (what: string) => void;
}

/** A milestone as the clients last saw it. */
interface Known {
  id: string;
  contractId: string;
  contractStatus: string;
  status: string;
  amount: number;
  held: number;
  client: Party;
  collaborator: Party;
}

/** Each party mutation's input type, and the record's action for it. */
const mutations = {
  startMilestone: { input: 'StartMilestoneInput', action: 'START' },
  submitMilestone: { input: 'SubmitMilestoneInput', action: 'SUBMIT' },
  requestMilestoneChanges: { input: 'MilestoneReasonInput', action: 'REQUEST_CHANGES' },
  approveMilestone: { input: 'ApproveMilestoneInput', action: 'APPROVE' },
  disputeMilestone: { input: 'DisputeMilestoneInput', action: 'DISPUTE' },
  answerMilestoneDispute: { input: 'AnswerMilestoneDisputeInput', action: 'ANSWER_DISPUTE' },
  resolveMilestoneDispute: { input: 'ResolveMilestoneDisputeInput', action: 'RESOLVE' },
  requestMilestoneRefund: { input: 'RequestMilestoneRefundInput', action: 'REQUEST_REFUND' },
  answerMilestoneRefund: { input: 'AnswerMilestoneRefundInput', action: 'AGREE_REFUND' },
} as const;
type Mutation = keyof typeof mutations;

const settled = ['RELEASED', 'REFUNDED', 'SPLIT'];
/** Steps the product takes itself (its proposal and funding are checked by the ledger's audit). */
const productActions = ['PROPOSE', 'FUND'];
const refusals = ['FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'];
const reason = 'Written down so that the other side and an admin can read why.';

export function contractsWorld(world: World) {
  const { graphql, random, outcomes } = world;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const people = new Map([world.admin, ...world.clients, ...world.collaborators].map((p) => [p.id, p]));
  let known: Known[] = [];

  interface Seen {
    steps: Map<string, number>;
    settled?: string;
    released: number;
    refunded: number;
  }
  const model = {
    proposed: 0,
    /** Contracts answered, by global id: the status the answer left. */
    answered: new Map<string, string>(),
    /** Per milestone (global id): how many of each step were acknowledged, where it settled, what it moved. */
    milestones: new Map<string, Seen>(),
    paid: 0,
  };
  /** The orders paid (their pay addresses): two clients given the same unpaid order pay it once. */
  const paying = new Set<string>();
  const acknowledge = (
    id: string,
    action: string,
    after?: { status: string; releasedRials: number; refundedRials: number },
  ) => {
    const seen: Seen = model.milestones.get(id) ?? { steps: new Map(), released: 0, refunded: 0 };
    seen.steps.set(action, (seen.steps.get(action) ?? 0) + 1);
    if (after) {
      if (settled.includes(after.status)) seen.settled = after.status;
      seen.released = Math.max(seen.released, after.releasedRials);
      seen.refunded = Math.max(seen.refunded, after.refundedRials);
      const m = known.find((k) => k.id === id);
      if (m) {
        m.status = after.status;
        m.held = m.amount - after.releasedRials - after.refundedRials;
      }
    }
    model.milestones.set(id, seen);
  };

  async function refresh() {
    const rows = await world.prisma.contractMilestone.findMany({
      include: { contract: { select: { id: true, status: true, clientId: true, collaboratorId: true } } },
    });
    known = rows.map((m) => ({
      id: encodeGlobalID('ContractMilestone', m.id),
      contractId: encodeGlobalID('Contract', m.contract.id),
      contractStatus: m.contract.status,
      status: m.status,
      amount: Number(m.amountRials),
      held: Number(m.amountRials - m.releasedRials - m.refundedRials),
      client: people.get(m.contract.clientId)!,
      collaborator: people.get(m.contract.collaboratorId)!,
    }));
  }

  /** Sends a mutation as `who`; its payload, or undefined after an error of the server's (counted). */
  async function mutate(name: string, input: Record<string, unknown>, selection: string, who: Party) {
    const type = name.charAt(0).toUpperCase() + name.slice(1);
    const answer = await post<Record<string, { code?: string; data?: Record<string, unknown> }>>(
      graphql,
      `mutation ($input: ${inputOf(name)}!) { ${name}(input: $input) { __typename ... on BaseError { code }
        ... on Mutation${type}Success { data { ${selection} } } } }`,
      { input },
      { headers: who.headers, timeoutMs: 30_000 },
    );
    const codes = codesOf(answer);
    if (codes.length) {
      // Refusals before the resolver (who may not ask at all) are answers too; anything else is the server's fault.
      const refused = answer.status === 200 && codes.every((c) => refusals.includes(c));
      if (refused) outcomes.add(`${name}: ${codes.join(',')}`);
      else world.internal(`${name}: ${codes.join(',')}`);
      return undefined;
    }
    const payload = answer.data![name]!;
    outcomes.add(`${name}: ${payload.code ?? 'done'}`);
    return payload;
  }

  async function propose() {
    const client = pick(world.clients);
    const collaborator = pick(world.collaborators);
    const count = 1 + Math.floor(random() * 3);
    const payload = await mutate(
      'proposeContract',
      {
        collaboratorId: collaborator.profileId,
        title: 'A shop in stages',
        scope: 'A catalogue, a cart and payments, each handed in and paid as a milestone.',
        milestones: Array.from({ length: count }, (_, n) => ({
          title: `Stage ${n + 1}`,
          amountRials: 1_000_000 * (1 + Math.floor(random() * 40)),
        })),
      },
      'id',
      client,
    );
    if (payload?.data) model.proposed++;
  }

  async function answerContract(m: Known) {
    const [answer, who] = pick([
      ['ACCEPT', m.collaborator],
      ['ACCEPT', m.collaborator],
      ['ACCEPT', m.collaborator],
      ['DECLINE', m.collaborator],
      ['WITHDRAW', m.client],
      ['ACCEPT', m.client],
    ] as const);
    const payload = await mutate(
      'answerContract',
      { id: m.contractId, answer, ...(answer === 'DECLINE' ? { reason } : {}) },
      'id status',
      who,
    );
    const data = payload?.data as { id: string; status: string } | undefined;
    if (data) {
      model.answered.set(data.id, data.status);
      for (const k of known) if (k.contractId === data.id) k.contractStatus = data.status;
    }
  }

  /** The client funds a milestone (sometimes twice at once) and pays each order it was given. */
  async function fund(m: Known, twice: boolean) {
    const once = () =>
      mutate('fundMilestone', { milestoneId: m.id }, 'payUrl', m.client).then(
        (p) => (p?.data as { payUrl: string } | undefined)?.payUrl,
      );
    const urls = await Promise.all(twice ? [once(), once()] : [once()]);
    for (const url of new Set(urls.filter((u): u is string => !!u))) {
      if (paying.has(url)) continue;
      paying.add(url);
      await payAtSandbox(world.base, url);
      model.paid++;
      outcomes.add('pay a milestone: done');
    }
  }

  async function step(name: Mutation, m: Known, who: Party, input: Record<string, unknown> = {}) {
    const payload = await mutate(name, { id: m.id, ...input }, 'id status releasedRials refundedRials', who);
    const data = payload?.data as
      { id: string; status: string; releasedRials: number; refundedRials: number } | undefined;
    if (!data) return;
    const action =
      name === 'answerMilestoneRefund' && !input.agree ? 'DECLINE_REFUND' : mutations[name].action;
    acknowledge(data.id, action, data);
  }

  /** A deadline passes for a milestone, as its timer would run it. */
  async function timeOut(m: Known) {
    const later = new Date(Date.now() + 60 * 86_400_000);
    const local = decodeGlobalID(m.id).id;
    const [name, run, action] =
      m.status === 'DISPUTED'
        ? (['the time to answer a dispute ends', endDisputeResponse, 'RESPONSE_ENDED'] as const)
        : (['the review ends', endReview, 'REVIEW_ENDED'] as const);
    const moved = await run(world.prisma, local, later);
    outcomes.add(`${name}: ${moved ? 'done' : 'nothing due'}`);
    if (!moved) return;
    const after = await world.prisma.contractMilestone.findUniqueOrThrow({ where: { id: local } });
    acknowledge(m.id, action, {
      status: after.status,
      releasedRials: Number(after.releasedRials),
      refundedRials: Number(after.refundedRials),
    });
  }

  /** The steps that fit a milestone where it was last seen, each as a thunk; any of them for a settled one. */
  function fitting(m: Known): (() => Promise<unknown>)[] {
    const { client, collaborator } = m;
    const part = () => ({ amountRials: Math.max(1, Math.floor(random() * m.held)) });
    const all = {
      start: () => step('startMilestone', m, collaborator),
      submit: () =>
        step('submitMilestone', m, collaborator, { note: 'Handed in: the staging address and its notes.' }),
      changes: () => step('requestMilestoneChanges', m, client, { reason }),
      approveAll: () => step('approveMilestone', m, client),
      approvePart: () => step('approveMilestone', m, client, part()),
      dispute: () => step('disputeMilestone', m, pick([client, collaborator]), { reason }),
      answerDispute: () => step('answerMilestoneDispute', m, pick([client, collaborator]), { reason }),
      resolve: () =>
        step('resolveMilestoneDispute', m, world.admin, {
          releasedRials: pick([0, m.held, Math.floor(random() * m.held)]),
          reason,
        }),
      askRefund: () => step('requestMilestoneRefund', m, client, { reason }),
      agreeRefund: () => step('answerMilestoneRefund', m, collaborator, { agree: true }),
      declineRefund: () => step('answerMilestoneRefund', m, collaborator, { agree: false, reason }),
      timeOut: () => timeOut(m),
      fund: () => fund(m, random() < 0.2),
    };
    switch (m.status) {
      case 'PROPOSED':
        return m.contractStatus === 'PROPOSED' ? [() => answerContract(m)] : [all.fund];
      case 'FUNDED':
        return [all.start, all.start, all.submit, all.askRefund, all.dispute];
      case 'IN_PROGRESS':
        return [all.submit, all.submit, all.askRefund, all.dispute];
      case 'SUBMITTED':
        return [all.approveAll, all.approvePart, all.approvePart, all.changes, all.dispute, all.timeOut];
      case 'CHANGES_REQUESTED':
        return [all.start, all.submit, all.dispute];
      case 'REFUND_REQUESTED':
        return [all.agreeRefund, all.declineRefund, all.dispute];
      case 'DISPUTED':
        return [all.answerDispute, all.resolve, all.resolve, all.timeOut];
      default:
        return Object.values(all);
    }
  }

  /** One randomized operation on the contracts. */
  async function operation() {
    // Milestones that can still move: not settled, of a contract neither declined nor withdrawn.
    const open = known.filter(
      (m) => !settled.includes(m.status) && ['PROPOSED', 'ACTIVE'].includes(m.contractStatus),
    );
    if (random() < 0.08 || open.length < 10) return propose();
    const m = random() < 0.9 ? pick(open) : pick(known);
    const roll = random();
    if (roll < 0.1) {
      // The wrong party: a stranger, or the other side, takes a step meant for someone else.
      const stranger = pick(world.clients.filter((c) => c !== m.client));
      return pick([
        () => step('startMilestone', m, pick([m.client, stranger])),
        () => step('approveMilestone', m, pick([m.collaborator, stranger])),
        () =>
          step('resolveMilestoneDispute', m, pick([m.client, m.collaborator]), { releasedRials: 0, reason }),
        () => step('answerMilestoneRefund', m, m.client, { agree: true }),
      ])();
    }
    const next = pick(fitting(m));
    // A retry: the same step sent twice at once.
    await (roll < 0.22 ? Promise.all([next(), next()]) : next());
  }

  /** What the database holds that the answers did not say, or the reverse. */
  async function check(): Promise<string[]> {
    const disagreements: string[] = [];
    const [milestones, events, contracts, paidOrders] = await Promise.all([
      world.prisma.contractMilestone.findMany(),
      world.prisma.contractMilestoneEvent.groupBy({
        by: ['milestoneId', 'action'],
        _count: { _all: true },
      }),
      world.prisma.contract.findMany({ select: { id: true, status: true } }),
      world.prisma.order.count({ where: { productType: 'MILESTONE', status: { in: ['PAID', 'REFUNDED'] } } }),
    ]);
    const recorded = new Map<string, Map<string, number>>();
    for (const e of events) {
      const id = encodeGlobalID('ContractMilestone', e.milestoneId);
      if (productActions.includes(e.action)) {
        if (e.action === 'FUND' && e._count._all > 1)
          disagreements.push(`${id}: funded ${e._count._all} times`);
        continue;
      }
      recorded.set(id, (recorded.get(id) ?? new Map()).set(e.action, e._count._all));
    }
    for (const m of milestones) {
      const id = encodeGlobalID('ContractMilestone', m.id);
      const seen = model.milestones.get(id);
      const steps = recorded.get(id) ?? new Map<string, number>();
      for (const action of new Set([...steps.keys(), ...(seen?.steps.keys() ?? [])])) {
        const said = seen?.steps.get(action) ?? 0;
        const is = steps.get(action) ?? 0;
        if (said !== is) disagreements.push(`${id}: ${action} acknowledged ${said} times, recorded ${is}`);
      }
      if (!seen) continue;
      if (seen.settled && m.status !== seen.settled)
        disagreements.push(`${id}: acknowledged ${seen.settled}, is ${m.status}`);
      if (Number(m.releasedRials) < seen.released || Number(m.refundedRials) < seen.refunded)
        disagreements.push(
          `${id}: released ${m.releasedRials} and refunded ${m.refundedRials}, less than said`,
        );
    }
    const statusOf = new Map(contracts.map((c) => [encodeGlobalID('Contract', c.id), c.status]));
    for (const [id, said] of model.answered) {
      const is = statusOf.get(id);
      if (is !== said && !(said === 'ACTIVE' && is === 'COMPLETED'))
        disagreements.push(`${id}: answered ${said}, is ${is}`);
    }
    if (contracts.length !== model.proposed)
      disagreements.push(`contracts: ${model.proposed} proposals acknowledged, ${contracts.length} made`);
    if (paidOrders !== model.paid)
      disagreements.push(`milestone orders: ${model.paid} paid at the gateway, ${paidOrders} paid`);
    return disagreements;
  }

  return { operation, refresh, check };
}

function inputOf(name: string) {
  if (name in mutations) return mutations[name as Mutation].input;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Input`;
}
