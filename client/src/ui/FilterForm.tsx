import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from './buttons';
import { FilterSheet } from './FilterSheet';

/**
 * A list's filters as a form that applies them together (the portfolio's, the directory's): the search words on
 * top; the other fields in place from the small breakpoint on, in a sheet on a phone (the sheet's button says how
 * many are on and submits the form); the apply button; and "clear" once the address has something to clear.
 */
export function FilterForm({
  onSubmit,
  words,
  fields,
  sheetTitle,
  activeCount,
  applyLabel,
  clear,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The search words' field, with its label. */
  words: ReactNode;
  fields: ReactNode;
  sheetTitle: string;
  activeCount: number;
  applyLabel: string;
  clear: { to: string; label: string } | null;
}) {
  return (
    <form
      onSubmit={onSubmit}
      role="search"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <div className="flex flex-col sm:col-span-2 lg:col-span-3">{words}</div>
      <div className="hidden sm:contents">{fields}</div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <FilterSheet title={sheetTitle} activeCount={activeCount} from="sm" submits>
          <div className="grid gap-4">{fields}</div>
        </FilterSheet>
        <button type="submit" className={primaryButtonClass}>
          {applyLabel}
        </button>
        {clear ? (
          <Link to={clear.to} className={secondaryButtonClass}>
            {clear.label}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
