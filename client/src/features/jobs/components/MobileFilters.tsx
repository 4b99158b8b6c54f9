import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { filterMessages } from '../messages';

/** On narrow screens the filters open in a sheet from the reading side instead of taking the page's width. */
export function MobileFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const intl = useIntl();
  return (
    <DialogTrigger>
      <Button className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 outline-none hover:border-teal-500 focus-visible:ring-2 focus-visible:ring-teal-600 lg:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
        </svg>
        {activeCount > 0
          ? intl.formatMessage(filterMessages.openCount, { count: intl.formatNumber(activeCount) })
          : intl.formatMessage(filterMessages.open)}
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 bg-slate-900/40">
        <Modal className="fixed inset-y-0 start-0 w-full max-w-sm overflow-y-auto bg-slate-50 shadow-xl outline-none">
          <Dialog className="flex min-h-full flex-col outline-none">
            {({ close }) => (
              <>
                <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-4">
                  <Heading slot="title" className="text-lg font-bold text-slate-900">
                    {intl.formatMessage(filterMessages.title)}
                  </Heading>
                </div>
                <div className="flex-1 px-5 py-5">{children}</div>
                <div className="sticky bottom-0 border-t border-slate-200 bg-white px-5 py-3">
                  <Button
                    onPress={close}
                    className="w-full rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
                  >
                    {intl.formatMessage(filterMessages.showResults)}
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
