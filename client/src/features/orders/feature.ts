import type { ComponentType } from 'react';
import type { AdminOrdersPageQuery } from '../../__generated__/AdminOrdersPageQuery.graphql';
import type { OrderPageQuery } from '../../__generated__/OrderPageQuery.graphql';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import type { Feature } from '../../app/feature';
import type { Locale } from '../../app/locale';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { ordersNavigationMessages as messages } from './navigation.messages';

/** Orders and receipts; their words are in the tests' catalogue, as tests are what is sold today. */
const ordersPage = (locale: Locale, page: Promise<ComponentType>) => sectionPage(locale, 'tests', page);

export const ordersFeature: Feature = {
  name: 'orders',
  panelPages: (locale) => [
    queryRoute<OrdersPageQuery>(locale, {
      path: 'orders',
      signedIn: true,
      query: () => import('../../__generated__/OrdersPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () =>
        ordersPage(
          locale,
          import('./OrdersPage').then((m) => m.OrdersPage),
        ),
      aria: false,
    }),
    queryRoute<OrderPageQuery>(locale, {
      path: 'orders/:orderNumber',
      signedIn: true,
      query: () => import('../../__generated__/OrderPageQuery.graphql'),
      variables: async ({ params }) => ({
        number: /^\d{1,18}$/.test(params.orderNumber ?? '') ? params.orderNumber! : '0',
        admin: await isAdmin(locale),
      }),
      // The payment gateway sends the buyer here: the order as it is now.
      fetchPolicy: 'store-and-network',
      page: () =>
        ordersPage(
          locale,
          import('./OrderPage').then((m) => m.OrderPage),
        ),
    }),
    queryRoute<AdminOrdersPageQuery>(locale, {
      path: 'admin/orders',
      signedIn: true,
      query: () => import('../../__generated__/AdminOrdersPageQuery.graphql'),
      variables: async (args) => {
        const { adminOrderVariables, readAdminOrderFilters } = await import('./admin/adminOrderFilters');
        return {
          admin: await isAdmin(locale),
          ...adminOrderVariables(readAdminOrderFilters(searchParams(args))),
        };
      },
      fetchPolicy: 'store-and-network',
      page: () =>
        ordersPage(
          locale,
          import('./admin/AdminOrdersPage').then((m) => m.AdminOrdersPage),
        ),
    }),
  ],
  panelCards: [
    {
      path: '/panel/orders',
      order: 50,
      title: messages.orders,
      hint: messages.ordersHint,
      icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
    },
    {
      path: '/panel/admin/orders',
      order: 75,
      title: messages.adminOrders,
      hint: messages.adminOrdersHint,
      icon: 'M3 6h18M3 12h18M3 18h12M19 16v6M16 19h6',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
  ],
  accountMenu: [{ id: 'orders', path: '/panel/orders', order: 50, label: messages.menuOrders }],
};
