import { useIntl } from 'react-intl';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { toast } from 'react-toastify/unstyled';
import { dangerButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { revokeApiKeyMessages } from '../messages';
import { useRevokeApiKeyMutation } from '../mutations/useRevokeApiKeyMutation';

const confirmButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-wait disabled:opacity-70';

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
    <DialogTrigger>
      <Button
        aria-label={intl.formatMessage(revokeApiKeyMessages.revokeLabel, { name })}
        className={dangerButtonClass}
      >
        {intl.formatMessage(revokeApiKeyMessages.revoke)}
      </Button>
      <ModalOverlay
        isDismissable={!isPending}
        className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
      >
        <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <Dialog role="alertdialog" className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-lg font-bold text-slate-900">
                  {intl.formatMessage(revokeApiKeyMessages.title)}
                </Heading>
                <p className="mt-2 text-slate-700">
                  {intl.formatMessage(revokeApiKeyMessages.message, { name })}
                </p>
                <div className="mt-6 flex flex-wrap justify-end gap-3">
                  <Button onPress={close} isDisabled={isPending} className={secondaryButtonClass}>
                    {intl.formatMessage(revokeApiKeyMessages.cancel)}
                  </Button>
                  <Button onPress={() => revoke(close)} isDisabled={isPending} className={confirmButtonClass}>
                    {intl.formatMessage(
                      isPending ? revokeApiKeyMessages.revoking : revokeApiKeyMessages.confirm,
                    )}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
