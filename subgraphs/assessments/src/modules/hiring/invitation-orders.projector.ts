import { consumer } from '@platform/subgraph-kit/consumers';
import { sendBatch } from './email-invitations.service.ts';

/**
 * Billing's `order.paid` of a batch of invitations by e-mail (product `TEST_INVITATIONS`, the batch's id) makes
 * the batch's invitations: once, however often the event arrives. Reads billing's events, never its tables.
 */
export const invitationOrders = consumer({
  name: 'assessments.invitation-orders',
  on: ['order.paid'],
  async handle(tx, event) {
    const { productType, productId } = event.payload;
    if (productType !== 'TEST_INVITATIONS') return;
    await sendBatch(tx, productId);
  },
});
