import { defineMessages } from 'react-intl';

/**
 * The words of the feature's navigation entries (`feature.ts`). The route table holds the entries, so their words
 * load with every page: they are kept apart from `messages.ts`, whose words load with the feature's pages.
 */
export const ordersNavigationMessages = defineMessages({
  menuOrders: { id: 'accountMenu.orders', defaultMessage: 'My orders' },
  orders: { id: 'dashboard.orders', defaultMessage: 'My orders' },
  ordersHint: { id: 'dashboard.ordersHint', defaultMessage: 'What you bought, with receipts' },
  adminOrders: { id: 'dashboard.adminOrders', defaultMessage: 'All orders' },
  adminOrdersHint: {
    id: 'dashboard.adminOrdersHint',
    defaultMessage: 'Every buyer’s orders and payments; refunds',
  },
});
