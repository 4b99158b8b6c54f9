import { defineMessage, defineMessages } from 'react-intl';

export const ordersMessages = defineMessages({
  title: { id: 'orders.title', defaultMessage: 'My orders' },
  intro: {
    id: 'orders.intro',
    defaultMessage: 'What you have bought, with its receipt. Paid tests can be started from their page.',
  },
  empty: { id: 'orders.empty', defaultMessage: 'You have not bought anything yet.' },
  browse: { id: 'orders.browse', defaultMessage: 'See the tests' },
  loadMore: { id: 'orders.loadMore', defaultMessage: 'More orders' },
  number: defineMessage<{ number: string }>({ id: 'orders.number', defaultMessage: 'Order {number}' }),
  receipt: { id: 'orders.receipt', defaultMessage: 'Receipt' },
  orderedAt: { id: 'orders.orderedAt', defaultMessage: 'Ordered' },
  amount: { id: 'orders.amount', defaultMessage: 'Amount' },
});

export const orderStatusMessages = defineMessages({
  PENDING: { id: 'orders.status.pending', defaultMessage: 'Waiting for payment' },
  PAID: { id: 'orders.status.paid', defaultMessage: 'Paid' },
  REFUNDED: { id: 'orders.status.refunded', defaultMessage: 'Refunded' },
  EXPIRED: { id: 'orders.status.expired', defaultMessage: 'Expired unpaid' },
});

export const paymentStatusMessages = defineMessages({
  STARTED: { id: 'orders.payment.started', defaultMessage: 'Sent to the payment gateway' },
  VERIFYING: { id: 'orders.payment.verifying', defaultMessage: 'Being confirmed by the gateway' },
  VERIFIED: { id: 'orders.payment.verified', defaultMessage: 'Paid' },
  FAILED: { id: 'orders.payment.failed', defaultMessage: 'Not paid' },
});

export const paymentFailureMessages = defineMessages({
  CANCELLED: { id: 'orders.failure.cancelled', defaultMessage: 'cancelled by the payer' },
  DECLINED: { id: 'orders.failure.declined', defaultMessage: 'declined by the bank' },
  AMOUNT_MISMATCH: {
    id: 'orders.failure.amountMismatch',
    defaultMessage: 'the amount paid was not the order’s; nothing was charged for it',
  },
  GATEWAY_UNAVAILABLE: {
    id: 'orders.failure.unavailable',
    defaultMessage: 'the gateway could not be reached',
  },
  NOT_CONFIRMED: { id: 'orders.failure.notConfirmed', defaultMessage: 'not confirmed in time' },
});

/** What the receipt says when the payment gateway has just sent the buyer back (`?payment=`). */
export const paymentOutcomeMessages = defineMessages({
  cancelled: {
    id: 'orders.outcome.cancelled',
    defaultMessage: 'The payment was cancelled and nothing was charged. You can pay again below.',
  },
  declined: {
    id: 'orders.outcome.declined',
    defaultMessage:
      'The bank declined the payment and nothing was charged. You can pay again below, with another card if you like.',
  },
  failed: {
    id: 'orders.outcome.failed',
    defaultMessage:
      'The payment did not go through. If money left your account, the bank returns it within 72 hours.',
  },
  pending: {
    id: 'orders.outcome.pending',
    defaultMessage:
      'The payment gateway has not confirmed your payment yet. We check again every few seconds; this page updates when you reload it.',
  },
  unavailable: {
    id: 'orders.outcome.unavailable',
    defaultMessage: 'The payment gateway could not be reached. Please try again in a few minutes.',
  },
  paid: { id: 'orders.outcome.paid', defaultMessage: 'Thank you: your payment is confirmed.' },
});

export const receiptMessages = defineMessages({
  title: defineMessage<{ number: string }>({
    id: 'orders.receipt.title',
    defaultMessage: 'Receipt for order {number}',
  }),
  description: { id: 'orders.receipt.description', defaultMessage: 'An order on Karnama and its payment.' },
  notFound: { id: 'orders.receipt.notFound', defaultMessage: 'There is no such order among yours.' },
  product: { id: 'orders.receipt.product', defaultMessage: 'Item' },
  invitationsProduct: defineMessage<{ title: string; count: number }>({
    id: 'orders.receipt.invitationsProduct',
    defaultMessage:
      '{count, plural, one {# invitation} other {# invitations}} by e-mail to the talent test: {title}',
  }),
  testProduct: defineMessage<{ title: string }>({
    id: 'orders.receipt.testProduct',
    defaultMessage: 'Talent test: {title}',
  }),
  softwareProduct: defineMessage<{ title: string }>({
    id: 'orders.receipt.softwareProduct',
    defaultMessage: 'Ready-made project: {title}',
  }),
  milestoneProduct: defineMessage<{ title: string; contract: string }>({
    id: 'orders.receipt.milestoneProduct',
    defaultMessage: 'Milestone “{title}” of the contract “{contract}”',
  }),
  milestoneHeld: {
    id: 'orders.receipt.milestoneHeld',
    defaultMessage: 'Held until you approve the milestone or its review time ends: see your contracts',
  },
  milestoneSettled: { id: 'orders.receipt.milestoneSettled', defaultMessage: 'Settled: see your contracts' },
  escrow: { id: 'orders.receipt.escrow', defaultMessage: 'Safe payment' },
  escrowHeld: {
    id: 'orders.receipt.escrowHeld',
    defaultMessage: 'Held until you accept the delivery: see your purchases',
  },
  escrowSettled: { id: 'orders.receipt.escrowSettled', defaultMessage: 'Settled: see your purchases' },
  originalPrice: { id: 'orders.receipt.originalPrice', defaultMessage: 'Price' },
  discount: { id: 'orders.receipt.discount', defaultMessage: 'Discount' },
  total: { id: 'orders.receipt.total', defaultMessage: 'Total' },
  status: { id: 'orders.receipt.status', defaultMessage: 'Status' },
  orderedAt: { id: 'orders.receipt.orderedAt', defaultMessage: 'Ordered on' },
  paidAt: { id: 'orders.receipt.paidAt', defaultMessage: 'Paid on' },
  refundedAt: { id: 'orders.receipt.refundedAt', defaultMessage: 'Refunded on' },
  refundReason: { id: 'orders.receipt.refundReason', defaultMessage: 'Reason for the refund' },
  expiresAt: { id: 'orders.receipt.expiresAt', defaultMessage: 'Can be paid until' },
  openPayment: {
    id: 'orders.receipt.openPayment',
    defaultMessage:
      'A payment for this order is still open at the payment gateway. If it goes through, the order is marked paid as soon as the gateway confirms it.',
  },
  reference: { id: 'orders.receipt.reference', defaultMessage: 'Bank reference' },
  card: { id: 'orders.receipt.card', defaultMessage: 'Card' },
  payments: { id: 'orders.receipt.payments', defaultMessage: 'Payment attempts' },
  paymentLine: defineMessage<{ when: string; status: string }>({
    id: 'orders.receipt.paymentLine',
    defaultMessage: '{when}: {status}',
  }),
  paymentFailedLine: defineMessage<{ when: string; status: string; reason: string }>({
    id: 'orders.receipt.paymentFailedLine',
    defaultMessage: '{when}: {status} ({reason})',
  }),
  pay: defineMessage<{ amount: string }>({ id: 'orders.receipt.pay', defaultMessage: 'Pay {amount}' }),
  startTest: { id: 'orders.receipt.startTest', defaultMessage: 'Go to the test' },
  print: { id: 'orders.receipt.print', defaultMessage: 'Print the receipt' },
  allOrders: { id: 'orders.receipt.allOrders', defaultMessage: 'All my orders' },
});

export const refundMessages = defineMessages({
  open: { id: 'orders.refund.open', defaultMessage: 'Refund this order' },
  heading: defineMessage<{ number: string }>({
    id: 'orders.refund.heading',
    defaultMessage: 'Refund order {number}?',
  }),
  body: {
    id: 'orders.refund.body',
    defaultMessage:
      'The ledger records the refund and the test is withdrawn if it has not been taken. Return the money to the card from the payment gateway’s panel.',
  },
  reason: { id: 'orders.refund.reason', defaultMessage: 'Reason' },
  confirm: { id: 'orders.refund.confirm', defaultMessage: 'Refund' },
  refunding: { id: 'orders.refund.refunding', defaultMessage: 'Refunding…' },
  cancel: { id: 'orders.refund.cancel', defaultMessage: 'Keep it' },
  done: { id: 'orders.refund.done', defaultMessage: 'The order was refunded.' },
  notRefundable: { id: 'orders.refund.notRefundable', defaultMessage: 'Only a paid order can be refunded.' },
  reasonTooShort: { id: 'orders.refund.reasonTooShort', defaultMessage: 'Say why, in a few words.' },
  failed: { id: 'orders.refund.failed', defaultMessage: 'The refund could not be made. Please try again.' },
});

/** The admins' list of every order (`/panel/admin/orders`). */
export const adminOrdersMessages = defineMessages({
  title: { id: 'orders.admin.title', defaultMessage: 'All orders' },
  intro: {
    id: 'orders.admin.intro',
    defaultMessage:
      'Every buyer’s orders, newest first, with their payment attempts. Paid orders can be refunded here.',
  },
  adminsOnly: { id: 'orders.admin.adminsOnly', defaultMessage: 'Only admins can see every order.' },
  filters: { id: 'orders.admin.filters', defaultMessage: 'Find orders' },
  status: { id: 'orders.admin.status', defaultMessage: 'Status' },
  anyStatus: { id: 'orders.admin.anyStatus', defaultMessage: 'Any status' },
  from: { id: 'orders.admin.from', defaultMessage: 'Ordered from' },
  to: { id: 'orders.admin.to', defaultMessage: 'Ordered until' },
  anyDay: { id: 'orders.admin.anyDay', defaultMessage: 'Any day' },
  buyer: { id: 'orders.admin.buyer', defaultMessage: 'Buyer (e-mail or name)' },
  apply: { id: 'orders.admin.apply', defaultMessage: 'Show' },
  empty: { id: 'orders.admin.empty', defaultMessage: 'No order matches these filters.' },
  count: defineMessage<{ count: number }>({
    id: 'orders.admin.count',
    defaultMessage: '{count, plural, one {# order} other {# orders}}',
  }),
  loadMore: { id: 'orders.admin.loadMore', defaultMessage: 'More orders' },
  noPayments: { id: 'orders.admin.noPayments', defaultMessage: 'Not sent to the payment gateway yet.' },
  payments: defineMessage<{ count: number }>({
    id: 'orders.admin.payments',
    defaultMessage: '{count, plural, one {# payment attempt} other {# payment attempts}}',
  }),
  authority: { id: 'orders.admin.authority', defaultMessage: 'Gateway authority' },
  paymentStatus: { id: 'orders.admin.paymentStatus', defaultMessage: 'Status' },
  bankAnswer: { id: 'orders.admin.bankAnswer', defaultMessage: 'Bank’s answer' },
  paymentAmount: { id: 'orders.admin.paymentAmount', defaultMessage: 'Amount' },
  startedAt: { id: 'orders.admin.startedAt', defaultMessage: 'Sent' },
  returnedAt: { id: 'orders.admin.returnedAt', defaultMessage: 'Came back' },
  verifiedAt: { id: 'orders.admin.verifiedAt', defaultMessage: 'Verified' },
  reference: defineMessage<{ reference: string; card: string }>({
    id: 'orders.admin.reference',
    defaultMessage: 'reference {reference}, card {card}',
  }),
  none: { id: 'orders.admin.none', defaultMessage: '—' },
  range: defineMessage<{ from: string; to: string }>({
    id: 'orders.admin.range',
    defaultMessage: 'Ordered from {from} to {to}',
  }),
  rangeFrom: defineMessage<{ from: string }>({
    id: 'orders.admin.rangeFrom',
    defaultMessage: 'Ordered from {from}',
  }),
  rangeTo: defineMessage<{ to: string }>({
    id: 'orders.admin.rangeTo',
    defaultMessage: 'Ordered until {to}',
  }),
});
