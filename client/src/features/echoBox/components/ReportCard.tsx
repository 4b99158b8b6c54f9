import { messagingLimits } from '@platform/rules/messaging';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { ReportCard_report$key } from '../../../__generated__/ReportCard_report.graphql';
import { isolate } from '../../../i18n/bidi';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { FormTextField } from '../../../ui/FormTextField';
import { reportMessages, reportQueueMessages } from '../messages';
import { useResolveMessageReportMutation } from '../mutations/useResolveMessageReportMutation';

const REASONS = ['INAPPROPRIATE', 'SPAM', 'HARASSMENT', 'OTHER'] as const;
const isReason = (value: string): value is (typeof REASONS)[number] =>
  (REASONS as readonly string[]).includes(value);

/** An open report as an admin reviews it; resolving or dismissing takes it out of the queue. */
export function ReportCard({
  report,
  connectionId,
}: {
  report: ReportCard_report$key;
  connectionId: string;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ReportCard_report on MessageReport {
        id
        reason
        description
        createdAt
        messageBody
        messageSentAt
        messageSender {
          displayName
        }
        reporter {
          displayName
        }
      }
    `,
    report,
  );
  const [note, setNote] = useState('');
  const [commit, isPending] = useResolveMessageReportMutation();
  const headingId = `report-${data.id}`;
  const date = (iso: string) => (
    <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })}</time>
  );

  function close(status: 'RESOLVED' | 'DISMISSED') {
    const failed = () => void toast.error(intl.formatMessage(reportQueueMessages.error));
    commit({
      variables: {
        input: { reportId: data.id, status, resolution: note.trim() || null },
        connections: [connectionId],
      },
      onCompleted: ({ resolveMessageReport: result }) => {
        if (result.__typename !== 'MutationResolveMessageReportSuccess') return failed();
        toast.success(
          intl.formatMessage(
            status === 'RESOLVED' ? reportQueueMessages.resolved : reportQueueMessages.dismissed,
          ),
        );
      },
      onError: failed,
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {intl.formatMessage(reportQueueMessages.reportLabel, {
          name: isolate(data.messageSender.displayName),
        })}
      </h2>
      <figure className="space-y-1">
        <figcaption className="text-xs font-medium text-slate-500">
          {intl.formatMessage(reportQueueMessages.message)}
        </figcaption>
        <blockquote
          dir="auto"
          className="rounded-xl border-s-4 border-red-300 bg-red-50/60 px-4 py-3 text-start break-words whitespace-pre-wrap text-slate-900"
        >
          {data.messageBody}
        </blockquote>
      </figure>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reportQueueMessages.reason)}
          </dt>
          <dd className="font-semibold text-slate-800">
            {isReason(data.reason) ? intl.formatMessage(reportMessages[data.reason]) : data.reason}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reportQueueMessages.sender)}
          </dt>
          <dd className="font-semibold text-slate-800">{data.messageSender.displayName}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reportQueueMessages.reporter)}
          </dt>
          <dd className="font-semibold text-slate-800">{data.reporter.displayName}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reportQueueMessages.reportedAt)}
          </dt>
          <dd className="font-semibold text-slate-800">{date(data.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reportQueueMessages.sentAt)}
          </dt>
          <dd className="font-semibold text-slate-800">{date(data.messageSentAt)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium text-slate-500">
            {intl.formatMessage(reportQueueMessages.description)}
          </dt>
          <dd dir="auto" className="text-start whitespace-pre-wrap text-slate-800">
            {data.description}
          </dd>
        </div>
      </dl>
      <FormTextField
        name={`note-${data.id}`}
        label={intl.formatMessage(reportQueueMessages.note)}
        value={note}
        onChange={setNote}
        dir="auto"
        maxLength={messagingLimits.resolutionMax}
      />
      <div className="flex flex-wrap gap-3">
        <Button onPress={() => close('RESOLVED')} isDisabled={isPending} className={primaryButtonClass}>
          {intl.formatMessage(reportQueueMessages.resolve)}
        </Button>
        <Button onPress={() => close('DISMISSED')} isDisabled={isPending} className={secondaryButtonClass}>
          {intl.formatMessage(reportQueueMessages.dismiss)}
        </Button>
      </div>
    </article>
  );
}
