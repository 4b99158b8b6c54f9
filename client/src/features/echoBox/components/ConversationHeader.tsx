import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConversationHeader_conversation$key } from '../../../__generated__/ConversationHeader_conversation.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { pageTitles } from '../../../app/messages';
import { isolate } from '../../../i18n/bidi';
import { Avatar } from '../../../ui/Avatar';
import { echoBoxMessages } from '../messages';
import { ECHO_BOX_PATH } from '../../../shared/echoBox/paths';
import { BetaBadge } from './BetaBadge';

/** Who the conversation is with and what it is about, with the way back to the inbox. */
export function ConversationHeader({ conversation }: { conversation: ConversationHeader_conversation$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ConversationHeader_conversation on Conversation {
        subject
        otherParticipants {
          displayName
          avatarUrl
        }
        job {
          slug
          title
        }
      }
    `,
    conversation,
  );
  const names = data.otherParticipants.map((user) => user.displayName);
  const title = names.length
    ? intl.formatList(names.map(isolate))
    : intl.formatMessage(echoBoxMessages.unknownUser);
  return (
    <header className="space-y-3">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <nav aria-label={intl.formatMessage(echoBoxMessages.title)}>
        <Link
          href={localePath(locale, ECHO_BOX_PATH)}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:rotate-180" fill="currentColor">
            <path d="M12.7 4.3 7 10l5.7 5.7 1.4-1.4L9.8 10l4.3-4.3z" />
          </svg>
          {intl.formatMessage(echoBoxMessages.backToInbox)}
        </Link>
      </nav>
      <div className="flex items-center gap-3">
        <Avatar name={names[0] ?? '?'} url={data.otherParticipants[0]?.avatarUrl} />
        <div className="min-w-0 space-y-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-extrabold text-slate-900">
            <span className="truncate">{title}</span>
            <BetaBadge />
          </h1>
          {data.job ? (
            <Link
              href={localePath(locale, `/jobs/${encodeURIComponent(data.job.slug)}`)}
              className="block truncate rounded text-sm font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <span dir="auto">
                {intl.formatMessage(echoBoxMessages.aboutJob, { title: isolate(data.job.title) })}
              </span>
            </Link>
          ) : null}
          {data.subject ? (
            <p dir="auto" className="text-start text-sm text-slate-600">
              {data.subject}
            </p>
          ) : null}
        </div>
      </div>
    </header>
  );
}
