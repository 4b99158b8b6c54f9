import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QueuedReportRow_report$key } from '../../../__generated__/QueuedReportRow_report.graphql';
import { toast } from '../../../app/toast';
import { secondaryButtonClass } from '../../../ui/buttons';
import { reportQueueMessages as messages } from '../messages';
import { useRetryReportMutation } from '../mutations/useRetryReportMutation';

const stateClass = {
  PENDING: 'bg-amber-50 text-amber-900',
  SENT: 'bg-emerald-50 text-emerald-800',
  FAILED: 'bg-red-50 text-red-800',
} as const;

/** One report in the admins' queue: whose, which test, how its sending went; a failed one can be sent again. */
export function QueuedReportRow({ report }: { report: QueuedReportRow_report$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment QueuedReportRow_report on QueuedReport {
        id
        state
        failure
        testTitle
        scoredAt
        dueAt
        sentAt
        taker {
          displayName
          email
        }
      }
    `,
    report,
  );
  const [commit, isPending] = useRetryReportMutation();
  const date = (iso: string) => (
    <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })}</time>
  );
  const state =
    data.state === 'PENDING' || data.state === 'SENT' || data.state === 'FAILED' ? data.state : null;

  function retry() {
    const failed = () => void toast.error(intl.formatMessage(messages.retryFailed));
    commit({
      variables: { input: { sessionId: data.id } },
      onCompleted: ({ retryReport: result }) => {
        if (result.__typename === 'MutationRetryReportSuccess')
          return void toast.success(intl.formatMessage(messages.retried));
        if (result.__typename === 'ConflictError')
          return void toast.error(intl.formatMessage(messages.notFailed));
        failed();
      },
      onError: failed,
    });
  }

  return (
    <article className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900">{data.testTitle}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-slate-500">{intl.formatMessage(messages.taker)}</dt>
            <dd className="font-semibold text-slate-800">
              <bdi>{data.taker.displayName}</bdi>
              {data.taker.email ? (
                <bdi dir="ltr" className="ms-2 font-normal text-slate-600">
                  {data.taker.email}
                </bdi>
              ) : null}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-500">{intl.formatMessage(messages.scoredAt)}</dt>
            <dd className="font-semibold text-slate-800">{date(data.scoredAt)}</dd>
          </div>
          {data.sentAt ? (
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{intl.formatMessage(messages.sentAt)}</dt>
              <dd className="font-semibold text-slate-800">{date(data.sentAt)}</dd>
            </div>
          ) : data.dueAt && data.state === 'PENDING' ? (
            <div className="flex gap-1.5">
              <dt className="text-slate-500">{intl.formatMessage(messages.dueAt)}</dt>
              <dd className="font-semibold text-slate-800">{date(data.dueAt)}</dd>
            </div>
          ) : null}
        </dl>
        {data.failure === 'NO_ADDRESS' || data.failure === 'UNDELIVERABLE' ? (
          <p className="text-sm text-red-800">{intl.formatMessage(messages[data.failure])}</p>
        ) : null}
      </div>
      <div className="flex flex-col items-end gap-2">
        {state ? (
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${stateClass[state]}`}>
            {intl.formatMessage(messages[state])}
          </span>
        ) : null}
        {data.state === 'FAILED' ? (
          <button type="button" onClick={retry} disabled={isPending} className={secondaryButtonClass}>
            {intl.formatMessage(messages.retry)}
          </button>
        ) : null}
      </div>
    </article>
  );
}
