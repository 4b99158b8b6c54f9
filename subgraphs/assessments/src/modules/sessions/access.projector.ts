import { consumer } from '@platform/subgraph-kit/consumers';

/**
 * Turns billing's events into the right to start a paid test: `order.paid` grants one (once per order, however
 * often the event arrives), `order.refunded` revokes it unless a session already used it. Reads billing's events,
 * never its tables.
 */
export const orderAccessProjector = consumer({
  name: 'assessments.order-access',
  on: ['order.paid', 'order.refunded'],
  async handle(tx, event) {
    const { orderId, userId, productType, productId } = event.payload;
    if (productType !== 'TEST') return;
    // A refund may arrive before its payment (a retried payment event): the grant is made revoked.
    await tx.testAccess.createMany({ data: [{ orderId, userId, testId: productId }], skipDuplicates: true });
    if (event.type === 'order.refunded')
      await tx.testAccess.updateMany({
        where: { orderId, sessionId: null, revokedAt: null },
        data: { revokedAt: new Date() },
      });
  },
});
