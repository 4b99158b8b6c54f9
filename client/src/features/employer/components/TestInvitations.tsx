import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { TestInvitations_job$key } from '../../../__generated__/TestInvitations_job.graphql';
import { toast } from '../../../app/toast';
import { primaryButtonClass } from '../../../ui/buttons';
import { invitationMessages, testResultMessages } from '../messages';
import { useBuyTestInvitationsMutation } from '../mutations/useBuyTestInvitationsMutation';
import { useInviteToTestMutation } from '../mutations/useInviteToTestMutation';
import { MoreButton } from '../../../ui/MoreButton';

/** At most this many addresses in one invitation (and one order), as the server counts them. */
const PER_BATCH = 20;
/** What the address box takes at most: the addresses and what separates them. */
const TEXT_MAX = PER_BATCH * 256;

/** The addresses typed, one per line or separated by commas, spaces or semicolons; empty ones dropped. */
export function addressesOf(text: string): string[] {
  return text
    .split(/[\s,;،]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

const STATE_MESSAGES = {
  SENT: invitationMessages.stateSent,
  ACCEPTED: invitationMessages.stateAccepted,
  TAKEN: invitationMessages.stateTaken,
  WITHDRAWN: invitationMessages.stateWithdrawn,
  EXPIRED: invitationMessages.stateExpired,
} as const;

function refusalOf(code: string) {
  if (code === 'EMAILS_REQUIRED') return invitationMessages.emailsRequired;
  if (code === 'TOO_MANY_EMAILS') return invitationMessages.tooMany;
  if (code === 'EMAIL_INVALID' || code === 'TOO_LONG') return invitationMessages.emailInvalid;
  return invitationMessages.failed;
}

/**
 * Beside a job's applications: invite people by e-mail to one of the job's tests (a paid test's invitations are
 * one order, paid before they are sent), and the invitations sent, with each shared result.
 */
export function TestInvitations({ job }: { job: TestInvitations_job$key }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment TestInvitations_job on Job
      @refetchable(queryName: "TestInvitationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        tests {
          test {
            id
            title
          }
        }
        testInvitations(first: $count, after: $cursor) @connection(key: "TestInvitations_testInvitations") {
          edges {
            cursor
            node {
              email
              testId
              state
              result {
                state
                score
              }
            }
          }
        }
      }
    `,
    job,
  );
  const tests = data.tests.flatMap(({ test }) => (test ? [test] : []));
  const invitations = data.testInvitations?.edges ?? [];
  const [testId, setTestId] = useState(tests[0]?.id ?? '');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [invite, isInviting] = useInviteToTestMutation();
  const [buy, isBuying] = useBuyTestInvitationsMutation();
  if (!tests.length) return null;
  const titleOf = (id: string) => tests.find((t) => t.id === id)?.title ?? '';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const emails = [...new Set(addressesOf(text).map((a) => a.toLowerCase()))];
    if (!emails.length) return setProblem(intl.formatMessage(invitationMessages.emailsRequired));
    if (emails.length > PER_BATCH) return setProblem(intl.formatMessage(invitationMessages.tooMany));
    setProblem(null);
    invite({
      variables: { input: { jobId: data.id, testId, emails } },
      onCompleted: ({ inviteToTest: answer }) => {
        if (answer.__typename !== 'MutationInviteToTestSuccess' || !answer.data) {
          const code =
            ('fields' in answer ? answer.fields?.[0]?.code : null) ?? ('code' in answer ? answer.code : '');
          setProblem(intl.formatMessage(refusalOf(code ?? '')));
          return;
        }
        const batch = answer.data;
        if (!batch.needsPayment) {
          setText('');
          toast.success(intl.formatMessage(invitationMessages.sent, { count: batch.count }));
          refetch({}, { fetchPolicy: 'network-only' });
          return;
        }
        buy({
          variables: { input: { batchId: batch.id } },
          onCompleted: ({ buyTestInvitations: order }) => {
            const payUrl =
              order.__typename === 'MutationBuyTestInvitationsSuccess' ? order.data?.payUrl : null;
            if (payUrl) window.location.assign(payUrl);
            else toast.error(intl.formatMessage(invitationMessages.failed));
          },
          onError: () => toast.error(intl.formatMessage(invitationMessages.failed)),
        });
      },
      onError: () => toast.error(intl.formatMessage(invitationMessages.failed)),
    });
  };
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section
      aria-labelledby="test-invitations"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="test-invitations" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(invitationMessages.title)}
      </h2>
      <form className="space-y-3" onSubmit={submit} noValidate>
        <label className="block text-sm font-medium text-slate-800">
          {intl.formatMessage(invitationMessages.test)}
          <select
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            value={testId}
            onChange={(event) => setTestId(event.target.value)}
          >
            {tests.map((test) => (
              <option key={test.id} value={test.id}>
                {test.title}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {intl.formatMessage(invitationMessages.emails, { max: PER_BATCH })}
          <textarea
            dir="ltr"
            rows={4}
            maxLength={TEXT_MAX}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            value={text}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <button type="submit" className={primaryButtonClass} disabled={isInviting || isBuying}>
          {intl.formatMessage(invitationMessages.invite)}
        </button>
      </form>
      {invitations.length ? (
        <ul className="divide-y divide-slate-100">
          {invitations.map(({ cursor, node: invitation }) => (
            <li key={cursor} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <bdi className="font-medium text-slate-900">{invitation.email}</bdi>
              <span className="text-slate-600">{titleOf(invitation.testId)}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                {intl.formatMessage(STATE_MESSAGES[invitation.state as keyof typeof STATE_MESSAGES])}
              </span>
              {invitation.result?.score != null ? (
                <span data-score className="font-bold text-slate-900">
                  {intl.formatMessage(testResultMessages.score, { score: percent(invitation.result.score) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{intl.formatMessage(invitationMessages.none)}</p>
      )}
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={20}
        label={intl.formatMessage(invitationMessages.more)}
      />
    </section>
  );
}
