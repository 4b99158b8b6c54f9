import { accountLimits, apiKeyLimits, createApiKeyRules } from '@platform/rules/accounts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form } from 'react-aria-components';
import { toast } from '../../../app/toast';
import { primaryButtonClass } from '../../../ui/buttons';
import { FormTextField } from '../../../ui/FormTextField';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { apiKeyFieldErrorText } from '../fieldErrors';
import { createApiKeyMessages } from '../messages';
import { useCreateApiKeyMutation } from '../mutations/useCreateApiKeyMutation';
import type { NewApiKey } from './NewApiKeySecret';

/** Names a new key; the server's answer carries its secret, handed up to be shown once. */
export function CreateApiKeyForm({
  connectionId,
  onCreated,
}: {
  connectionId: string;
  onCreated: (created: NewApiKey) => void;
}) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, isPending] = useCreateApiKeyMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { name: name.trim() };
    const problems = validate(createApiKeyRules, input);
    setErrors(problems ?? {});
    setProblem(null);
    if (problems) return;
    const failed = () => void toast.error(intl.formatMessage(createApiKeyMessages.error));
    commit({
      variables: { input, connections: [connectionId] },
      onCompleted: ({ createApiKey: result }) => {
        if (result.__typename === 'MutationCreateApiKeySuccess') {
          setName('');
          onCreated({ name: result.data.apiKey.name, secret: result.data.secret });
        } else if (result.__typename === 'ValidationError') {
          setErrors(serverFieldErrors(result.problems));
        } else if (result.__typename === 'ConflictError' && result.code === 'API_KEY_LIMIT_REACHED') {
          setProblem(
            intl.formatMessage(createApiKeyMessages.API_KEY_LIMIT_REACHED, {
              max: intl.formatNumber(apiKeyLimits.activePerOwner),
            }),
          );
        } else failed();
      },
      onError: failed,
    });
  }

  return (
    <section
      aria-labelledby="api-keys-create"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="api-keys-create" className="text-xl font-bold text-slate-900">
        {intl.formatMessage(createApiKeyMessages.title)}
      </h2>
      <Form onSubmit={submit} validationBehavior="aria" className="mt-4 flex flex-wrap items-start gap-4">
        <div className="min-w-64 flex-1">
          <FormTextField
            name="name"
            value={name}
            onChange={setName}
            label={intl.formatMessage(createApiKeyMessages.name)}
            description={intl.formatMessage(createApiKeyMessages.nameHint)}
            error={apiKeyFieldErrorText(intl, errors.name)}
            maxLength={accountLimits.apiKeyNameMax}
            autoComplete="off"
          />
        </div>
        <Button type="submit" isDisabled={isPending} className={`${primaryButtonClass} mt-7`}>
          {intl.formatMessage(isPending ? createApiKeyMessages.submitting : createApiKeyMessages.submit)}
        </Button>
      </Form>
      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
