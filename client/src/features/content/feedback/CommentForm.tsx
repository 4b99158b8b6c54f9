import { feedbackLimits } from '@platform/rules/feedback-limits';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CommentFormMutation } from '../../../__generated__/CommentFormMutation.graphql';
import { toast } from '../../../app/toast';
import { primaryButtonClass } from '../../../ui/buttons';
import { serverFieldErrors, validate } from '../../../ui/fieldErrors';
import { CaptchaNote } from '../CaptchaNote';
import { Field, fieldClass, Honeypot, invalidProps } from '../Field';
import { feedbackRules, prepareFormRules } from '../formRules';
import { useCaptcha } from '../useCaptcha';
import { useFeedbackProblems } from './feedbackProblems';
import { commentMessages as m } from './messages';

type Stage = 'idle' | 'submitting' | 'sent';

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
  const [stage, setStage] = useState<Stage>('idle');
  const { formError, setFormError, errorOf, show, clear } = useFeedbackProblems(captcha, 'comment');
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

  function failed() {
    const message = intl.formatMessage(m.failed);
    setFormError(message);
    toast.error(message);
    setStage('idle');
  }

  const prepare = () => {
    prepareFormRules(feedbackRules);
    captcha.start();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage === 'submitting') return;
    let rules;
    try {
      rules = await feedbackRules();
    } catch {
      return failed();
    }
    const fields = {
      name: values.name,
      email: values.email || null,
      phone: values.phone || null,
      website: values.website || null,
      text: values.text,
    };
    const problems = validate(rules.commentRules, fields);
    if (problems) return show(problems);
    if (captcha.status !== 'skipped' && !captcha.solution) return show({ captcha: 'CAPTCHA_REQUIRED' });
    clear();
    setStage('submitting');
    commit({
      variables: { input: { itemId, ...fields, captcha: captcha.solution, homepage: homepage || null } },
      onCompleted: ({ addComment }) => {
        captcha.renew();
        if (addComment.__typename === 'ValidationError') {
          setStage('idle');
          show(serverFieldErrors(addComment.problems));
        } else if (addComment.__typename === 'MutationAddCommentSuccess') {
          setStage('sent');
          setValues(empty);
          toast.success(intl.formatMessage(m.sent));
        } else failed();
      },
      onError: failed,
    });
  }

  if (stage === 'sent')
    return (
      <p
        role="status"
        className="rounded-lg border border-teal-200 bg-teal-50 p-4 font-semibold text-teal-900"
      >
        {intl.formatMessage(m.sent)}
      </p>
    );

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
      onFocus={prepare}
      onPointerDown={prepare}
      noValidate
      aria-labelledby="comment-form-title"
      className="space-y-4"
    >
      <h3 id="comment-form-title" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(m.formTitle)}
      </h3>
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}
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
      <button type="submit" disabled={stage === 'submitting'} className={primaryButtonClass}>
        {intl.formatMessage(stage === 'submitting' ? m.sending : m.send)}
      </button>
    </form>
  );
}
