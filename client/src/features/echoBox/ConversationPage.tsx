import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ConversationPageQuery } from '../../__generated__/ConversationPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { primaryButtonClass } from '../../ui/buttons';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { ConversationHeader } from './components/ConversationHeader';
import { ConversationView } from './components/ConversationView';
import { echoBoxMessages } from './messages';
import { ECHO_BOX_PATH } from '../../shared/echoBox/paths';

export interface ConversationPageLoaderData {
  queryRef: PreloadedQuery<ConversationPageQuery>;
}

function NotFound() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <title>
        {intl.formatMessage(pageTitles.documentTitle, { page: intl.formatMessage(echoBoxMessages.notFound) })}
      </title>
      <h1 className="text-xl font-bold text-slate-900">{intl.formatMessage(echoBoxMessages.notFound)}</h1>
      <Link href={localePath(locale, ECHO_BOX_PATH)} className={`${primaryButtonClass} mt-5`}>
        {intl.formatMessage(echoBoxMessages.backToInbox)}
      </Link>
    </div>
  );
}

function Conversation({ queryRef }: ConversationPageLoaderData) {
  const { viewer, node } = usePreloadedQuery<ConversationPageQuery>(
    graphql`
      query ConversationPageQuery($id: ID!) {
        viewer {
          registered
        }
        node(id: $id) {
          ... on Conversation @alias(as: "conversation") {
            id
            ...ConversationHeader_conversation
            ...ConversationView_conversation
          }
        }
      }
    `,
    queryRef,
  );
  if (!viewer?.registered) return <RegistrationRequired />;
  const conversation = node?.conversation;
  if (!conversation) return <NotFound />;
  return (
    <div className="space-y-5">
      <ConversationHeader conversation={conversation} />
      {/* Keyed by conversation, so that moving to another one starts its list, scroll and draft afresh. */}
      <ConversationView key={conversation.id} conversation={conversation} />
    </div>
  );
}

/** /panel/echoBox/:conversationId: one conversation, live. */
export function ConversationPage() {
  const { queryRef } = useLoaderData() as ConversationPageLoaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <Suspense fallback={<PageSpinner />}>
        <Conversation queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
