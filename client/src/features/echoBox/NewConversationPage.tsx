import { startConversationRules } from '@platform/rules/messaging';
import { Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, Link } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router';
import type { NewConversationPageQuery } from '../../__generated__/NewConversationPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { pageTitles } from '../../app/messages';
import { PageSpinner } from '../../app/PageSpinner';
import { Avatar } from '../../ui/Avatar';
import { primaryButtonClass } from '../../ui/buttons';
import { FormTextField } from '../../ui/FormTextField';
import { serverFieldErrors, validate, type FieldErrors } from '../../ui/fieldErrors';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { BetaBadge } from './components/BetaBadge';
import { newConversationMessages } from './messages';
import { messagingErrorText } from './messagingErrors';
import { useStartConversationMutation } from './mutations/useStartConversationMutation';
import { newClientId } from './pendingMessages';
import { conversationPath } from '../../shared/echoBox/paths';
import { PageHeader } from '../../ui/PageHeader';

export interface NewConversationPageLoaderData {
  queryRef: PreloadedQuery<NewConversationPageQuery>;
}

/** The form, given the preloaded recipient and job. */
export function NewConversation({ queryRef }: NewConversationPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { viewer, recipient, job } = usePreloadedQuery<NewConversationPageQuery>(
    graphql`
      query NewConversationPageQuery($to: ID!, $job: ID!, $hasRecipient: Boolean!, $hasJob: Boolean!) {
        viewer {
          id
          registered
        }
        recipient: node(id: $to) @include(if: $hasRecipient) {
          ... on User @alias(as: "user") {
            id
            displayName
            avatarUrl
          }
        }
        job: node(id: $job) @include(if: $hasJob) {
          ... on Job @alias(as: "job") {
            id
            title
            slug
          }
        }
      }
    `,
    queryRef,
  );
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One id for this message, kept across retries of the same send.
  const [clientId] = useState(newClientId);
  const [commit, isPending] = useStartConversationMutation();
  if (!viewer?.registered) return <RegistrationRequired />;

  // Writing to oneself is not a conversation: the server drops the viewer from the recipients.
  const to = recipient?.user && recipient.user.id !== viewer.id ? recipient.user : null;
  const about = job?.job ?? null;

  function showProblems(problems: FieldErrors) {
    setErrors(problems);
    const recipientProblem = problems.recipientIds ?? problems.jobId;
    setFormError(
      recipientProblem
        ? messagingErrorText(intl, recipientProblem)!
        : intl.formatMessage(newConversationMessages.error),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = {
      recipientIds: to ? [to.id] : [],
      subject: subject.trim() || null,
      body,
      clientId,
    };
    const problems = validate(startConversationRules, values);
    if (problems) return showProblems(problems);
    setErrors({});
    setFormError(null);
    const parsed = startConversationRules.parse(values);
    const failed = () => setFormError(intl.formatMessage(newConversationMessages.error));
    commit({
      variables: { input: { ...parsed, jobId: about?.id ?? null } },
      onCompleted: ({ startConversation: result }) => {
        if (result.__typename === 'MutationStartConversationSuccess') {
          void navigate(localePath(locale, conversationPath(result.data.conversation.id)), { replace: true });
        } else if (result.__typename === 'ValidationError') {
          showProblems(serverFieldErrors(result.problems));
        } else failed();
      },
      onError: failed,
    });
  }

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <dl className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <dt className="text-sm font-semibold text-slate-800">
            {intl.formatMessage(newConversationMessages.to)}
          </dt>
          <dd>
            {to ? (
              <span className="inline-flex items-center gap-2 rounded-full bg-slate-100 py-1 ps-1 pe-3 text-sm font-semibold text-slate-900">
                <Avatar name={to.displayName ?? ''} url={to.avatarUrl} />
                {to.displayName}
              </span>
            ) : (
              <span className="text-sm font-semibold text-amber-800">
                {intl.formatMessage(newConversationMessages.noRecipient)}
              </span>
            )}
          </dd>
        </div>
        {about ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <dt className="text-sm font-semibold text-slate-800">
              {intl.formatMessage(newConversationMessages.about)}
            </dt>
            <dd>
              <Link
                href={localePath(locale, `/jobs/${encodeURIComponent(about.slug ?? '')}`)}
                className="rounded text-sm font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                <span dir="auto">{about.title}</span>
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {to ? null : (
        <p className="text-sm text-slate-600">
          {intl.formatMessage(newConversationMessages.noRecipientHint)}
        </p>
      )}
      <FormTextField
        name="subject"
        dir="auto"
        label={intl.formatMessage(newConversationMessages.subject)}
        description={intl.formatMessage(newConversationMessages.optional)}
        value={subject}
        onChange={(value) => {
          setSubject(value);
          setErrors((current) => ({ ...current, subject: undefined }));
        }}
        error={messagingErrorText(intl, errors.subject)}
      />
      <FormTextField
        name="body"
        multiline
        dir="auto"
        label={intl.formatMessage(newConversationMessages.body)}
        value={body}
        onChange={(value) => {
          setBody(value);
          setFormError(null);
          setErrors((current) => ({ ...current, body: undefined }));
        }}
        error={messagingErrorText(intl, errors.body)}
      />
      <Button type="submit" isDisabled={isPending} className={primaryButtonClass}>
        {intl.formatMessage(isPending ? newConversationMessages.sending : newConversationMessages.send)}
      </Button>
    </Form>
  );
}

/** /panel/echoBox/new?to=…&job=…: the first message to someone, optionally about a job. */
export function NewConversationPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as NewConversationPageLoaderData;
  const title = intl.formatMessage(newConversationMessages.title);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>{intl.formatMessage(pageTitles.documentTitle, { page: title })}</title>
      <PageHeader title={title} badge={<BetaBadge />} />
      <Suspense fallback={<PageSpinner />}>
        <NewConversation queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
