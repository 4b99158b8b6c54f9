import { contractLimits as C } from '@platform/rules/contracts-limits';
import { formatMoney } from '@platform/rules/money';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ContractCard_contract$key } from '../../../__generated__/ContractCard_contract.graphql';
import type { ContractCardAnswerMutation } from '../../../__generated__/ContractCardAnswerMutation.graphql';
import { Link } from 'react-router';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { TextAreaField } from '../../../ui/TextAreaField';
import { contractMessages as m, contractStatusMessages } from './messages';
import { useStepText } from '../useStepText';
import { MilestoneRow } from './MilestoneRow';

/**
 * A contract as one of its sides reads it: the work, the other side, the total, the review period, the answer
 * that is theirs while it is proposed, and its milestones with their steps.
 */
export function ContractCard({ contract, admin }: { contract: ContractCard_contract$key; admin: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const c = useFragment(
    graphql`
      fragment ContractCard_contract on Contract {
        id
        title
        scope
        fromRequest {
          subject
        }
        project {
          path
          readerWords {
            title
          }
        }
        status
        viewerRole
        reviewMinutes
        declineReason
        totalRials
        client {
          displayName
        }
        collaborator {
          displayName
        }
        milestones {
          id
          ...MilestoneRow_milestone
        }
      }
    `,
    contract,
  );
  const [declining, setDeclining] = useState(false);
  const reason = useStepText(C.reasonMin, C.reasonMax, m);
  const [answer, answering] = useMutation<ContractCardAnswerMutation>(graphql`
    mutation ContractCardAnswerMutation($input: AnswerContractInput!) {
      answerContract(input: $input) {
        __typename
        ... on MutationAnswerContractSuccess {
          data {
            ...ContractCard_contract
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const send = (reply: 'ACCEPT' | 'DECLINE' | 'WITHDRAW') => {
    if (reply === 'DECLINE' && !reason.check()) return;
    answer({
      variables: {
        input: { id: c.id, answer: reply, ...(reply === 'DECLINE' ? { reason: reason.value.trim() } : {}) },
      },
      onCompleted: ({ answerContract: r }) =>
        r.__typename === 'MutationAnswerContractSuccess'
          ? toast.success(intl.formatMessage(m.answered))
          : toast.error(intl.formatMessage(r.code === 'CONTRACT_STATE' ? m.changed : m.failed)),
      onError: () => toast.error(intl.formatMessage(m.failed)),
    });
  };
  // The review period in the largest whole unit it fills: days, else hours, else minutes.
  const [value, unit] =
    c.reviewMinutes >= 1440
      ? [c.reviewMinutes / 1440, 'day']
      : c.reviewMinutes >= 60
        ? [c.reviewMinutes / 60, 'hour']
        : [c.reviewMinutes, 'minute'];
  const days = intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
  const proposed = c.status === 'PROPOSED';
  return (
    <li
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-slate-900" dir="auto">
            {c.title}
          </h3>
          <p className="text-sm text-slate-600">
            {intl.formatList(
              [
                c.viewerRole === 'CLIENT'
                  ? intl.formatMessage(m.withCollaborator, { name: c.collaborator.displayName ?? '' })
                  : intl.formatMessage(m.withClient, { name: c.client.displayName ?? '' }),
                intl.formatMessage(m.total, {
                  amount: formatMoney(c.totalRials, locale),
                  count: intl.formatNumber(c.milestones.length),
                }),
              ],
              { type: 'unit', style: 'short' },
            )}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {intl.formatMessage(
            contractStatusMessages[c.status as keyof typeof contractStatusMessages] ?? m.failed,
          )}
        </span>
      </div>
      {c.fromRequest ? (
        <p className="text-sm">
          <Link
            to={localePath(
              locale,
              `/panel/requests?box=${c.viewerRole === 'COLLABORATOR' ? 'received' : 'sent'}`,
            )}
            className="font-semibold text-teal-800 hover:underline"
          >
            {intl.formatMessage(m.fromRequestCard, { subject: c.fromRequest.subject })}
          </Link>
        </p>
      ) : null}
      {c.project ? (
        <p className="text-sm">
          <Link
            to={localePath(locale, c.project.path)}
            className="font-semibold text-teal-800 hover:underline"
            dir="auto"
          >
            {intl.formatMessage(m.aboutProjectCard, { title: c.project.readerWords?.title ?? '' })}
          </Link>
        </p>
      ) : null}
      <p className="whitespace-pre-line text-sm text-slate-800" dir="auto">
        {c.scope}
      </p>
      <p className="text-sm text-slate-600">{intl.formatMessage(m.reviewDays, { days })}</p>
      {c.declineReason && c.status === 'DECLINED' ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" dir="auto">
          {intl.formatMessage(m.declined, { reason: c.declineReason })}
        </p>
      ) : null}
      {proposed && c.viewerRole === 'COLLABORATOR' ? (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={answering}
              onClick={() => send('ACCEPT')}
            >
              {intl.formatMessage(m.accept)}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setDeclining(true)}>
              {intl.formatMessage(m.decline)}
            </button>
          </div>
          {declining ? (
            <div className="space-y-2">
              <TextAreaField
                id={`${id}-decline`}
                label={intl.formatMessage(m.declineLabel)}
                value={reason.value}
                onChange={reason.setValue}
                rows={3}
                maxLength={C.reasonMax}
                problem={reason.problem}
              />
              <button
                type="button"
                className={primaryButtonClass}
                disabled={answering}
                onClick={() => send('DECLINE')}
              >
                {intl.formatMessage(m.send)}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {proposed && c.viewerRole === 'CLIENT' ? (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={answering}
          onClick={() => send('WITHDRAW')}
        >
          {intl.formatMessage(m.withdraw)}
        </button>
      ) : null}
      <ol className="space-y-2">
        {c.milestones.map((milestone) => (
          <MilestoneRow key={milestone.id} milestone={milestone} role={c.viewerRole} admin={admin} />
        ))}
      </ol>
    </li>
  );
}
