import { recordEvents } from '@platform/subgraph-kit/outbox';
import { describe, expect, it } from 'vitest';
import { assessmentsTests, choiceItem } from '../assessments.testing.ts';
import { consumeOutbox } from '@platform/subgraph-kit/testing/consumers';
import { orderAccessProjector } from './access.projector.ts';

const { database, person, createTest } = assessmentsTests();

const order = (
  type: 'order.paid' | 'order.refunded',
  orderId: string,
  userId: string,
  productId: string,
) => ({
  type,
  topics: ['domain'],
  payload: { orderId, userId, productType: 'TEST', productId, amountRials: '9900000' },
});

describe('paid tests from billing’s events', () => {
  it('grants one start per paid order, however often the event arrives, and a refund takes an unused one back', async () => {
    const prisma = database().prisma;
    const buyer = await person('buyer');
    const test = await createTest({
      slug: 'paid-access',
      questionsCount: 1,
      priceRials: 9_900_000n,
      categories: ['logic'],
      items: [choiceItem('q1'), choiceItem('q2')],
    });
    const first = '0190f0f0-0000-7000-8000-0000000000a1';
    const second = '0190f0f0-0000-7000-8000-0000000000a2';
    await recordEvents(prisma, [
      order('order.paid', first, buyer.userId, test.id),
      order('order.paid', first, buyer.userId, test.id),
      order('order.paid', second, buyer.userId, test.id),
      // Another product's orders are not this subgraph's business.
      {
        ...order('order.paid', '0190f0f0-0000-7000-8000-0000000000a3', buyer.userId, test.id),
        payload: {
          ...order('order.paid', '0190f0f0-0000-7000-8000-0000000000a3', buyer.userId, test.id).payload,
          productType: 'PROJECT',
        },
      },
    ]);
    const apply = () => consumeOutbox(prisma, orderAccessProjector);
    expect((await apply()).failed).toEqual([]);
    expect(await prisma.testAccess.count()).toBe(2);
    expect((await apply()).handled).toBe(0);
    // The first purchase starts a session; both are then refunded: only the unused one is withdrawn.
    await prisma.testAccess.update({
      where: { orderId: first },
      data: { sessionId: '0190f0f0-0000-7000-8000-0000000000b1', usedAt: new Date() },
    });
    await recordEvents(prisma, [
      order('order.refunded', first, buyer.userId, test.id),
      order('order.refunded', second, buyer.userId, test.id),
    ]);
    await apply();
    const grants = await prisma.testAccess.findMany({ orderBy: { orderId: 'asc' } });
    expect(grants.map((g) => [g.orderId, g.sessionId !== null, g.revokedAt !== null])).toEqual([
      [first, true, false],
      [second, false, true],
    ]);
    expect((await apply()).handled).toBe(0);
  });
});
