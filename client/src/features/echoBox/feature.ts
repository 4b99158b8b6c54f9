import type { ConversationPageQuery } from '../../__generated__/ConversationPageQuery.graphql';
import type { EchoBoxPageQuery } from '../../__generated__/EchoBoxPageQuery.graphql';
import type { MessageReportsPageQuery } from '../../__generated__/MessageReportsPageQuery.graphql';
import type { NewConversationPageQuery } from '../../__generated__/NewConversationPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { isAdmin, queryRoute, searchParams } from '../../app/routing';
import { echoBoxNavigationMessages as messages } from './navigation.messages';

export const echoBoxFeature: Feature = {
  name: 'echoBox',
  panelPages: (locale) => [
    queryRoute<EchoBoxPageQuery>(locale, {
      path: 'echoBox',
      signedIn: true,
      query: () => import('../../__generated__/EchoBoxPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: async () => (await import('./EchoBoxPage')).EchoBoxPage,
    }),
    queryRoute<NewConversationPageQuery>(locale, {
      path: 'echoBox/new',
      signedIn: true,
      query: () => import('../../__generated__/NewConversationPageQuery.graphql'),
      variables: async (args) =>
        (await import('../../shared/echoBox/paths')).newConversationVariables(searchParams(args)),
      page: async () => (await import('./NewConversationPage')).NewConversationPage,
    }),
    queryRoute<MessageReportsPageQuery>(locale, {
      path: 'echoBox/reports',
      signedIn: true,
      query: () => import('../../__generated__/MessageReportsPageQuery.graphql'),
      variables: async () => ({ admin: await isAdmin(locale) }),
      fetchPolicy: 'store-and-network',
      page: async () => (await import('./MessageReportsPage')).MessageReportsPage,
    }),
    queryRoute<ConversationPageQuery>(locale, {
      path: 'echoBox/:conversationId',
      signedIn: true,
      query: () => import('../../__generated__/ConversationPageQuery.graphql'),
      variables: ({ params }) => ({ id: params.conversationId ?? '' }),
      fetchPolicy: 'store-and-network',
      page: async () => (await import('./ConversationPage')).ConversationPage,
    }),
  ],
  panelCards: [
    {
      path: '/panel/echoBox',
      order: 60,
      title: messages.inbox,
      hint: messages.inboxHint,
      icon: 'M4 5h16v11H8l-4 4z',
    },
  ],
  accountMenu: [
    { id: 'inbox', path: '/panel/echoBox', order: 30, label: messages.menuInbox, showsUnread: true },
  ],
};
