import { feedbackLimits } from '@platform/rules/feedback-limits';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CommentFormMutation } from '../../../__generated__/CommentFormMutation.graphql';
import { toast } from '../../../app/toast';
import { validate } from '../../../ui/fieldErrors';
import { MessageInput, TextInput, type TextSpec } from '../Field';
import { feedbackRules } from '../formRules';
import { SendingForm, SentNote, useSendingForm } from '../sendingForm';
import { commentErrorText } from './feedbackProblems';
import { commentMessages as m } from './messages';

const inputs = {
  name: { type: 'text', autoComplete: 'name', maxLength: feedbackLimits.nameMax, ltr: false },
  email: { type: 'email', autoComplete: 'email', maxLength: feedbackLimits.emailMax, ltr: true },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40, ltr: true },
  website: { type: 'url', autoComplete: 'url', maxLength: feedbackLimits.websiteMax, ltr: true },
} as const satisfies Record<string, TextSpec>;

/** Sends a comment on a service or an article (§3, §5): saved, and shown once an admin has published it. */
export function CommentForm({ itemId }: { itemId: string }) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const form = useSendingForm({
    initial: { name: '', email: '', phone: '', website: '', text: '' },
    rules: feedbackRules,
    failed: m.failed,
    errorText: commentErrorText,
    summary: m.fixErrors,
  });
  const { values } = form;
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

  const fields = {
    name: values.name,
    email: values.email || null,
    phone: values.phone || null,
    website: values.website || null,
    text: values.text,
  };

  function send() {
    const { captcha, honeypot } = form.antiBot();
    commit({
      variables: { input: { itemId, ...fields, captcha, homepage: honeypot } },
      onCompleted: ({ addComment }) =>
        form.answered(addComment, () => {
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
      check={(rules) => validate(rules.commentRules, fields)}
      send={send}
      labels={m}
      honeypot={{ id: 'comment-homepage', name: 'homepage' }}
      heading={{ id: 'comment-form-title', text: intl.formatMessage(m.formTitle) }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(['name', 'website', 'email', 'phone'] as const).map((field) => (
          <TextInput
            key={field}
            id={`comment-${field}`}
            label={intl.formatMessage(m[field])}
            spec={inputs[field]}
            {...form.bind(field)}
          />
        ))}
      </div>
      <p className="text-xs text-slate-500">{intl.formatMessage(m.contactHint)}</p>
      <MessageInput
        id="comment-text"
        label={intl.formatMessage(m.text)}
        rows={4}
        maxLength={feedbackLimits.textMax}
        {...form.bind('text')}
      />
    </SendingForm>
  );
}
