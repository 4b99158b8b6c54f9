import { collaboratorLimits as L } from '@platform/rules/collaborators-limits';
import { toAsciiDigits } from '@platform/rules/digits';
import { currencyLabel, toRials } from '@platform/rules/money';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { ContactRequestFieldsMutation } from '../../__generated__/ContactRequestFieldsMutation.graphql';
import type { ContactRequestFieldsPoolMutation } from '../../__generated__/ContactRequestFieldsPoolMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { toast } from '../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { localDayKey, type DayKey } from '../../ui/calendarDays';
import { DayPicker } from '../../ui/DayPicker';
import { contactMessages as m } from './messages';

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600';
const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-slate-800';

type Problems = Partial<Record<'subject' | 'message' | 'budget' | 'deadline', string>>;

/** What either mutation answers. */
type Outcome = {
  readonly __typename: string;
  readonly code?: string;
  readonly fields?: readonly { readonly path: string }[];
};

/**
 * The contact request's fields, loaded when someone opens the form (the calendar's selects are not part of the
 * profile's first load): a subject, the message, a budget in the language's currency, a deadline on the reader's
 * calendar; checked as the server checks them, then sent.
 */
export function ContactRequestFields({
  to,
  onSent,
  onCancel,
}: {
  /** A collaborator's profile, or a résumé found in the talent pool. */
  to: { collaboratorId: string } | { resumeId: string };
  onSent: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const formId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [budget, setBudget] = useState('');
  const [deadline, setDeadline] = useState<DayKey | ''>('');
  const [problems, setProblems] = useState<Problems>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const range = useMemo(() => {
    const today = new Date();
    return { first: localDayKey(today), last: localDayKey(new Date(today.getTime() + 730 * 86_400_000)) };
  }, []);
  const [commit, isPending] = useMutation<ContactRequestFieldsMutation>(graphql`
    mutation ContactRequestFieldsMutation($input: SendContactRequestInput!) {
      sendContactRequest(input: $input) {
        __typename
        ... on BaseError {
          code
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
      }
    }
  `);
  const [commitToPool, isSendingToPool] = useMutation<ContactRequestFieldsPoolMutation>(graphql`
    mutation ContactRequestFieldsPoolMutation($input: SendTalentPoolRequestInput!) {
      sendTalentPoolRequest(input: $input) {
        __typename
        ... on BaseError {
          code
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
      }
    }
  `);
  const subjectProblem = intl.formatMessage(m.subjectProblem, { min: L.subjectMin, max: L.subjectMax });
  const messageProblem = intl.formatMessage(m.messageProblem, { min: L.messageMin, max: L.messageMax });
  function send(event: FormEvent) {
    event.preventDefault();
    const digits = toAsciiDigits(budget).replace(/[^\d]/g, '');
    const found: Problems = {};
    if (subject.trim().length < L.subjectMin || subject.trim().length > L.subjectMax)
      found.subject = subjectProblem;
    if (message.trim().length < L.messageMin || message.trim().length > L.messageMax)
      found.message = messageProblem;
    if (budget.trim() && (!digits || Number(digits) <= 0)) found.budget = intl.formatMessage(m.budgetProblem);
    setProblems(found);
    setFormProblem(null);
    if (Object.keys(found).length) return;
    const failed = () => {
      setFormProblem(intl.formatMessage(m.failed));
      toast.error(intl.formatMessage(m.failed));
    };
    const values = {
      subject: subject.trim(),
      message: message.trim(),
      budgetRials: digits ? toRials(Number(digits), locale) : null,
      deadline: deadline || null,
    };
    const answered = (result: Outcome) => {
      if (
        result.__typename === 'MutationSendContactRequestSuccess' ||
        result.__typename === 'MutationSendTalentPoolRequestSuccess'
      ) {
        toast.success(intl.formatMessage(m.sent));
        onSent();
      } else if (result.__typename === 'ValidationError') {
        const server: Problems = {};
        for (const { path: where } of result.fields ?? []) {
          if (where === 'input.subject') server.subject = subjectProblem;
          else if (where === 'input.message') server.message = messageProblem;
          else if (where === 'input.budgetRials') server.budget = intl.formatMessage(m.budgetProblem);
          else if (where === 'input.deadline') server.deadline = intl.formatMessage(m.deadlineProblem);
        }
        setProblems(server);
      } else if (result.code === 'REQUEST_OPEN') setFormProblem(intl.formatMessage(m.alreadyOpen));
      else failed();
    };
    if ('resumeId' in to)
      commitToPool({
        variables: { input: { resumeId: to.resumeId, ...values } },
        onCompleted: ({ sendTalentPoolRequest }) => answered(sendTalentPoolRequest),
        onError: failed,
      });
    else
      commit({
        variables: { input: { collaboratorId: to.collaboratorId, ...values } },
        onCompleted: ({ sendContactRequest }) => answered(sendContactRequest),
        onError: failed,
      });
  }
  const problem = (key: keyof Problems) =>
    problems[key] ? (
      <span id={`${formId}-${key}-problem`} className="text-sm font-medium text-red-700">
        {problems[key]}
      </span>
    ) : null;
  const described = (key: keyof Problems) => ({
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problems[key] ? `${formId}-${key}-problem` : undefined,
  });
  return (
    <form onSubmit={send} noValidate className="space-y-4">
      {formProblem ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {formProblem}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label className={labelClass}>
          {intl.formatMessage(m.subject)}
          <input
            name="subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={L.subjectMax}
            dir="auto"
            className={fieldClass}
            {...described('subject')}
          />
        </label>
        {problem('subject')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label className={labelClass}>
          {intl.formatMessage(m.message)}
          <textarea
            name="message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={5}
            maxLength={L.messageMax}
            dir="auto"
            className={fieldClass}
            {...described('message')}
          />
        </label>
        {problem('message')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label className={labelClass}>
            {intl.formatMessage(m.budget, { currency: currencyLabel[locale] })}
            <input
              name="budget"
              value={budget}
              onChange={(e) => setBudget(e.target.value)}
              inputMode="numeric"
              dir="ltr"
              className={`${fieldClass} text-start`}
              {...described('budget')}
            />
          </label>
          {problem('budget')}
        </div>
        <DayPicker
          name="deadline"
          label={intl.formatMessage(m.deadline)}
          value={deadline}
          onChange={setDeadline}
          first={range.first}
          last={range.last}
          emptyLabel={intl.formatMessage(m.noDeadline)}
          error={problems.deadline}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={isPending || isSendingToPool}>
          {intl.formatMessage(isPending || isSendingToPool ? m.sending : m.send)}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </form>
  );
}
