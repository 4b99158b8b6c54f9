import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { SessionList_user$key } from '../../../__generated__/SessionList_user.graphql';
import { sessionMessages } from '../messages';
import { useRevokeSessionMutation } from '../mutations/useRevokeSessionMutation';
import { describeDevice } from '../userAgent';

export function SessionList({ user }: { user: SessionList_user$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment SessionList_user on User {
        sessions(first: 50) @connection(key: "SessionList_sessions") {
          __id
          edges {
            node {
              id
              userAgent
              createdAt
              lastUsedAt
              expiresAt
              current
            }
          }
        }
      }
    `,
    user,
  );
  const [commitRevoke, isRevoking] = useRevokeSessionMutation();
  const formatDate = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  function revoke(id: string) {
    commitRevoke({
      variables: { id, connections: data.sessions ? [data.sessions.__id] : [] },
      onCompleted: ({ revokeSession }) => {
        if (revokeSession.__typename === 'MutationRevokeSessionSuccess') {
          toast.success(intl.formatMessage(sessionMessages.revoked));
        } else {
          toast.error(intl.formatMessage(sessionMessages.revokeError));
        }
      },
      onError: () => void toast.error(intl.formatMessage(sessionMessages.revokeError)),
    });
  }

  return (
    <section
      aria-labelledby="profile-sessions"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="profile-sessions" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(sessionMessages.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(sessionMessages.intro)}</p>
      <ul className="mt-5 divide-y divide-slate-100">
        {(data.sessions?.edges ?? []).map(({ node: session }, index) => {
          const device = describeDevice(session.userAgent);
          const detailsId = `session-${index}-details`;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div id={detailsId} className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span>
                    {device
                      ? intl.formatMessage(sessionMessages.device, device)
                      : intl.formatMessage(sessionMessages.unknownDevice)}
                  </span>
                  {session.current ? (
                    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
                      {intl.formatMessage(sessionMessages.current)}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">
                  {intl.formatMessage(sessionMessages.lastUsed, {
                    date: formatDate(session.lastUsedAt),
                  })}
                </p>
                <p className="text-xs text-slate-500">
                  {intl.formatMessage(sessionMessages.signedIn, {
                    date: formatDate(session.createdAt),
                  })}
                  <span
                    aria-hidden="true"
                    className="mx-2 inline-block size-1 rounded-full bg-slate-300 align-middle"
                  />
                  {intl.formatMessage(sessionMessages.expires, {
                    date: formatDate(session.expiresAt),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  onPress={() => revoke(session.id)}
                  aria-describedby={detailsId}
                  isDisabled={isRevoking}
                  className="rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
                >
                  {intl.formatMessage(sessionMessages.revoke)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
