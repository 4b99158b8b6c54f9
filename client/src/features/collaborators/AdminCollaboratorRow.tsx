import { collaboratorLimits } from '@platform/rules/collaborators-limits';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminCollaboratorRow_collaborator$key } from '../../__generated__/AdminCollaboratorRow_collaborator.graphql';
import type { AdminCollaboratorRowSuspendMutation } from '../../__generated__/AdminCollaboratorRowSuspendMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { toast } from '../../app/toast';
import { dangerButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { ReasonForm, useReasonForm } from '../../ui/ReasonForm';
import { adminMessages as m, stateMessages } from './messages';

const stateClass: Record<string, string> = {
  PUBLISHED: 'bg-emerald-50 text-emerald-800',
  SUSPENDED: 'bg-red-50 text-red-800',
};

/** One profile in the admins' list: whose, its state and last change; suspending it with a reason, or lifting it. */
export function AdminCollaboratorRow({
  collaborator,
}: {
  collaborator: AdminCollaboratorRow_collaborator$key;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const c = useFragment(
    graphql`
      fragment AdminCollaboratorRow_collaborator on Collaborator {
        id
        path
        displayName
        state
        suspendedAt
        suspendedReason
        updatedAt
        readerWords {
          locale
          headline
        }
      }
    `,
    collaborator,
  );
  const [commit, isPending] = useMutation<AdminCollaboratorRowSuspendMutation>(graphql`
    mutation AdminCollaboratorRowSuspendMutation($input: SuspendCollaboratorInput!) {
      suspendCollaborator(input: $input) {
        __typename
        ... on MutationSuspendCollaboratorSuccess {
          data {
            ...AdminCollaboratorRow_collaborator
          }
        }
        ... on ValidationError {
          fields {
            code
          }
        }
      }
    }
  `);
  const suspending = useReasonForm({
    maxLength: collaboratorLimits.reasonMax,
    required: intl.formatMessage(m.reasonRequired),
    tooLong: intl.formatMessage(m.reasonTooLong, { max: collaboratorLimits.reasonMax }),
    onReason: (reason) => send(true, reason),
  });
  const state = c.state ?? 'DRAFT';
  const failed = () => void toast.error(intl.formatMessage(m.failed));

  function send(suspend: boolean, why: string | null) {
    commit({
      variables: { input: { id: c.id, suspend, reason: why } },
      onCompleted: ({ suspendCollaborator: result }) => {
        if (result.__typename === 'MutationSuspendCollaboratorSuccess') {
          suspending.done();
          toast.success(intl.formatMessage(suspend ? m.suspended : m.liftedDone));
        } else if (result.__typename === 'ValidationError') {
          suspending.setProblem(
            intl.formatMessage(
              result.fields?.some((f) => f.code === 'REASON_TOO_LONG') ? m.reasonTooLong : m.reasonRequired,
              { max: collaboratorLimits.reasonMax },
            ),
          );
        } else failed();
      },
      onError: failed,
    });
  }

  return (
    <article
      aria-label={c.displayName}
      data-admin-collaborator={state}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Link to={localePath(locale, c.path)} className="font-semibold text-teal-700 hover:underline">
            <bdi>{c.displayName}</bdi>
          </Link>
          {c.readerWords ? (
            <p lang={c.readerWords.locale} dir="auto" className="text-sm text-slate-700">
              {c.readerWords.headline}
            </p>
          ) : null}
          <p className="text-xs text-slate-500">
            {intl.formatMessage(m.updated, { date: intl.formatDate(c.updatedAt, { dateStyle: 'medium' }) })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${stateClass[state] ?? 'bg-slate-100 text-slate-700'}`}
        >
          {intl.formatMessage(stateMessages[state as keyof typeof stateMessages] ?? stateMessages.DRAFT)}
        </span>
      </div>
      {state === 'SUSPENDED' ? (
        <div className="space-y-3">
          <div className="rounded-xl bg-red-50/60 px-4 py-3 text-sm text-red-900">
            {c.suspendedAt ? (
              <p>
                {intl.formatMessage(m.suspendedOn, {
                  date: intl.formatDate(c.suspendedAt, { dateStyle: 'long' }),
                })}
              </p>
            ) : null}
            {c.suspendedReason ? (
              <p dir="auto">{intl.formatMessage(m.reasonShown, { reason: c.suspendedReason })}</p>
            ) : null}
          </div>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={isPending}
            onClick={() => send(false, null)}
          >
            {intl.formatMessage(m.lift)}
          </button>
        </div>
      ) : suspending.open ? (
        <ReasonForm
          title={intl.formatMessage(m.suspendTitle, { name: c.displayName })}
          label={intl.formatMessage(m.reason)}
          confirm={intl.formatMessage(m.confirm)}
          cancel={intl.formatMessage(m.cancel)}
          pending={isPending}
          {...suspending.form}
        />
      ) : (
        <button type="button" className={dangerButtonClass} onClick={suspending.start}>
          {intl.formatMessage(m.suspend)}
        </button>
      )}
    </article>
  );
}
