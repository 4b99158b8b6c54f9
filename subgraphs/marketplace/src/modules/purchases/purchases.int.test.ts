import { describe, expect, it } from 'vitest';
import { marketplaceTests } from '../marketplace.testing.ts';

const t = marketplaceTests();

const list = `{ myPurchases(first: 20) { edges { node { status disputeReason decisionReason } } } }`;

type Listed = { myPurchases: { edges: { node: Record<string, string | null> }[] } };

describe('a buyer’s purchases', () => {
  it('read their dispute and its decision in one statement, however many there are', async () => {
    const seller = await t.person('Seller');
    const buyer = await t.person('Buyer', ['JOB_SEEKER']);
    const project = await t.database().prisma.portfolioProject.create({
      data: {
        slug: 'sold-shop',
        ownerId: seller.userId,
        visibility: 'PUBLISHED',
        state: 'COMPLETED',
        industry: 'RETAIL',
        categories: ['ECOMMERCE'],
        forSale: true,
        words: { create: { locale: 'en', title: 'Shop', summary: 'A shop.' } },
      },
    });
    /** A purchase disputed by its buyer and, if `decided`, split by an admin. */
    const disputed = (n: number, decided: boolean) =>
      t.database().prisma.portfolioPurchase.create({
        data: {
          orderId: crypto.randomUUID(),
          projectId: project.id,
          licence: 'SINGLE_USE',
          buyerId: buyer.userId,
          sellerId: seller.userId,
          amountRials: 1_000_000n,
          status: decided ? 'SPLIT' : 'DISPUTED',
          ...(decided ? { settledAt: new Date(), releasedRials: 500_000n, refundedRials: 500_000n } : {}),
          events: {
            create: [
              { toStatus: 'AWAITING_DELIVERY', actorId: buyer.userId },
              {
                fromStatus: 'AWAITING_DELIVERY',
                toStatus: 'DISPUTED',
                actorId: buyer.userId,
                reason: `Why ${n}`,
              },
              ...(decided
                ? [{ fromStatus: 'DISPUTED' as const, toStatus: 'SPLIT' as const, reason: `Decided ${n}` }]
                : []),
            ],
          },
        },
      });
    const statements = async () => {
      t.database().resetQueries();
      const data = await t.data<Listed>(list, {}, buyer);
      return { count: t.database().queries.length, nodes: data.myPurchases.edges.map((e) => e.node) };
    };

    await disputed(1, true);
    await disputed(2, false);
    const few = await statements();
    expect(few.nodes).toEqual([
      { status: 'DISPUTED', disputeReason: 'Why 2', decisionReason: null },
      { status: 'SPLIT', disputeReason: 'Why 1', decisionReason: 'Decided 1' },
    ]);
    for (let n = 3; n <= 8; n++) await disputed(n, n % 2 === 1);
    const many = await statements();
    expect(many.nodes).toHaveLength(8);
    expect(many.nodes[0]).toEqual({ status: 'DISPUTED', disputeReason: 'Why 8', decisionReason: null });
    // The purchases, then their dispute steps for both reasons at once (two selections of one relation would
    // load the purchases and their steps a second time).
    expect(few.count).toBe(2);
    expect(many.count).toBe(2);
  });
});
