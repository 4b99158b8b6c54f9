import { consumer } from '@platform/subgraph-kit/consumers';
import { sendBatch, withdrawBatch } from './email-invitations.service.ts';

/**
 * Billing's events of an order of invitations by e-mail (product `TEST_INVITATIONS`, the batch's id): `order.paid`
 * makes the batch's invitations, `order.refunded` withdraws those nobody accepted yet; each once, however often the
 * event arrives. Reads billing's events, never its tables.
 */
export const invitationOrders = consumer({
  name: 'assessments.invitation-orders',
  on: ['order.paid', 'order.refunded'],
  async handle(tx, event) {
    const { productType, productId } = event.payload;
    if (productType !== 'TEST_INVITATIONS') return;
    if (event.type === 'order.refunded') await withdrawBatch(tx, productId);
    else await sendBatch(tx, productId);
  },
});
