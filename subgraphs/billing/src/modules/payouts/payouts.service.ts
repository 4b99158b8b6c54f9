import type { SellerPayout } from '@platform/db';
import { billingLimits as L, payoutRules } from '@platform/rules/billing';
import { ConflictFailure, parseInput, ValidationFailure } from '@platform/subgraph-kit/error-types';
import type { Identity } from '@platform/subgraph-kit/identity';
import type { BillingPrisma } from '../../context.ts';
import { accounts, balanceOf, post } from '../ledger/ledger.service.ts';

/** What a seller is owed (their payable account's credit) and was paid out, in rials. */
export interface Earnings {
  sellerId: string;
  owedRials: bigint;
  paidOutRials: bigint;
  lastPaidAt: Date | null;
}

/** A seller's earnings from the ledger and their payouts: two statements. */
export async function earningsOf(prisma: BillingPrisma, sellerId: string): Promise<Earnings> {
  const [owed, paid] = await Promise.all([
    balanceOf(prisma, accounts.payable(sellerId).code),
    prisma.sellerPayout.aggregate({
      where: { sellerId },
      _sum: { amountRials: true },
      _max: { createdAt: true },
    }),
  ]);
  return {
    sellerId,
    owedRials: -owed,
    paidOutRials: paid._sum.amountRials ?? 0n,
    lastPaidAt: paid._max.createdAt,
  };
}

/**
 * The sellers the product owes money, most owed first, at most `limit`: their payable accounts' balances in one
 * statement, and what was paid each of them in another.
 */
export async function sellersOwed(prisma: BillingPrisma, limit: number): Promise<Earnings[]> {
  const owed = await prisma.$queryRaw<{ seller_id: string; owed: bigint }[]>`
    SELECT substr(a.code, 9) AS seller_id, -sum(e.amount_rials)::bigint AS owed
    FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.code LIKE 'payable:%'
    GROUP BY a.code
    HAVING sum(e.amount_rials) < 0
    ORDER BY owed DESC, a.code
    LIMIT ${Math.min(limit, L.sellersOwedMax)}`;
  const paid = await prisma.sellerPayout.groupBy({
    by: ['sellerId'],
    where: { sellerId: { in: owed.map((row) => row.seller_id) } },
    _sum: { amountRials: true },
    _max: { createdAt: true },
  });
  const paidOf = new Map(paid.map((row) => [row.sellerId, row]));
  return owed.map((row) => ({
    sellerId: row.seller_id,
    owedRials: row.owed,
    paidOutRials: paidOf.get(row.seller_id)?._sum.amountRials ?? 0n,
    lastPaidAt: paidOf.get(row.seller_id)?._max.createdAt ?? null,
  }));
}

/**
 * An admin records money paid to a seller at the bank: the payout and its ledger posting (the seller's payable
 * account debited, the bank credited) in one transaction, with the seller's account locked so that two admins
 * recording at once cannot pay out more than is owed. `id` is the form's own: recording it again returns the
 * first record and posts nothing. MORE_THAN_OWED: the amount is more than the seller is owed now.
 */
export async function recordPayout(
  prisma: BillingPrisma,
  admin: Identity,
  input: { id: string; sellerId: string; amountRials: number; reference: string },
  now = new Date(),
): Promise<SellerPayout> {
  const { amountRials, reference } = parseInput(payoutRules, input);
  return prisma.$transaction(async (tx) => {
    // The seller's account is locked first: the same payout sent twice at once is found recorded by the second.
    const payable = accounts.payable(input.sellerId);
    const [locked] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM ledger_accounts WHERE code = ${payable.code} FOR UPDATE`;
    const again = await tx.sellerPayout.findUnique({ where: { id: input.id } });
    if (again) {
      if (again.sellerId !== input.sellerId || again.amountRials !== BigInt(amountRials))
        throw new ConflictFailure('PAYOUT_ID_USED', 'This payout id names another payout');
      return again;
    }
    const owed = locked ? -(await balanceOf(tx, payable.code)) : 0n;
    const amount = BigInt(amountRials);
    if (amount > owed) throw new ValidationFailure([{ path: 'input.amountRials', code: 'MORE_THAN_OWED' }]);
    const payout = await tx.sellerPayout.create({
      data: {
        id: input.id,
        sellerId: input.sellerId,
        amountRials: amount,
        reference,
        recordedBy: admin.userId,
        createdAt: now,
      },
    });
    await post(tx, {
      key: `payout:${payout.id}`,
      kind: 'PAYOUT',
      orderId: null,
      memo: `Paid out to a seller: ${reference}`.slice(0, 200),
      entries: [
        { account: payable, amountRials: amount },
        { account: accounts.bank, amountRials: -amount },
      ],
    });
    return payout;
  });
}
