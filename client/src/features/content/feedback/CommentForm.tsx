import { feedbackLimits } from '@platform/rules/feedback-limits';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CommentFormMutation } from '../../../__generated__/CommentFormMutation.graphql';
import { toast } from '../../../app/toast';
import { primaryButtonClass } from '../../../ui/buttons';
import { validate } from '../../../ui/fieldErrors';
import { CaptchaNote } from '../CaptchaNote';
import { Field, fieldClass, Honeypot, invalidProps } from '../Field';
import { feedbackRules } from '../formRules';
import { FormAlert, SentNote, useSendingForm } from '../sendingForm';
import { useCaptcha } from '../useCaptcha';
import { commentErrorText } from './feedbackProblems';
import { commentMessages as m } from './messages';

const inputs = {
  name: { type: 'text', autoComplete: 'name', maxLength: feedbackLimits.nameMax, ltr: false },
  email: { type: 'email', autoComplete: 'email', maxLength: feedbackLimits.emailMax, ltr: true },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40, ltr: true },
  website: { type: 'url', autoComplete: 'url', maxLength: feedbackLimits.websiteMax, ltr: true },
} as const;

/** Sends a comment on a service or an article (§3, §5): saved, and shown once an admin has published it. */
export function CommentForm({ itemId }: { itemId: string }) {
  const intl = useIntl();
  const captcha = useCaptcha();
  const empty = { name: '', email: '', phone: '', website: '', text: '' };
  const [values, setValues] = useState(empty);
  const [homepage, setHomepage] = useState('');
  const [sent, setSent] = useState(false);
  const form = useSendingForm({
    rules: feedbackRules,
    captcha,
    failed: m.failed,
    errorText: commentErrorText,
    summary: m.fixErrors,
  });
  const { errorOf } = form;
  const [commit] = useMutation<CommentFormMutation>(graphql`
    mutation CommentFormMutation($input: AddCommentInput!) {
      addComment(input: $input) {
        __typename
        ... on MutationAddCommentSuccess {
          data {
            receivedAt
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = {
      name: values.name,
      email: values.email || null,
      phone: values.phone || null,
      website: values.website || null,
      text: values.text,
    };
    if (!(await form.check((rules) => validate(rules.commentRules, fields)))) return;
    commit({
      variables: { input: { itemId, ...fields, captcha: captcha.solution, homepage: homepage || null } },
      onCompleted: ({ addComment }) =>
        form.answered(addComment, () => {
          setSent(true);
          setValues(empty);
          toast.success(intl.formatMessage(m.sent));
        }),
      onError: () => form.fail(),
    });
  }

  if (sent) return <SentNote>{intl.formatMessage(m.sent)}</SentNote>;

  const input = (field: keyof typeof inputs) => {
    const id = `comment-${field}`;
    const spec = inputs[field];
    return (
      <Field id={id} label={intl.formatMessage(m[field])} error={errorOf(field)}>
        <input
          id={id}
          name={field}
          type={spec.type}
          dir={spec.ltr ? 'ltr' : undefined}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          className={spec.ltr ? `${fieldClass} text-start` : fieldClass}
          {...invalidProps(id, errorOf(field))}
        />
      </Field>
    );
  };

  return (
    <form
      onSubmit={submit}
      onFocus={form.prepare}
      onPointerDown={form.prepare}
      noValidate
      aria-labelledby="comment-form-title"
      className="space-y-4"
    >
      <h3 id="comment-form-title" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(m.formTitle)}
      </h3>
      <FormAlert message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name')}
        {input('website')}
        {input('email')}
        {input('phone')}
      </div>
      <p className="text-xs text-slate-500">{intl.formatMessage(m.contactHint)}</p>
      <Field id="comment-text" label={intl.formatMessage(m.text)} error={errorOf('text')}>
        <textarea
          id="comment-text"
          name="text"
          rows={4}
          maxLength={feedbackLimits.textMax}
          value={values.text}
          onChange={(e) => setValues((v) => ({ ...v, text: e.target.value }))}
          className={fieldClass}
          {...invalidProps('comment-text', errorOf('text'))}
        />
      </Field>
      <Honeypot id="comment-homepage" name="homepage" value={homepage} onChange={setHomepage} />
      <CaptchaNote captcha={captcha} />
      <button type="submit" disabled={form.sending} className={primaryButtonClass}>
        {intl.formatMessage(form.sending ? m.sending : m.send)}
      </button>
    </form>
  );
}
