import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';

interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** `md` for a question, `lg` for a form. */
  size?: 'md' | 'lg';
  /** A react-aria `Dialog` with a `Heading slot="title"`. */
  children: ReactNode;
}

const WIDTH = { md: 'max-w-md', lg: 'max-w-lg' } as const;

/** A centred card over a dimmed page; inside a `DialogTrigger` it opens with the trigger, otherwise pass `isOpen`. */
export function Modal({ size = 'md', children, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
    >
      <AriaModal
        className={`max-h-full w-full ${WIDTH[size]} overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}
      >
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}
