import { feedbackLimits } from '@platform/rules/feedback-limits';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { TestimonialFormMutation } from '../../../__generated__/TestimonialFormMutation.graphql';
import { toast } from '../../../app/toast';
import { primaryButtonClass } from '../../../ui/buttons';
import { validate } from '../../../ui/fieldErrors';
import { RatingInput } from '../../../ui/Rating';
import { CaptchaNote } from '../CaptchaNote';
import { Field, fieldClass, Honeypot, invalidProps } from '../Field';
import { feedbackRules } from '../formRules';
import { FormAlert, SentNote, useSendingForm } from '../sendingForm';
import { useCaptcha } from '../useCaptcha';
import { testimonialErrorText } from './feedbackProblems';
import { commentMessages, testimonialMessages as m, ratingMessages } from './messages';

/** Sends a testimonial (§3): stored as submitted, published after an admin's review. */
export function TestimonialForm({ itemId }: { itemId: string | null }) {
  const intl = useIntl();
  const captcha = useCaptcha();
  const empty = { name: '', company: '', contact: '', text: '' };
  const [values, setValues] = useState(empty);
  const [rating, setRating] = useState<number | null>(null);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(false);
  const form = useSendingForm({
    rules: feedbackRules,
    captcha,
    failed: m.failed,
    errorText: testimonialErrorText,
    summary: commentMessages.fixErrors,
  });
  const { errorOf } = form;
  const [commit] = useMutation<TestimonialFormMutation>(graphql`
    mutation TestimonialFormMutation($input: SubmitTestimonialInput!) {
      submitTestimonial(input: $input) {
        __typename
        ... on MutationSubmitTestimonialSuccess {
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
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = { ...values, company: values.company || null, rating: rating ?? undefined };
    if (!(await form.check((rules) => validate(rules.testimonialRules, fields)))) return;
    commit({
      variables: {
        input: {
          itemId,
          name: values.name,
          company: values.company || null,
          contact: values.contact,
          rating: rating!,
          text: values.text,
          captcha: captcha.solution,
          website: website || null,
        },
      },
      onCompleted: ({ submitTestimonial }) =>
        form.answered(submitTestimonial, () => {
          setSent(true);
          setValues(empty);
          setRating(null);
          toast.success(intl.formatMessage(m.sent));
        }),
      onError: () => form.fail(),
    });
  }

  if (sent) return <SentNote>{intl.formatMessage(m.sent)}</SentNote>;

  return (
    <form
      onSubmit={submit}
      onFocus={form.prepare}
      onPointerDown={form.prepare}
      noValidate
      aria-labelledby="testimonial-form-title"
      className="space-y-4"
    >
      <h3 id="testimonial-form-title" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(m.formTitle)}
      </h3>
      <FormAlert message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="testimonial-name" label={intl.formatMessage(m.name)} error={errorOf('name')}>
          <input
            id="testimonial-name"
            name="name"
            autoComplete="name"
            maxLength={feedbackLimits.nameMax}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            className={fieldClass}
            {...invalidProps('testimonial-name', errorOf('name'))}
          />
        </Field>
        <Field id="testimonial-company" label={intl.formatMessage(m.company)} error={errorOf('company')}>
          <input
            id="testimonial-company"
            name="company"
            autoComplete="organization"
            maxLength={feedbackLimits.companyMax}
            value={values.company}
            onChange={(e) => set('company')(e.target.value)}
            className={fieldClass}
            {...invalidProps('testimonial-company', errorOf('company'))}
          />
        </Field>
        <Field id="testimonial-contact" label={intl.formatMessage(m.contact)} error={errorOf('contact')}>
          <input
            id="testimonial-contact"
            name="contact"
            dir="ltr"
            autoComplete="email"
            maxLength={feedbackLimits.emailMax}
            value={values.contact}
            onChange={(e) => set('contact')(e.target.value)}
            className={`${fieldClass} text-start`}
            {...invalidProps('testimonial-contact', errorOf('contact'))}
          />
          <span className="text-xs text-slate-500">{intl.formatMessage(m.contactHint)}</span>
        </Field>
      </div>
      <RatingInput
        id="testimonial-rating"
        name="rating"
        legend={intl.formatMessage(m.rating)}
        labels={ratingMessages}
        value={rating}
        error={errorOf('rating')}
        onChange={setRating}
      />
      <Field id="testimonial-text" label={intl.formatMessage(m.text)} error={errorOf('text')}>
        <textarea
          id="testimonial-text"
          name="text"
          rows={4}
          maxLength={feedbackLimits.textMax}
          value={values.text}
          onChange={(e) => set('text')(e.target.value)}
          className={fieldClass}
          {...invalidProps('testimonial-text', errorOf('text'))}
        />
      </Field>
      <Honeypot id="testimonial-website" value={website} onChange={setWebsite} />
      <CaptchaNote captcha={captcha} />
      <button type="submit" disabled={form.sending} className={primaryButtonClass}>
        {intl.formatMessage(form.sending ? m.sending : m.send)}
      </button>
    </form>
  );
}
