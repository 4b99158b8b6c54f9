import { useIntl } from 'react-intl';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { toast } from 'react-toastify/unstyled';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { closeJobMessages, myJobsMessages } from '../messages';
import { useCloseJobMutation } from '../mutations/useCloseJobMutation';

/** Closing takes a job out of the listings for good, so it asks first. */
export function CloseJobButton({ jobId, title }: { jobId: string; title: string }) {
  const intl = useIntl();
  const [commit, isPending] = useCloseJobMutation();

  function close(done: () => void) {
    const failed = () => void toast.error(intl.formatMessage(closeJobMessages.error));
    commit({
      variables: { id: jobId },
      onCompleted: ({ closeJob }) => {
        if (closeJob.__typename === 'MutationCloseJobSuccess') {
          toast.success(intl.formatMessage(closeJobMessages.closed));
          done();
        } else failed();
      },
      onError: failed,
    });
  }

  return (
    <DialogTrigger>
      <Button className={dangerButtonClass}>{intl.formatMessage(myJobsMessages.close)}</Button>
      <ModalOverlay
        isDismissable={!isPending}
        className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
      >
        <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <Dialog role="alertdialog" className="outline-none">
            {({ close: dismiss }) => (
              <>
                <Heading slot="title" className="text-lg font-bold text-slate-900">
                  {intl.formatMessage(closeJobMessages.title)}
                </Heading>
                <p className="mt-2 text-slate-700">
                  {intl.formatMessage(closeJobMessages.message, { title })}
                </p>
                <div className="mt-6 flex flex-wrap justify-end gap-3">
                  <Button onPress={dismiss} isDisabled={isPending} className={secondaryButtonClass}>
                    {intl.formatMessage(closeJobMessages.cancel)}
                  </Button>
                  <Button
                    onPress={() => close(dismiss)}
                    isDisabled={isPending}
                    className={`${primaryButtonClass} bg-red-700 hover:bg-red-800`}
                  >
                    {intl.formatMessage(isPending ? closeJobMessages.closing : closeJobMessages.confirm)}
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
