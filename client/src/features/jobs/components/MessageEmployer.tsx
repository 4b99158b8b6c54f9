import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MessageEmployer_job$key } from '../../../__generated__/MessageEmployer_job.graphql';
import type { MessageEmployer_viewer$key } from '../../../__generated__/MessageEmployer_viewer.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { secondaryButtonClass } from '../../../ui/buttons';
import { newConversationPath } from '../../../shared/echoBox/paths';
import { messageEmployerMessages } from '../messages';

/** "Message the employer": a conversation in the echo box with whoever posted the job, about the job. */
export function MessageEmployer({
  job,
  viewer,
}: {
  job: MessageEmployer_job$key;
  viewer: MessageEmployer_viewer$key | null | undefined;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment MessageEmployer_job on Job {
        id
        postedBy {
          id
        }
      }
    `,
    job,
  );
  const user = useFragment(
    graphql`
      fragment MessageEmployer_viewer on User {
        id
      }
    `,
    viewer,
  );
  // Visitors are not offered it; the poster does not write to themselves.
  if (!user || !data.postedBy || data.postedBy.id === user.id) return null;
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm text-slate-700">{intl.formatMessage(messageEmployerMessages.hint)}</p>
      <Link
        to={localePath(locale, newConversationPath(data.postedBy.id, data.id))}
        className={`${secondaryButtonClass} w-full py-2.5`}
      >
        {intl.formatMessage(messageEmployerMessages.button)}
      </Link>
    </div>
  );
}
