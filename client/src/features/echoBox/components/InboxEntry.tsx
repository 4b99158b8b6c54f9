import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import type { InboxEntry_conversation$key } from '../../../__generated__/InboxEntry_conversation.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { isolate } from '../../../i18n/bidi';
import { Avatar } from '../../../ui/Avatar';
import { formatWhen } from '../formatWhen';
import { echoBoxMessages } from '../messages';
import { conversationPath } from '../../../shared/echoBox/paths';

/** One conversation in the inbox: who, about what, the last message as text, and how many are unread. */
export function InboxEntry({ conversation }: { conversation: InboxEntry_conversation$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment InboxEntry_conversation on Conversation {
        id
        subject
        unreadCount
        lastMessageAt
        job {
          title
        }
        otherParticipants {
          id
          displayName
          avatarUrl
        }
        lastMessage {
          body
          isMine
        }
      }
    `,
    conversation,
  );
  const names = data.otherParticipants.map((user) => user.displayName);
  const title = names.length
    ? intl.formatList(names.map(isolate))
    : intl.formatMessage(echoBoxMessages.unknownUser);
  const topic = data.subject ?? data.job?.title ?? null;
  const preview = data.lastMessage
    ? data.lastMessage.isMine
      ? intl.formatMessage(echoBoxMessages.fromYou, { body: isolate(data.lastMessage.body) })
      : data.lastMessage.body
    : null;
  const unread = data.unreadCount > 0;

  return (
    <Link
      href={localePath(locale, conversationPath(data.id))}
      className={`flex items-start gap-3 rounded-2xl border bg-white p-4 shadow-sm transition hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${unread ? 'border-teal-300' : 'border-slate-200'}`}
    >
      <Avatar name={names[0] ?? '?'} url={data.otherParticipants[0]?.avatarUrl} />
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={`truncate text-slate-900 ${unread ? 'font-extrabold' : 'font-semibold'}`}>
            {title}
          </span>
          <time dateTime={data.lastMessageAt} className="shrink-0 text-xs text-slate-500">
            {formatWhen(intl, data.lastMessageAt)}
          </time>
        </span>
        {topic ? (
          <span className="block truncate text-sm text-teal-800" dir="auto">
            {intl.formatMessage(echoBoxMessages.aboutJob, { title: isolate(topic) })}
          </span>
        ) : null}
        <span className="flex items-center justify-between gap-3">
          {/* Plain text, one line: the body is never read as HTML. */}
          <span
            dir="auto"
            className={`truncate text-start text-sm ${unread ? 'font-semibold text-slate-800' : 'text-slate-600'}`}
          >
            {preview}
          </span>
          {unread ? (
            <span className="shrink-0 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-bold text-white">
              <span aria-hidden="true">{intl.formatNumber(data.unreadCount)}</span>
              <span className="sr-only">
                {intl.formatMessage(echoBoxMessages.unread, { count: data.unreadCount })}
              </span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
