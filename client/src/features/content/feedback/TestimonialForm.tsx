import { feedbackLimits } from '@platform/rules/feedback-limits';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { TestimonialFormMutation } from '../../../__generated__/TestimonialFormMutation.graphql';
import { toast } from '../../../app/toast';
import { validate } from '../../../ui/fieldErrors';
import { RatingInput } from '../../../ui/Rating';
import { MessageInput, TextInput, type TextSpec } from '../Field';
import { feedbackRules } from '../formRules';
import { SendingForm, SentNote, useSendingForm } from '../sendingForm';
import { testimonialErrorText } from './feedbackProblems';
import { commentMessages, testimonialMessages as m, ratingMessages } from './messages';

const inputs = {
  name: { type: 'text', autoComplete: 'name', maxLength: feedbackLimits.nameMax, ltr: false },
  company: { type: 'text', autoComplete: 'organization', maxLength: feedbackLimits.companyMax, ltr: false },
  // An e-mail address or a phone number.
  contact: { type: 'text', autoComplete: 'email', maxLength: feedbackLimits.emailMax, ltr: true },
} as const satisfies Record<string, TextSpec>;

/** Sends a testimonial (§3): stored as submitted, published after an admin's review. */
export function TestimonialForm({ itemId }: { itemId: string | null }) {
  const intl = useIntl();
  const [rating, setRating] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const form = useSendingForm({
    initial: { name: '', company: '', contact: '', text: '' },
    rules: feedbackRules,
    failed: m.failed,
    errorText: testimonialErrorText,
    summary: commentMessages.fixErrors,
  });
  const { values } = form;
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

  function send() {
    const { captcha, honeypot } = form.antiBot();
    commit({
      variables: {
        input: {
          itemId,
          name: values.name,
          company: values.company || null,
          contact: values.contact,
          rating: rating!,
          text: values.text,
          captcha,
          website: honeypot,
        },
      },
      onCompleted: ({ submitTestimonial }) =>
        form.answered(submitTestimonial, () => {
          setSent(true);
          toast.success(intl.formatMessage(m.sent));
        }),
      onError: () => form.fail(),
    });
  }

  if (sent) return <SentNote>{intl.formatMessage(m.sent)}</SentNote>;

  return (
    <SendingForm
      form={form}
      check={(rules) =>
        validate(rules.testimonialRules, {
          ...values,
          company: values.company || null,
          rating: rating ?? undefined,
        })
      }
      send={send}
      labels={m}
      honeypot={{ id: 'testimonial-website' }}
      heading={{ id: 'testimonial-form-title', text: intl.formatMessage(m.formTitle) }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="testimonial-name"
          label={intl.formatMessage(m.name)}
          spec={inputs.name}
          {...form.bind('name')}
        />
        <TextInput
          id="testimonial-company"
          label={intl.formatMessage(m.company)}
          spec={inputs.company}
          {...form.bind('company')}
        />
        <TextInput
          id="testimonial-contact"
          label={intl.formatMessage(m.contact)}
          spec={inputs.contact}
          hint={intl.formatMessage(m.contactHint)}
          {...form.bind('contact')}
        />
      </div>
      <RatingInput
        id="testimonial-rating"
        name="rating"
        legend={intl.formatMessage(m.rating)}
        labels={ratingMessages}
        value={rating}
        error={form.errorOf('rating')}
        onChange={setRating}
      />
      <MessageInput
        id="testimonial-text"
        label={intl.formatMessage(m.text)}
        rows={4}
        maxLength={feedbackLimits.textMax}
        {...form.bind('text')}
      />
    </SendingForm>
  );
}
