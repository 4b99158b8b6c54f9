import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { fieldErrors_validationError$key } from '../../__generated__/fieldErrors_validationError.graphql';
import { toast } from '../../app/toast';
import { primaryButtonClass } from '../../ui/buttons';
import { serverFieldErrors, type FieldErrors } from '../../ui/fieldErrors';
import { CaptchaNote } from './CaptchaNote';
import { Honeypot } from './Field';
import { formErrorText, isCaptchaCode } from './formErrors';
import { prepareFormRules } from './formRules';
import { contactMessages } from './messages';
import { useCaptcha } from './useCaptcha';

/** The answer of a form's mutation: a success (`Mutation…Success`), a ValidationError, or another coded error. */
interface Answer {
  __typename: string;
  problems?: fieldErrors_validationError$key | null;
}

interface Options<Rules, Values> {
  /** The fields' values when the form opens (text fields; a form keeps other kinds of value itself). */
  initial: Values;
  /** The rules module, fetched on the form's first focus or touch (`formRules`, `feedbackRules`). */
  rules: () => Promise<Rules>;
  /** What the line above the form and the toast say when the form could not be sent. */
  failed: MessageDescriptor;
  /** A field's problem code in the person's words; the contact forms' by default. */
  errorText?: (intl: IntlShape, code: string | undefined) => string | undefined;
  /** The line above the form when fields are refused; by default it asks to fill the required or fix the rest. */
  summary?: MessageDescriptor;
}

/**
 * What the contact, cooperation, course, comment and testimonial forms share: their fields' values, the honeypot and
 * the captcha; the rules and the captcha started on the first focus or touch; on sending, the same check the server
 * applies and the captcha's solution, then the server's answer — each field's problem under it and a line above the
 * form that sums them up (the captcha's own words when it is the only problem, since it has no field), or the form's
 * success. A captcha that was refused, or failed, is solved afresh, and so is every captcha a send used (a solution
 * is accepted once).
 */
export function useSendingForm<Rules, Values extends Record<string, string>>({
  initial,
  rules,
  failed,
  errorText = formErrorText,
  summary,
}: Options<Rules, Values>) {
  const intl = useIntl();
  const captcha = useCaptcha();
  const [values, setValues] = useState(initial);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function showProblems(problems: FieldErrors) {
    setErrors(problems);
    const captchaCode = problems.captcha;
    if (isCaptchaCode(captchaCode) && (captchaCode !== 'CAPTCHA_REQUIRED' || captcha.status === 'failed'))
      captcha.renew();
    const missing = Object.values(problems).includes('REQUIRED');
    const general: MessageDescriptor =
      summary ?? (missing ? contactMessages.missingRequired : contactMessages.fixErrors);
    setFormError(
      isCaptchaCode(captchaCode) && Object.keys(problems).length === 1
        ? errorText(intl, captchaCode)!
        : intl.formatMessage(general),
    );
  }

  function fail(message = intl.formatMessage(failed)) {
    setFormError(message);
    toast.error(message);
    setSending(false);
  }

  return {
    captcha,
    values,
    setValues,
    /** What a field's control takes from the form: its name, value, change handler and problem. */
    bind: (field: keyof Values & string) => ({
      name: field,
      value: values[field],
      onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
      error: errorText(intl, errors[field]),
    }),
    honeypot,
    setHoneypot,
    /** What every send carries against bots: the captcha's solution and the honeypot's value, if a bot filled it. */
    antiBot: () => ({ captcha: captcha.solution, honeypot: honeypot || null }),
    sending,
    formError,
    errorOf: (field: string) => errorText(intl, errors[field]),
    /** The form's first focus or touch: fetch the rules and start the captcha. */
    prepare() {
      prepareFormRules(rules);
      captcha.start();
    },
    fail,
    /**
     * Checks the fields with the rules (`check(rules)` returns the problems, or null) and the captcha; true when the
     * form may be sent, and it is then sending. False while a send is under way.
     */
    async check(check: (rules: Rules) => FieldErrors | null): Promise<boolean> {
      if (sending) return false;
      setSending(true);
      let loaded: Rules;
      try {
        loaded = await rules();
      } catch {
        fail();
        return false;
      }
      const refused =
        check(loaded) ??
        (captcha.status !== 'skipped' && !captcha.solution ? { captcha: 'CAPTCHA_REQUIRED' } : null);
      if (refused) {
        setSending(false);
        showProblems(refused);
        return false;
      }
      setErrors({});
      setFormError(null);
      return true;
    },
    /** The server's answer: its problems under the fields, `onSuccess` for a success, the failure otherwise. */
    answered(answer: Answer, onSuccess: () => void) {
      captcha.renew();
      setSending(false);
      if (answer.__typename === 'ValidationError') showProblems(serverFieldErrors(answer.problems));
      else if (answer.__typename.startsWith('Mutation') && answer.__typename.endsWith('Success')) onSuccess();
      else fail();
    },
  };
}

type SendingFormState<Rules> = ReturnType<typeof useSendingForm<Rules, Record<string, string>>>;

/**
 * A sending form's frame: the form, which prepares on its first focus or touch and sends once `check` finds nothing
 * (`send` then commits it); the line above the fields, the honeypot, the captcha's note and the send button, which
 * says the form is sending while it is.
 */
export function SendingForm<Rules>({
  form,
  check,
  send,
  labels,
  honeypot,
  heading,
  label,
  className = 'space-y-5',
  children,
}: {
  form: Pick<
    SendingFormState<Rules>,
    'check' | 'prepare' | 'formError' | 'honeypot' | 'setHoneypot' | 'captcha' | 'sending'
  >;
  check: (rules: Rules) => FieldErrors | null;
  send: () => void;
  labels: { send: MessageDescriptor; sending: MessageDescriptor };
  /** The honeypot's id, and its name where the form has a real `website` field. */
  honeypot: { id: string; name?: string };
  /** A title the form is named by, shown above it. */
  heading?: { id: string; text: string };
  /** The form's name when it has no title of its own. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.check(check).then((ready) => {
          if (ready) send();
        });
      }}
      onFocus={form.prepare}
      onPointerDown={form.prepare}
      noValidate
      aria-labelledby={heading?.id}
      aria-label={label}
      className={className}
    >
      {heading ? (
        <h3 id={heading.id} className="text-lg font-bold text-slate-900">
          {heading.text}
        </h3>
      ) : null}
      <FormAlert message={form.formError} />
      {children}
      <Honeypot {...honeypot} value={form.honeypot} onChange={form.setHoneypot} />
      <CaptchaNote captcha={form.captcha} />
      <button type="submit" disabled={form.sending} className={primaryButtonClass}>
        {intl.formatMessage(form.sending ? labels.sending : labels.send)}
      </button>
    </form>
  );
}

/** The line above a form that says what stops it. */
function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  ) : null;
}

/** What a form says once it was sent, and the button that offers another, when there is one. */
export function SentNote({
  children,
  another,
  className = '',
}: {
  children: ReactNode;
  another?: { label: string; onClick: () => void };
  className?: string;
}) {
  return (
    <div className={`rounded-lg border border-teal-200 bg-teal-50 p-4 ${className}`}>
      <p role="status" className="font-semibold text-teal-900">
        {children}
      </p>
      {another ? (
        <button
          type="button"
          className="mt-3 font-semibold text-teal-800 underline"
          onClick={another.onClick}
        >
          {another.label}
        </button>
      ) : null}
    </div>
  );
}
