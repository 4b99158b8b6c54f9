import { startTransition } from 'react';
import { useIntl } from 'react-intl';
import { Button, Link } from 'react-aria-components';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { InboxList_inbox$key } from '../../../__generated__/InboxList_inbox.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { useReconnected } from '../../../relay/useSocketState';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';
import { echoBoxMessages } from '../messages';
import { InboxEntry } from './InboxEntry';

export const INBOX_PAGE_SIZE = 20;

/** The viewer's conversations, the most recent first, a page at a time. */
export function InboxList({ inbox }: { inbox: InboxList_inbox$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment InboxList_inbox on Inbox
      @refetchable(queryName: "InboxListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        conversations(first: $count, after: $cursor) @connection(key: "InboxList_conversations") {
          edges {
            node {
              conversation {
                id
                ...InboxEntry_conversation
              }
            }
          }
        }
      }
    `,
    inbox,
  );
  // What changed while the socket was down arrives with the next event only; fetch it now.
  useReconnected(() =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    }),
  );

  const { edges } = data.conversations;
  if (edges.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(echoBoxMessages.emptyTitle)}
        text={intl.formatMessage(echoBoxMessages.emptyHint)}
        action={
          <Link href={localePath(locale, '/jobs')} className={primaryButtonClass}>
            {intl.formatMessage(echoBoxMessages.browseJobs)}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label={intl.formatMessage(echoBoxMessages.conversations)} className="space-y-3">
        {edges.map(({ node }) => (
          <li key={node.conversation.id}>
            <InboxEntry conversation={node.conversation} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <Button
            onPress={() => loadNext(INBOX_PAGE_SIZE)}
            isPending={isLoadingNext}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(isLoadingNext ? echoBoxMessages.loadingMore : echoBoxMessages.loadMore)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
