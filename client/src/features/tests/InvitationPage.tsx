import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql';
import { HttpStatus } from '../../app/httpStatus';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { toast } from '../../app/toast';
import { loginPath } from '../../shared/accounts/redirect';
import { EmptyState } from '../../ui/EmptyState';
import { primaryButtonClass } from '../../ui/buttons';
import { invitationMessages } from './messages';
import { useAcceptTestInvitationMutation } from './mutations/useAcceptTestInvitationMutation';

export interface InvitationPageLoaderData {
  queryRef: PreloadedQuery<InvitationPageQuery>;
}

/** The words for a refusal's code. */
function refusal(code: string) {
  if (code === 'INVITATION_USED') return invitationMessages.used;
  if (code === 'INVITATION_EXPIRED') return invitationMessages.expired;
  if (code === 'INVITATION_WITHDRAWN') return invitationMessages.withdrawn;
  if (code === 'INVITATION_OWN') return invitationMessages.own;
  if (code === 'NOT_FOUND') return invitationMessages.notFound;
  return invitationMessages.failed;
}

export function Invitation({ queryRef, token }: InvitationPageLoaderData & { token: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const [shareResult, setShareResult] = useState(false);
  const [accept, isAccepting] = useAcceptTestInvitationMutation();
  const { testInvitation: invitation, viewer } = usePreloadedQuery<InvitationPageQuery>(
    graphql`
      query InvitationPageQuery($token: String!) {
        viewer {
          __typename
        }
        testInvitation(token: $token) {
          state
          expiresAt
          acceptedByViewer
          test {
            slug
            title
          }
        }
      }
    `,
    queryRef,
  );
  // Unknown: not found. Past its time, withdrawn, or accepted by someone else: gone.
  if (!invitation || !invitation.test)
    return (
      <>
        <HttpStatus code={404} />
        <EmptyState
          title={intl.formatMessage(invitationMessages.documentTitle)}
          text={intl.formatMessage(invitationMessages.notFound)}
        />
      </>
    );
  const testPath = localePath(locale, `/talent-test/details/${encodeURIComponent(invitation.test.slug)}`);
  if (invitation.acceptedByViewer)
    return (
      <div className="space-y-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6" role="status">
        <p className="font-semibold text-emerald-900">
          {intl.formatMessage(invitationMessages.accepted, { test: invitation.test.title })}
        </p>
        <Link to={testPath} className={primaryButtonClass}>
          {intl.formatMessage(invitationMessages.toTest)}
        </Link>
      </div>
    );
  if (invitation.state !== 'OPEN')
    return (
      <>
        <HttpStatus code={410} />
        <EmptyState
          title={intl.formatMessage(invitationMessages.documentTitle)}
          text={intl.formatMessage(
            invitation.state === 'EXPIRED'
              ? invitationMessages.expired
              : invitation.state === 'WITHDRAWN'
                ? invitationMessages.withdrawn
                : invitationMessages.used,
          )}
        />
      </>
    );
  const submit = () =>
    accept({
      variables: { input: { token, shareResult } },
      onCompleted: ({ acceptTestInvitation: answer }) => {
        const code = 'code' in answer ? answer.code : null;
        if (code) toast.error(intl.formatMessage(refusal(code)));
      },
      onError: () => toast.error(intl.formatMessage(invitationMessages.failed)),
      updater: (store) => {
        const record = store.getRoot().getLinkedRecord('testInvitation', { token });
        record?.setValue(true, 'acceptedByViewer');
        record?.setValue('USED', 'state');
      },
    });
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-lg font-semibold text-slate-900">
        {intl.formatMessage(invitationMessages.invited, { test: invitation.test.title })}
      </p>
      {invitation.expiresAt ? (
        <p className="text-sm text-slate-600">
          {intl.formatMessage(invitationMessages.until, {
            when: intl.formatDate(invitation.expiresAt, { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
      {viewer ? (
        <>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={shareResult}
              onChange={(event) => setShareResult(event.target.checked)}
            />
            {intl.formatMessage(invitationMessages.share)}
          </label>
          <button type="button" className={primaryButtonClass} disabled={isAccepting} onClick={submit}>
            {intl.formatMessage(invitationMessages.accept)}
          </button>
        </>
      ) : (
        <Link to={loginPath(locale, location.pathname)} className={primaryButtonClass}>
          {intl.formatMessage(invitationMessages.signIn)}
        </Link>
      )}
    </div>
  );
}

/** `/invitations/{token}`: an e-mailed invitation to take a test, which the signed-in invitee accepts. */
export function InvitationPage() {
  const intl = useIntl();
  const location = useLocation();
  const { queryRef } = useLoaderData() as InvitationPageLoaderData;
  const token = decodeURIComponent(location.pathname.split('/').pop() ?? '');
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageMeta
        page={intl.formatMessage(invitationMessages.documentTitle)}
        description={intl.formatMessage(invitationMessages.description)}
        noindex
      />
      <h1 className="text-2xl font-extrabold text-slate-900">
        {intl.formatMessage(invitationMessages.documentTitle)}
      </h1>
      <Suspense fallback={<PageSpinner />}>
        <Invitation queryRef={queryRef} token={token} />
      </Suspense>
    </div>
  );
}
