import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { filterMessages } from '../messages';

/**
 * On narrow screens the filters open in a sheet from the reading side instead of taking the page's width: the
 * browser's own modal dialog, which keeps the focus inside, closes on Escape and gives the focus back to the
 * button. A tap on the shade beside the sheet closes it too. The panel is rendered only while the sheet is open.
 */
export function MobileFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 outline-none hover:border-teal-500 focus-visible:ring-2 focus-visible:ring-teal-600 lg:hidden"
      >
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
      </button>
      {open ? (
        <dialog
          ref={dialogRef}
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
          // A click on the dialog element itself is a click on its shade: the sheet's content covers the rest.
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
          className="fixed inset-y-0 start-0 m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-slate-50 p-0 shadow-xl outline-none backdrop:bg-slate-900/40"
        >
          <div className="flex min-h-full flex-col">
            <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-4">
              <h2 id={titleId} className="text-lg font-bold text-slate-900">
                {intl.formatMessage(filterMessages.title)}
              </h2>
            </div>
            <div className="flex-1 px-5 py-5">{children}</div>
            <div className="sticky bottom-0 border-t border-slate-200 bg-white px-5 py-3">
              <button
                type="button"
                onClick={close}
                className="w-full rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
              >
                {intl.formatMessage(filterMessages.showResults)}
              </button>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
