import type { Prisma } from '@platform/db';

/** What a purchase may step to from each status ("NEW": made, from its order's payment). */
export const purchaseSteps: Record<string, readonly string[]> = {
  NEW: ['AWAITING_DELIVERY'],
  AWAITING_DELIVERY: ['DELIVERED', 'DISPUTED'],
  DELIVERED: ['RELEASED', 'DISPUTED'],
  DISPUTED: ['RELEASED', 'REFUNDED', 'SPLIT'],
  RELEASED: [],
  REFUNDED: [],
  SPLIT: [],
};

/** What a contract's milestone may step to from each status ("NEW": proposed with its contract). */
export const milestoneSteps: Record<string, readonly string[]> = {
  NEW: ['PROPOSED'],
  PROPOSED: ['FUNDED'],
  FUNDED: ['IN_PROGRESS', 'SUBMITTED', 'DISPUTED', 'REFUND_REQUESTED'],
  IN_PROGRESS: ['SUBMITTED', 'DISPUTED', 'REFUND_REQUESTED'],
  // A part approved keeps the rest under review (SUBMITTED again).
  SUBMITTED: ['SUBMITTED', 'CHANGES_REQUESTED', 'DISPUTED', 'RELEASED', 'SPLIT'],
  CHANGES_REQUESTED: ['IN_PROGRESS', 'SUBMITTED', 'DISPUTED'],
  REFUND_REQUESTED: ['FUNDED', 'DISPUTED', 'REFUNDED', 'SPLIT'],
  // Answered, or its time to answer over, a dispute stays open until an admin decides it.
  DISPUTED: ['DISPUTED', 'RELEASED', 'REFUNDED', 'SPLIT'],
  RELEASED: [],
  REFUNDED: [],
  SPLIT: [],
};

/** The product's fee on what is released to a collaborator, as billing takes it (`billingLimits`, 10%). */
const feeOf = (released: bigint) => (released * 10n) / 100n;

export interface EscrowAudit {
  /** Accounts whose balance is not what the purchases and payouts say, as `code: is X, must be Y`. */
  mismatches: string[];
  /** The sum of every ledger entry, in rials: 0 in a sound ledger. */
  imbalance: bigint;
  /**
   * Orders settled out of escrow more than once (settle postings, or settling steps of their purchase), or a
   * milestone's order posted in more parts than the milestone moved.
   */
  releasedTwice: number;
  /**
   * Purchases that took two steps from the same status, or a step the state machine has not; milestones whose
   * record of steps does not run unbroken from their proposal to where they are by the steps allowed.
   */
  badSteps: number;
}

/**
 * The ledger as the purchases, contracts' milestones and payouts in the database say it must be: each order's escrow
 * holds what was paid until its purchase is settled, then nothing (a milestone's: what is not yet released or
 * refunded); each seller is owed what was released to them less the fee, less
 * what was paid out; the fees, the team's sales and the bank follow, and the payment provider's account too where
 * ready-made projects are all that was sold. Reads the whole ledger: for tests and the escrow benchmark.
 */
export async function auditEscrow(prisma: Prisma): Promise<EscrowAudit> {
  const [purchases, payouts, orders, balances, otherSales, milestones] = await Promise.all([
    prisma.portfolioPurchase.findMany(),
    prisma.sellerPayout.findMany({ select: { sellerId: true, amountRials: true } }),
    prisma.order.findMany({
      where: { productType: { in: ['SOFTWARE', 'MILESTONE'] }, escrowStatus: { not: null } },
    }),
    prisma.$queryRaw<{ code: string; balance: bigint }[]>`
      SELECT a.code, coalesce(sum(e.amount_rials), 0)::bigint AS balance
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.code`,
    prisma.order.count({
      where: { productType: { notIn: ['SOFTWARE', 'MILESTONE'] }, status: { in: ['PAID', 'REFUNDED'] } },
    }),
    prisma.contractMilestone.findMany({
      where: { orderId: { not: null } },
      include: {
        contract: { select: { collaboratorId: true } },
        events: { where: { releasedRials: { not: null } }, select: { releasedRials: true } },
      },
    }),
  ]);
  const purchaseOf = new Map(purchases.map((p) => [p.orderId, p]));
  const milestoneOf = new Map(milestones.map((m) => [m.orderId!, m]));
  const expected = new Map<string, bigint>();
  const add = (code: string, amount: bigint) => expected.set(code, (expected.get(code) ?? 0n) + amount);
  const mismatches: string[] = [];
  for (const order of orders) {
    add('psp:zarinpal', order.amountRials);
    if (order.productType === 'MILESTONE') {
      const milestone = milestoneOf.get(order.id);
      if (!milestone) {
        // Paid for a milestone no longer waiting: handed back whole.
        add('psp:zarinpal', -order.amountRials);
        if (order.escrowStatus !== 'REFUNDED')
          mismatches.push(`order ${order.number}: ${order.escrowStatus}, not REFUNDED (no milestone is its)`);
        continue;
      }
      const held = milestone.amountRials - milestone.releasedRials - milestone.refundedRials;
      add(`escrow:${order.id}`, -held);
      add('psp:zarinpal', -milestone.refundedRials);
      // The fee is taken of each part as it is released.
      for (const part of milestone.events) {
        const released = part.releasedRials!;
        add(`payable:${milestone.contract.collaboratorId}`, -(released - feeOf(released)));
        add('revenue:marketplace-fees', -feeOf(released));
      }
      const settled = held === 0n;
      if (settled !== (order.escrowStatus !== 'HELD') || (settled && order.escrowStatus !== milestone.status))
        mismatches.push(`order ${order.number}: ${order.escrowStatus}, its milestone ${milestone.status}`);
      continue;
    }
    const purchase = purchaseOf.get(order.id);
    if (!purchase?.settledAt) {
      add(`escrow:${order.id}`, -order.amountRials);
      if (order.escrowStatus !== 'HELD')
        mismatches.push(`order ${order.number}: ${order.escrowStatus}, not HELD`);
      continue;
    }
    const released = purchase.releasedRials!;
    if (order.escrowStatus !== purchase.status)
      mismatches.push(`order ${order.number}: ${order.escrowStatus}, its purchase ${purchase.status}`);
    add('psp:zarinpal', -purchase.refundedRials!);
    if (purchase.sellerId === null) add('revenue:software', -released);
    else {
      add(`payable:${purchase.sellerId}`, -(released - feeOf(released)));
      add('revenue:marketplace-fees', -feeOf(released));
    }
  }
  for (const payout of payouts) {
    add(`payable:${payout.sellerId}`, payout.amountRials);
    add('bank', -payout.amountRials);
  }
  const followed = (code: string) =>
    /^(escrow|payable):/.test(code) ||
    ['revenue:software', 'revenue:marketplace-fees', 'bank'].includes(code) ||
    (code === 'psp:zarinpal' && otherSales === 0);
  let imbalance = 0n;
  const seen = new Set<string>();
  for (const { code, balance } of balances) {
    imbalance += balance;
    seen.add(code);
    const must = expected.get(code) ?? 0n;
    if (followed(code) && balance !== must) mismatches.push(`${code}: is ${balance}, must be ${must}`);
  }
  for (const [code, must] of expected)
    if (!seen.has(code) && must !== 0n && followed(code)) mismatches.push(`${code}: absent, must be ${must}`);

  const [settledTwice, steps, milestoneEvents] = await Promise.all([
    prisma.$queryRaw<{ count: bigint }[]>`
      SELECT count(*)::bigint AS count FROM (
        SELECT t.order_id FROM ledger_transactions t JOIN orders o ON o.id = t.order_id
        WHERE t.kind = 'RELEASE' AND o.product_type = 'SOFTWARE' GROUP BY t.order_id HAVING count(*) > 1
        UNION
        -- A milestone's order leaves the escrow in parts: never in more postings than the milestone has parts.
        SELECT t.order_id FROM ledger_transactions t JOIN contract_milestones m ON m.order_id = t.order_id
        WHERE t.kind = 'RELEASE' GROUP BY t.order_id, m.settlements HAVING count(*) > m.settlements
        UNION
        SELECT p.order_id FROM portfolio_purchase_events e JOIN portfolio_purchases p ON p.id = e.purchase_id
        WHERE e.to_status IN ('RELEASED', 'REFUNDED', 'SPLIT') GROUP BY p.order_id HAVING count(*) > 1
      ) twice`,
    prisma.portfolioPurchaseEvent.findMany({
      select: { purchaseId: true, fromStatus: true, toStatus: true },
    }),
    prisma.contractMilestoneEvent.findMany({
      select: { milestoneId: true, fromStatus: true, toStatus: true },
      orderBy: { id: 'asc' },
    }),
  ]);
  // Each purchase's steps, by the status each was taken from: one from each, allowed, and leading to where it is.
  const next = new Map<string, string>();
  let badSteps = 0;
  for (const step of steps) {
    const key = `${step.purchaseId}:${step.fromStatus ?? 'NEW'}`;
    if (next.has(key) || !purchaseSteps[step.fromStatus ?? 'NEW']!.includes(step.toStatus)) badSteps++;
    next.set(key, step.toStatus);
  }
  for (const purchase of purchases) {
    let at = 'NEW';
    for (let n = 0; next.has(`${purchase.id}:${at}`) && n < 10; n++) at = next.get(`${purchase.id}:${at}`)!;
    if (at !== purchase.status) badSteps++;
  }
  badSteps += await brokenMilestoneRecords(prisma, milestoneEvents);
  return { mismatches, imbalance, releasedTwice: Number(settledTwice[0]?.count ?? 0n), badSteps };
}

/** Milestones whose steps, in the order taken, do not each start where the last ended by an allowed step. */
async function brokenMilestoneRecords(
  prisma: Prisma,
  events: { milestoneId: string; fromStatus: string | null; toStatus: string }[],
) {
  const at = new Map<string, string>();
  const broken = new Set<string>();
  for (const event of events) {
    const from = at.get(event.milestoneId) ?? 'NEW';
    if ((event.fromStatus ?? 'NEW') !== from || !milestoneSteps[from]!.includes(event.toStatus))
      broken.add(event.milestoneId);
    at.set(event.milestoneId, event.toStatus);
  }
  const milestones = await prisma.contractMilestone.findMany({ select: { id: true, status: true } });
  for (const m of milestones) if (at.get(m.id) !== m.status) broken.add(m.id);
  return broken.size;
}

/**
 * A buyer's way through the sandbox payment gateway, as a browser goes: the order's pay address, the sandbox's
 * page (paid), the callback, each answered with a redirect. Throws when one is not.
 */
export async function payAtSandbox(baseUrl: string, payUrl: string) {
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { redirect: 'manual', ...init });
    if (response.status !== 303)
      throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}, not 303`);
    return response.headers.get('location')!;
  };
  const startPay = await visit(`${baseUrl}${payUrl}`);
  const callback = await visit(startPay, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
  });
  await visit(callback);
}
