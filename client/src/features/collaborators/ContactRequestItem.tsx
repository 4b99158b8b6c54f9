import { collaboratorLimits as L } from '@platform/rules/collaborators-limits';
import { formatMoney } from '@platform/rules/money';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ContactRequestItem_request$key } from '../../__generated__/ContactRequestItem_request.graphql';
import type { ContactRequestItemDoneMutation } from '../../__generated__/ContactRequestItemDoneMutation.graphql';
import type { ContactRequestItemAnswerMutation } from '../../__generated__/ContactRequestItemAnswerMutation.graphql';
import type { WorkReviews_request$key } from '../../__generated__/WorkReviews_request.graphql';
import type { ContactRequestItemSeenMutation } from '../../__generated__/ContactRequestItemSeenMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { toast } from '../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { TextAreaField } from '../../ui/TextAreaField';
import { requestsMessages as m, requestStateMessages, workMessages as w } from './messages';
import { talentPoolMessages as p } from './talentPool/messages';
import { WorkReviews } from './WorkReviews';

const stateClass: Record<string, string> = {
  ACCEPTED: 'bg-emerald-50 text-emerald-800',
  COMPLETED: 'bg-teal-700 text-white',
  DECLINED: 'bg-red-50 text-red-800',
  EXPIRED: 'bg-slate-100 text-slate-600',
};

/**
 * One contact request in the panel: its subject, the other party, when, the budget and deadline, its state, the
 * message. A collaborator opening a waiting request marks it seen, and accepts (a conversation opens) or declines it
 * with a few words; an accepted one leads to its conversation, and each side marks the work done; completed, the two
 * review each other.
 */
export function ContactRequestItem({
  request,
  work,
}: {
  request: ContactRequestItem_request$key;
  /** The same request's reviews (a fragment of its own, which keeps the panel's query within the depth limit). */
  work: WorkReviews_request$key;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const r = useFragment(
    graphql`
      fragment ContactRequestItem_request on ContactRequest {
        id
        subject
        message
        budgetRials
        deadline
        state
        answer
        createdAt
        expiresAt
        viewerIsCollaborator
        conversationId
        viewerMarkedDone
        otherMarkedDone
        completedAt
        collaborator {
          id
          displayName
          path
        }
        sender {
          displayName
        }
        company {
          name
        }
        resume {
          document {
            headline
          }
        }
      }
    `,
    request,
  );
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [markSeen] = useMutation<ContactRequestItemSeenMutation>(graphql`
    mutation ContactRequestItemSeenMutation($id: ID!) {
      markContactRequestSeen(id: $id) {
        ... on MutationMarkContactRequestSeenSuccess {
          data {
            id
            state
          }
        }
      }
    }
  `);
  const [commit, isPending] = useMutation<ContactRequestItemAnswerMutation>(graphql`
    mutation ContactRequestItemAnswerMutation($input: AnswerContactRequestInput!) {
      answerContactRequest(input: $input) {
        __typename
        ... on MutationAnswerContactRequestSuccess {
          data {
            ...ContactRequestItem_request
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [commitDone, isMarking] = useMutation<ContactRequestItemDoneMutation>(graphql`
    mutation ContactRequestItemDoneMutation($id: ID!) {
      markContactRequestDone(id: $id) {
        __typename
        ... on MutationMarkContactRequestDoneSuccess {
          data {
            ...ContactRequestItem_request
            ...WorkReviews_request
          }
        }
      }
    }
  `);
  const waiting = r.state === 'SENT' || r.state === 'SEEN';
  const canAnswer = r.viewerIsCollaborator && waiting;

  function toggle() {
    if (!open && r.viewerIsCollaborator && r.state === 'SENT') markSeen({ variables: { id: r.id } });
    setOpen(!open);
  }

  function send(accept: boolean) {
    if (answer.trim().length > L.answerMax)
      return setProblem(intl.formatMessage(m.answerTooLong, { max: L.answerMax }));
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commit({
      variables: { input: { id: r.id, accept, answer: answer.trim() || null } },
      onCompleted: ({ answerContactRequest: result }) => {
        if (result.__typename === 'MutationAnswerContactRequestSuccess') setProblem(null);
        else if (result.__typename === 'ConflictError') setProblem(intl.formatMessage(m.closed));
        else failed();
      },
      onError: failed,
    });
  }

  function markDone() {
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commitDone({
      variables: { id: r.id },
      onCompleted: ({ markContactRequestDone: result }) => {
        if (result.__typename !== 'MutationMarkContactRequestDoneSuccess') failed();
      },
      onError: failed,
    });
  }

  // A request from the talent pool goes to a résumé's owner, whom its sender knows by the résumé's headline.
  const fromPool = r.collaborator === null;
  const headline = r.resume?.document?.headline || intl.formatMessage(p.untitled);
  const otherName = r.viewerIsCollaborator
    ? (r.sender.displayName ?? '')
    : (r.collaborator?.displayName ?? headline);
  const other = r.viewerIsCollaborator
    ? fromPool
      ? // A company's own account is often named after it: its name is then said once.
        r.company?.name && r.company.name !== otherName
        ? intl.formatMessage(p.fromPool, { name: otherName, company: r.company.name })
        : intl.formatMessage(p.fromPoolCompany, { company: r.company?.name ?? otherName })
      : intl.formatMessage(m.from, { name: otherName })
    : fromPool
      ? intl.formatMessage(p.toPool, { headline })
      : intl.formatMessage(m.to, { name: otherName });
  return (
    <article
      aria-labelledby={`${id}-subject`}
      data-contact-request={r.state}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={`${id}-subject`} className="font-bold text-slate-900">
            <button
              type="button"
              onClick={toggle}
              aria-expanded={open}
              className="text-start hover:underline"
              dir="auto"
            >
              {r.subject}
            </button>
          </h2>
          <p className="text-sm text-slate-600">
            {r.collaborator && !r.viewerIsCollaborator ? (
              <Link to={localePath(locale, r.collaborator.path)} className="text-teal-700 hover:underline">
                {other}
              </Link>
            ) : (
              other
            )}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
            <span>
              {intl.formatMessage(m.sentOn, { date: intl.formatDate(r.createdAt, { dateStyle: 'medium' }) })}
            </span>
            {r.budgetRials != null ? (
              <span>{intl.formatMessage(m.budget, { amount: formatMoney(r.budgetRials, locale) })}</span>
            ) : null}
            {r.deadline ? (
              <span>
                {intl.formatMessage(m.deadline, {
                  date: intl.formatDate(`${r.deadline}T12:00:00Z`, { dateStyle: 'medium' }),
                })}
              </span>
            ) : null}
            {waiting ? (
              <span>
                {intl.formatMessage(m.expires, {
                  date: intl.formatDate(r.expiresAt, { dateStyle: 'medium' }),
                })}
              </span>
            ) : null}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${stateClass[r.state] ?? 'bg-amber-50 text-amber-900'}`}
        >
          {intl.formatMessage(
            requestStateMessages[r.state as keyof typeof requestStateMessages] ?? requestStateMessages.SENT,
          )}
        </span>
      </div>
      {open ? (
        <p dir="auto" className="whitespace-pre-line rounded-xl bg-slate-50 p-4 text-slate-800">
          {r.message}
        </p>
      ) : null}
      {r.answer ? (
        <p dir="auto" className="text-sm text-slate-700">
          {intl.formatMessage(m.answerShown, { answer: r.answer })}
        </p>
      ) : null}
      {r.state === 'ACCEPTED' && !r.viewerIsCollaborator && r.collaborator?.id ? (
        <p className="flex flex-wrap gap-x-1 text-sm text-slate-700">
          <span>{intl.formatMessage(m.contractHint)}</span>
          <Link
            to={localePath(
              locale,
              `/panel/contracts/new?to=${encodeURIComponent(r.collaborator.id)}&request=${encodeURIComponent(r.id)}`,
            )}
            className="font-semibold text-teal-800 hover:underline"
          >
            {intl.formatMessage(m.proposeContract)}
          </Link>
        </p>
      ) : null}
      {r.state === 'ACCEPTED' || r.state === 'COMPLETED' ? (
        r.conversationId ? (
          <Link
            to={localePath(locale, `/panel/echoBox/${r.conversationId}`)}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(m.conversation)}
          </Link>
        ) : (
          <p className="text-sm text-slate-600">{intl.formatMessage(m.conversationOpening)}</p>
        )
      ) : null}
      {r.state === 'ACCEPTED' && !fromPool ? (
        <div className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          {r.viewerMarkedDone ? (
            <p>{intl.formatMessage(w.youMarked, { name: otherName })}</p>
          ) : (
            <>
              <p>
                {r.otherMarkedDone
                  ? intl.formatMessage(w.otherMarked, { name: otherName })
                  : intl.formatMessage(w.markDoneHint)}
              </p>
              <button type="button" className={primaryButtonClass} disabled={isMarking} onClick={markDone}>
                {intl.formatMessage(w.markDone)}
              </button>
            </>
          )}
        </div>
      ) : null}
      {r.state === 'COMPLETED' && r.completedAt ? (
        <>
          <p className="text-sm text-slate-600">
            {intl.formatMessage(w.completedOn, {
              date: intl.formatDate(r.completedAt, { dateStyle: 'medium' }),
            })}
          </p>
          <WorkReviews request={work} />
        </>
      ) : null}
      {canAnswer && open ? (
        <div className="space-y-3">
          <TextAreaField
            id={`${id}-answer`}
            label={intl.formatMessage(m.answerLabel)}
            value={answer}
            onChange={setAnswer}
            rows={2}
            maxLength={L.answerMax}
            problem={problem}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={isPending}
              onClick={() => send(true)}
            >
              {intl.formatMessage(m.accept)}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={isPending}
              onClick={() => send(false)}
            >
              {intl.formatMessage(m.decline)}
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
