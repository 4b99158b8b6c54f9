import { contractLimits as C } from '@platform/rules/contracts-limits';
import { toAsciiDigits } from '@platform/rules/digits';
import { formatMoney, fromRials, toRials } from '@platform/rules/money';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { MilestoneRow_milestone$key } from '../../../__generated__/MilestoneRow_milestone.graphql';
import type { MilestoneRowAnswerDisputeMutation } from '../../../__generated__/MilestoneRowAnswerDisputeMutation.graphql';
import type { MilestoneRowAnswerRefundMutation } from '../../../__generated__/MilestoneRowAnswerRefundMutation.graphql';
import type { MilestoneRowApproveMutation } from '../../../__generated__/MilestoneRowApproveMutation.graphql';
import type { MilestoneRowChangesMutation } from '../../../__generated__/MilestoneRowChangesMutation.graphql';
import type { MilestoneRowDisputeMutation } from '../../../__generated__/MilestoneRowDisputeMutation.graphql';
import type { MilestoneRowFundMutation } from '../../../__generated__/MilestoneRowFundMutation.graphql';
import type { MilestoneRowRefundMutation } from '../../../__generated__/MilestoneRowRefundMutation.graphql';
import type { MilestoneRowResolveMutation } from '../../../__generated__/MilestoneRowResolveMutation.graphql';
import type { MilestoneRowStartMutation } from '../../../__generated__/MilestoneRowStartMutation.graphql';
import type { MilestoneRowSubmitMutation } from '../../../__generated__/MilestoneRowSubmitMutation.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { inputClass } from '../../../ui/FormTextField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { contractMessages as m, milestoneStatusMessages } from './messages';
import { useStepText } from '../useStepText';
import { withoutStale } from '../PrivateFilesPicker';
import { EvidenceList, EvidencePicker, type UploadedEvidence } from './Evidence';

/** What every milestone mutation answers: the milestone as it is now, or why not. */
type StepAnswer = {
  readonly __typename: string;
  readonly code?: string;
  readonly fields?: readonly { readonly path: string }[];
};

/** A step that needs words (a reason, a note) or an amount before it is sent. */
type Form = 'submit' | 'changes' | 'dispute' | 'answer' | 'refund' | 'declineRefund' | 'part' | 'resolve';

/**
 * One milestone of a contract as its reader takes part in it: what it is, for how much, where its money is, and
 * the steps that are theirs — the client funds, approves (all or a part), asks for changes, disputes or asks the
 * money back; the collaborator starts, hands in, answers; an admin decides a dispute.
 */
export function MilestoneRow({
  milestone,
  role,
  admin,
}: {
  milestone: MilestoneRow_milestone$key;
  role: 'CLIENT' | 'COLLABORATOR' | 'ADMIN' | string;
  admin: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const ms = useFragment(
    graphql`
      fragment MilestoneRow_milestone on ContractMilestone {
        id
        position
        title
        amountRials
        status
        viewerCanFund
        heldRials
        releasedRials
        refundedRials
        submissionNote
        reviewEndsAt
        disputedBy
        disputeRespondBy
        disputeAnswer
        disputeLoser
        disputeReason
        evidence {
          name
          pages
          byRole
          downloadPath
        }
      }
    `,
    milestone,
  );
  const [form, setForm] = useState<Form | null>(null);
  const text = useStepText(
    form === 'submit' ? C.submissionMin : C.reasonMin,
    form === 'submit' ? C.submissionMax : C.reasonMax,
    m,
  );
  const [amount, setAmount] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const money = (rials: number) => formatMoney(rials, locale);
  // A deadline to the minute: a review may end within the day.
  const deadline = (value: string) => intl.formatDate(value, { dateStyle: 'long', timeStyle: 'short' });
  const [evidence, setEvidence] = useState<UploadedEvidence[]>([]);
  const [uploading, setUploading] = useState(false);
  const failed = () => toast.error(intl.formatMessage(m.failed));
  const answered = (result: StepAnswer) => {
    if (result.__typename.endsWith('Success')) {
      setForm(null);
      return void toast.success(intl.formatMessage(m.answered));
    }
    // An attached PDF whose upload no longer counts (its receipt expired): attached again, it is sent.
    const kept = withoutStale(evidence, result.fields, 'evidence');
    if (kept) {
      setEvidence(kept);
      return void toast.error(intl.formatMessage(m.evidenceAgain));
    }
    toast.error(intl.formatMessage(result.code === 'MILESTONE_STATE' ? m.changed : m.failed));
  };

  const [fund, funding] = useMutation<MilestoneRowFundMutation>(graphql`
    mutation MilestoneRowFundMutation($input: FundMilestoneInput!) {
      fundMilestone(input: $input) {
        __typename
        ... on MutationFundMilestoneSuccess {
          data {
            payUrl
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [start, starting] = useMutation<MilestoneRowStartMutation>(graphql`
    mutation MilestoneRowStartMutation($input: StartMilestoneInput!) {
      startMilestone(input: $input) {
        __typename
        ... on MutationStartMilestoneSuccess {
          data {
            ...MilestoneRow_milestone
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [submit, submitting] = useMutation<MilestoneRowSubmitMutation>(graphql`
    mutation MilestoneRowSubmitMutation($input: SubmitMilestoneInput!) {
      submitMilestone(input: $input) {
        __typename
        ... on MutationSubmitMilestoneSuccess {
          data {
            ...MilestoneRow_milestone
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [approve, approving] = useMutation<MilestoneRowApproveMutation>(graphql`
    mutation MilestoneRowApproveMutation($input: ApproveMilestoneInput!) {
      approveMilestone(input: $input) {
        __typename
        ... on MutationApproveMilestoneSuccess {
          data {
            ...MilestoneRow_milestone
            contract {
              status
            }
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [changes, asking] = useMutation<MilestoneRowChangesMutation>(graphql`
    mutation MilestoneRowChangesMutation($input: MilestoneReasonInput!) {
      requestMilestoneChanges(input: $input) {
        __typename
        ... on MutationRequestMilestoneChangesSuccess {
          data {
            ...MilestoneRow_milestone
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [dispute, disputing] = useMutation<MilestoneRowDisputeMutation>(graphql`
    mutation MilestoneRowDisputeMutation($input: DisputeMilestoneInput!) {
      disputeMilestone(input: $input) {
        __typename
        ... on MutationDisputeMilestoneSuccess {
          data {
            ...MilestoneRow_milestone
          }
        }
        ... on ValidationError {
          fields {
            path
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [answerDispute, answering] = useMutation<MilestoneRowAnswerDisputeMutation>(graphql`
    mutation MilestoneRowAnswerDisputeMutation($input: AnswerMilestoneDisputeInput!) {
      answerMilestoneDispute(input: $input) {
        __typename
        ... on MutationAnswerMilestoneDisputeSuccess {
          data {
            ...MilestoneRow_milestone
          }
        }
        ... on ValidationError {
          fields {
            path
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [refund, refunding] = useMutation<MilestoneRowRefundMutation>(graphql`
    mutation MilestoneRowRefundMutation($input: RequestMilestoneRefundInput!) {
      requestMilestoneRefund(input: $input) {
        __typename
        ... on MutationRequestMilestoneRefundSuccess {
          data {
            ...MilestoneRow_milestone
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [answerRefund, answeringRefund] = useMutation<MilestoneRowAnswerRefundMutation>(graphql`
    mutation MilestoneRowAnswerRefundMutation($input: AnswerMilestoneRefundInput!) {
      answerMilestoneRefund(input: $input) {
        __typename
        ... on MutationAnswerMilestoneRefundSuccess {
          data {
            ...MilestoneRow_milestone
            contract {
              status
            }
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [resolve, resolving] = useMutation<MilestoneRowResolveMutation>(graphql`
    mutation MilestoneRowResolveMutation($input: ResolveMilestoneDisputeInput!) {
      resolveMilestoneDispute(input: $input) {
        __typename
        ... on MutationResolveMilestoneDisputeSuccess {
          data {
            ...MilestoneRow_milestone
            contract {
              status
            }
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const busy =
    funding ||
    starting ||
    submitting ||
    approving ||
    asking ||
    disputing ||
    answering ||
    refunding ||
    answeringRefund ||
    resolving;

  const client = role === 'CLIENT';
  const collaborator = role === 'COLLABORATOR';
  const s = ms.status;
  const held = ms.heldRials;
  const otherSideMayAnswer =
    s === 'DISPUTED' &&
    ms.disputeAnswer === null &&
    ((client && ms.disputedBy === 'COLLABORATOR') || (collaborator && ms.disputedBy === 'CLIENT'));
  const disputable =
    (client || collaborator) &&
    ['FUNDED', 'IN_PROGRESS', 'SUBMITTED', 'CHANGES_REQUESTED', 'REFUND_REQUESTED'].includes(s);
  const disputeReason = ms.disputeReason;
  const side = (who: string | null | undefined) =>
    intl.formatMessage(who === 'CLIENT' ? m.client : m.collaborator);

  /** The amount typed in the page's currency, in rials, if it is a whole amount from `min` to `max`. */
  const rialsOf = (min: number, max: number) => {
    const typed = Number(toAsciiDigits(amount).replace(/[^\d]/g, '') || 'NaN');
    const rials = Number.isFinite(typed) ? toRials(typed, locale) : NaN;
    const ok = Number.isFinite(rials) && rials >= min && rials <= max;
    setAmountProblem(ok ? null : intl.formatMessage(m.amountInvalid, { max: money(max) }));
    return ok ? rials : null;
  };

  const open = (next: Form) => {
    setEvidence([]);
    text.setValue('');
    text.setProblem(null);
    setAmount('');
    setAmountProblem(null);
    setForm(next);
  };

  const send = () => {
    const input = { id: ms.id };
    if (form === 'part') {
      const part = rialsOf(1, held);
      if (part === null) return;
      return approve({
        variables: { input: { ...input, amountRials: part } },
        onCompleted: ({ approveMilestone: r }) => answered(r),
        onError: failed,
      });
    }
    if (form === 'resolve') {
      const released = rialsOf(0, held);
      if (!text.check() || released === null) return;
      return resolve({
        variables: { input: { ...input, releasedRials: released, reason: text.value.trim() } },
        onCompleted: ({ resolveMilestoneDispute: r }) => answered(r),
        onError: failed,
      });
    }
    if (!text.check()) return;
    const words = text.value.trim();
    const done = { onError: failed };
    if (form === 'submit')
      submit({
        variables: { input: { ...input, note: words } },
        onCompleted: ({ submitMilestone: r }) => answered(r),
        ...done,
      });
    if (form === 'changes')
      changes({
        variables: { input: { ...input, reason: words } },
        onCompleted: ({ requestMilestoneChanges: r }) => answered(r),
        ...done,
      });
    if (form === 'dispute')
      dispute({
        variables: { input: { ...input, reason: words, evidence } },
        onCompleted: ({ disputeMilestone: r }) => answered(r),
        ...done,
      });
    if (form === 'answer')
      answerDispute({
        variables: { input: { ...input, reason: words, evidence } },
        onCompleted: ({ answerMilestoneDispute: r }) => answered(r),
        ...done,
      });
    if (form === 'refund')
      refund({
        variables: { input: { ...input, reason: words } },
        onCompleted: ({ requestMilestoneRefund: r }) => answered(r),
        ...done,
      });
    if (form === 'declineRefund')
      answerRefund({
        variables: { input: { ...input, agree: false, reason: words } },
        onCompleted: ({ answerMilestoneRefund: r }) => answered(r),
        ...done,
      });
  };

  const formLabels: Record<Form, MessageDescriptor> = {
    submit: m.submitLabel,
    changes: m.changesLabel,
    dispute: m.disputeLabel,
    answer: m.answerLabel,
    refund: m.refundLabel,
    declineRefund: m.declineLabel,
    part: m.partLabel,
    resolve: m.decisionLabel,
  };
  const button = (label: string, onClick: () => void, primary = false) => (
    <button
      type="button"
      className={primary ? primaryButtonClass : secondaryButtonClass}
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const actions = [
    client && ms.viewerCanFund
      ? button(
          intl.formatMessage(m.fund, { amount: money(ms.amountRials) }),
          () =>
            fund({
              variables: { input: { milestoneId: ms.id } },
              onCompleted: ({ fundMilestone: r }) => {
                const payUrl = r.__typename === 'MutationFundMilestoneSuccess' ? r.data?.payUrl : null;
                if (payUrl) window.location.assign(payUrl);
                else toast.error(intl.formatMessage(m.changed));
              },
              onError: failed,
            }),
          true,
        )
      : null,
    collaborator && (s === 'FUNDED' || s === 'CHANGES_REQUESTED')
      ? button(intl.formatMessage(m.start), () =>
          start({
            variables: { input: { id: ms.id } },
            onCompleted: ({ startMilestone: r }) => answered(r),
            onError: failed,
          }),
        )
      : null,
    collaborator && ['FUNDED', 'IN_PROGRESS', 'CHANGES_REQUESTED'].includes(s)
      ? button(intl.formatMessage(m.submit), () => open('submit'), true)
      : null,
    client && s === 'SUBMITTED'
      ? button(
          intl.formatMessage(m.approve, { amount: money(held) }),
          () =>
            approve({
              variables: { input: { id: ms.id } },
              onCompleted: ({ approveMilestone: r }) => answered(r),
              onError: failed,
            }),
          true,
        )
      : null,
    client && s === 'SUBMITTED' ? button(intl.formatMessage(m.approvePart), () => open('part')) : null,
    client && s === 'SUBMITTED' ? button(intl.formatMessage(m.requestChanges), () => open('changes')) : null,
    client && (s === 'FUNDED' || s === 'IN_PROGRESS')
      ? button(intl.formatMessage(m.requestRefund), () => open('refund'))
      : null,
    collaborator && s === 'REFUND_REQUESTED'
      ? button(
          intl.formatMessage(m.agreeRefund, { amount: money(held) }),
          () =>
            answerRefund({
              variables: { input: { id: ms.id, agree: true } },
              onCompleted: ({ answerMilestoneRefund: r }) => answered(r),
              onError: failed,
            }),
          true,
        )
      : null,
    collaborator && s === 'REFUND_REQUESTED'
      ? button(intl.formatMessage(m.declineRefund), () => open('declineRefund'))
      : null,
    otherSideMayAnswer ? button(intl.formatMessage(m.answerDispute), () => open('answer'), true) : null,
    disputable ? button(intl.formatMessage(m.dispute), () => open('dispute')) : null,
    admin && s === 'DISPUTED' ? button(intl.formatMessage(m.decide), () => open('resolve'), true) : null,
  ].filter(Boolean);

  const withAmount = form === 'part' || form === 'resolve';
  const withText = form !== null && form !== 'part';
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={`${id}-title`} className="font-semibold text-slate-900" dir="auto">
          {intl.formatMessage(m.milestoneHeading, { n: intl.formatNumber(ms.position), title: ms.title })}
        </h4>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {intl.formatMessage(milestoneStatusMessages[s as keyof typeof milestoneStatusMessages] ?? m.failed)}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {intl.formatList(
          [
            money(ms.amountRials),
            ...(held > 0 ? [intl.formatMessage(m.held, { amount: money(held) })] : []),
            ...(ms.releasedRials > 0 && ms.refundedRials > 0
              ? [
                  intl.formatMessage(m.moved, {
                    released: money(ms.releasedRials),
                    refunded: money(ms.refundedRials),
                  }),
                ]
              : ms.releasedRials > 0
                ? [intl.formatMessage(m.released, { amount: money(ms.releasedRials) })]
                : ms.refundedRials > 0
                  ? [intl.formatMessage(m.refunded, { amount: money(ms.refundedRials) })]
                  : []),
          ],
          { type: 'unit', style: 'short' },
        )}
      </p>
      {s === 'SUBMITTED' && ms.reviewEndsAt ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage(client ? m.reviewUntil : m.paidOn, { date: deadline(ms.reviewEndsAt) })}
        </p>
      ) : null}
      {ms.submissionNote && s !== 'RELEASED' ? (
        <p className="whitespace-pre-line rounded-lg bg-teal-50 p-3 text-sm text-slate-800" dir="auto">
          <span className="me-1 font-semibold">{intl.formatMessage(m.submission)}</span>
          {ms.submissionNote}
        </p>
      ) : null}
      {ms.disputedBy && disputeReason ? (
        <div className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p dir="auto">
            <span className="me-1 font-semibold">
              {intl.formatMessage(m.disputeBy, { side: side(ms.disputedBy) })}
            </span>
            {disputeReason}
          </p>
          {ms.disputeAnswer ? (
            <p dir="auto">
              <span className="me-1 font-semibold">{intl.formatMessage(m.answer)}</span>
              {ms.disputeAnswer}
            </p>
          ) : s === 'DISPUTED' && ms.disputeRespondBy ? (
            <p>{intl.formatMessage(m.answerBy, { date: deadline(ms.disputeRespondBy) })}</p>
          ) : null}
          <EvidenceList evidence={ms.evidence} />
          {ms.disputeLoser ? <p>{intl.formatMessage(m.lost, { side: side(ms.disputeLoser) })}</p> : null}
        </div>
      ) : null}
      {actions.length > 0 ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      {form ? (
        <div className="space-y-2 rounded-lg border border-slate-200 p-3">
          {withAmount ? (
            <>
              <label htmlFor={`${id}-amount`} className="block text-sm font-semibold text-slate-800">
                {intl.formatMessage(form === 'part' ? m.partLabel : m.toCollaboratorLabel, {
                  max: money(held),
                })}
              </label>
              <input
                id={`${id}-amount`}
                inputMode="numeric"
                dir="ltr"
                value={amount}
                placeholder={String(fromRials(held, locale))}
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={amountProblem ? true : undefined}
                aria-describedby={amountProblem ? `${id}-amount-problem` : undefined}
                className={inputClass}
              />
              {amountProblem ? (
                <p id={`${id}-amount-problem`} role="alert" className="text-sm font-medium text-red-700">
                  {amountProblem}
                </p>
              ) : null}
            </>
          ) : null}
          {withText ? (
            <TextAreaField
              id={`${id}-text`}
              label={intl.formatMessage(formLabels[form])}
              value={text.value}
              onChange={text.setValue}
              rows={3}
              maxLength={form === 'submit' ? C.submissionMax : C.reasonMax}
              problem={text.problem}
            />
          ) : null}
          {form === 'dispute' || form === 'answer' ? (
            <EvidencePicker
              files={evidence}
              onChange={setEvidence}
              onUploading={setUploading}
              disabled={busy}
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButtonClass} disabled={busy || uploading} onClick={send}>
              {intl.formatMessage(form === 'part' ? m.releasePart : form === 'resolve' ? m.decide : m.send)}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setForm(null)}>
              {intl.formatMessage(m.cancel)}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
