import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { filterSheetMessages as m } from './messages';

/** Below which width the sheet stands in for filters that the page shows in place on wider screens. */
const hiddenFrom = { sm: 'sm:hidden', lg: 'lg:hidden' } as const;

/**
 * On narrow screens a list's filters open in a sheet from the reading side instead of taking the page's height
 * before the first result: the browser's own modal dialog, which keeps the focus inside, closes on Escape and gives
 * the focus back to the button. A tap on the shade beside the sheet closes it too. The filters are rendered only
 * while the sheet is open; from `from` on, the button is hidden and the page shows them in place.
 *
 * Filters that apply as they change (the jobs') close the sheet with "show results"; filters of a form that applies
 * them together (`submits`: the sheet inside that form) submit it, which closes the sheet.
 */
export function FilterSheet({
  title,
  activeCount,
  from,
  submits = false,
  children,
}: {
  title: string;
  activeCount: number;
  from: keyof typeof hiddenFrom;
  submits?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    const form = submits ? dialog.closest('form') : null;
    const close = () => dialog.close();
    form?.addEventListener('submit', close);
    return () => form?.removeEventListener('submit', close);
  }, [open, submits]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 outline-none hover:border-teal-500 focus-visible:ring-2 focus-visible:ring-teal-600 ${hiddenFrom[from]}`}
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
          ? intl.formatMessage(m.openCount, { count: intl.formatNumber(activeCount) })
          : intl.formatMessage(m.open)}
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
                {title}
              </h2>
            </div>
            <div className="flex-1 px-5 py-5">{children}</div>
            <div className="sticky bottom-0 border-t border-slate-200 bg-white px-5 py-3">
              <button
                type={submits ? 'submit' : 'button'}
                onClick={submits ? undefined : close}
                className="w-full rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
              >
                {intl.formatMessage(m.showResults)}
              </button>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
