import { useIntl } from 'react-intl';
import { toast } from '../../../app/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { revokeApiKeyMessages } from '../messages';
import { useRevokeApiKeyMutation } from '../mutations/useRevokeApiKeyMutation';

/** Revoking cannot be undone and breaks whatever uses the key, so it asks first. */
export function RevokeApiKeyButton({ apiKeyId, name }: { apiKeyId: string; name: string }) {
  const intl = useIntl();
  const [commit, isPending] = useRevokeApiKeyMutation();

  function revoke(done: () => void) {
    const failed = () => void toast.error(intl.formatMessage(revokeApiKeyMessages.error));
    commit({
      variables: { id: apiKeyId },
      onCompleted: ({ revokeApiKey }) => {
        if (revokeApiKey.__typename === 'MutationRevokeApiKeySuccess') {
          toast.success(intl.formatMessage(revokeApiKeyMessages.done));
          done();
        } else failed();
      },
      onError: failed,
    });
  }

  return (
    <ConfirmDialog
      tone="danger"
      trigger={intl.formatMessage(revokeApiKeyMessages.revoke)}
      triggerAriaLabel={intl.formatMessage(revokeApiKeyMessages.revokeLabel, { name })}
      title={intl.formatMessage(revokeApiKeyMessages.title)}
      message={intl.formatMessage(revokeApiKeyMessages.message, { name })}
      confirmLabel={intl.formatMessage(revokeApiKeyMessages.confirm)}
      pendingLabel={intl.formatMessage(revokeApiKeyMessages.revoking)}
      cancelLabel={intl.formatMessage(revokeApiKeyMessages.cancel)}
      isPending={isPending}
      onConfirm={revoke}
    />
  );
}
