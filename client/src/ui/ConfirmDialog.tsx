import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading } from 'react-aria-components';
import {
  dangerButtonClass,
  destructiveButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from './buttons';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  /** The text of the button that opens the dialog. */
  trigger: string;
  /** The trigger's accessible name when its text alone is ambiguous, e.g. "Revoke the key “Feed”". */
  triggerAriaLabel?: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  cancelLabel: string;
  /** `danger` for what cannot be undone: both buttons take the danger colour. */
  tone?: 'default' | 'danger';
  /** While true the buttons are disabled and the dialog stays open. */
  isPending: boolean;
  /** Runs the action; call `close` once it has succeeded. */
  onConfirm: (close: () => void) => void;
}

/** A button that asks "are you sure?" in an alert dialog before it runs its action. */
export function ConfirmDialog({
  trigger,
  triggerAriaLabel,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  tone = 'default',
  isPending,
  onConfirm,
}: ConfirmDialogProps) {
  const danger = tone === 'danger';
  return (
    <DialogTrigger>
      <Button aria-label={triggerAriaLabel} className={danger ? dangerButtonClass : secondaryButtonClass}>
        {trigger}
      </Button>
      <Modal isDismissable={!isPending}>
        <Dialog role="alertdialog" className="outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-lg font-bold text-slate-900">
                {title}
              </Heading>
              <p className="mt-2 text-slate-700">{message}</p>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                {/* Focus starts on the harmless choice, so an Enter pressed too soon changes nothing. */}
                <Button autoFocus onPress={close} isDisabled={isPending} className={secondaryButtonClass}>
                  {cancelLabel}
                </Button>
                <Button
                  onPress={() => onConfirm(close)}
                  isDisabled={isPending}
                  className={danger ? destructiveButtonClass : primaryButtonClass}
                >
                  {isPending ? pendingLabel : confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
