import type { BillingPrisma, BillingTx } from '../../context.ts';

export type AccountKind = 'ASSET' | 'LIABILITY' | 'REVENUE' | 'EXPENSE';

/** The accounts the product posts to; the marketplace's escrow adds `escrow:<order>` and sellers' accounts. */
export const accounts = {
  /** Money the payment provider holds for us (an asset until it is settled to the bank). */
  psp: (provider: string) => ({ code: `psp:${provider}`, kind: 'ASSET' as const }),
  /** What selling tests earned. */
  testSales: { code: 'revenue:tests', kind: 'REVENUE' as const },
  /** What selling the platform team's ready-made projects earned. */
  softwareSales: { code: 'revenue:software', kind: 'REVENUE' as const },
  /** The product's fee on what collaborators' sales released to them. */
  marketplaceFees: { code: 'revenue:marketplace-fees', kind: 'REVENUE' as const },
  /** Money held for an order until it is released to its seller or back to its buyer. */
  escrow: (orderId: string) => ({ code: `escrow:${orderId}`, kind: 'LIABILITY' as const }),
  /** What the product owes a seller. */
  payable: (userId: string) => ({ code: `payable:${userId}`, kind: 'LIABILITY' as const }),
  /**
   * The product's bank account, as far as the ledger follows it: sellers are paid out of it. (What the payment
   * provider settles into it is the provider's statement, not posted here.)
   */
  bank: { code: 'bank', kind: 'ASSET' as const },
};

/**
 * Whether an order's money is held in escrow when paid (a ready-made project's licence, a contract's milestone)
 * rather than earned.
 */
export const escrowed = (order: { productType: string }) =>
  order.productType === 'SOFTWARE' || order.productType === 'MILESTONE';

export interface Posting {
  /** Posting the same key twice posts once. */
  key: string;
  kind: 'PAYMENT' | 'REFUND' | 'HOLD' | 'RELEASE' | 'PAYOUT';
  orderId: string | null;
  memo: string;
  /** Debits positive, credits negative, in rials; they must sum to zero. */
  entries: { account: { code: string; kind: AccountKind }; amountRials: bigint }[];
}

/**
 * Posts a balanced transaction once: a second posting with the same key changes nothing and says so. Call it in
 * the database transaction that makes the change it records. The database refuses an unbalanced transaction at
 * commit and any change to an entry (the migration's triggers), whoever writes.
 */
export async function post(tx: BillingTx, posting: Posting): Promise<{ posted: boolean }> {
  const sum = posting.entries.reduce((total, e) => total + e.amountRials, 0n);
  if (sum !== 0n || posting.entries.length < 2 || posting.entries.some((e) => e.amountRials === 0n))
    throw new Error(`Ledger posting ${posting.key} is not balanced`);
  const [created] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO ledger_transactions (id, idempotency_key, kind, order_id, memo)
    VALUES (gen_random_uuid(), ${posting.key}, ${posting.kind}, ${posting.orderId}::uuid, ${posting.memo})
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`;
  if (!created) return { posted: false };
  const ids = await accountIds(
    tx,
    posting.entries.map((e) => e.account),
  );
  await tx.ledgerEntry.createMany({
    data: posting.entries.map((e) => ({
      transactionId: created.id,
      accountId: ids.get(e.account.code)!,
      amountRials: e.amountRials,
    })),
  });
  return { posted: true };
}

/** The accounts' ids by code, opening the ones that do not exist yet. */
async function accountIds(tx: BillingTx, wanted: { code: string; kind: AccountKind }[]) {
  const codes = [...new Set(wanted.map((a) => a.code))];
  let found = await tx.ledgerAccount.findMany({
    where: { code: { in: codes } },
    select: { id: true, code: true },
  });
  if (found.length < codes.length) {
    const known = new Set(found.map((a) => a.code));
    await tx.ledgerAccount.createMany({
      data: wanted.filter((a) => !known.has(a.code)).map((a) => ({ code: a.code, kind: a.kind })),
      skipDuplicates: true,
    });
    found = await tx.ledgerAccount.findMany({
      where: { code: { in: codes } },
      select: { id: true, code: true },
    });
  }
  return new Map(found.map((a) => [a.code, a.id]));
}

/** An account's balance (debits minus credits), in rials; 0 for an account never posted to. */
export async function balanceOf(prisma: Pick<BillingPrisma, 'ledgerEntry'>, code: string): Promise<bigint> {
  const { _sum } = await prisma.ledgerEntry.aggregate({
    where: { account: { code } },
    _sum: { amountRials: true },
  });
  return _sum.amountRials ?? 0n;
}

/** The sum of every entry: zero in a sound ledger. */
export async function ledgerTotal(prisma: Pick<BillingPrisma, 'ledgerEntry'>): Promise<bigint> {
  const { _sum } = await prisma.ledgerEntry.aggregate({ _sum: { amountRials: true } });
  return _sum.amountRials ?? 0n;
}
