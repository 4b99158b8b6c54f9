import { useIntl } from 'react-intl';
import { toast } from '../../../app/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
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
    <ConfirmDialog
      tone="danger"
      trigger={intl.formatMessage(myJobsMessages.close)}
      title={intl.formatMessage(closeJobMessages.title)}
      message={intl.formatMessage(closeJobMessages.message, { title })}
      confirmLabel={intl.formatMessage(closeJobMessages.confirm)}
      pendingLabel={intl.formatMessage(closeJobMessages.closing)}
      cancelLabel={intl.formatMessage(closeJobMessages.cancel)}
      isPending={isPending}
      onConfirm={close}
    />
  );
}
