import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's only `h1`. */
  title: string;
  /** Shown after the title inside the heading, e.g. a "Beta" badge. */
  badge?: ReactNode;
  /** A sentence under the title saying what the page is for. */
  intro?: ReactNode;
  /** Links or buttons for the page as a whole, at the end of the line (left in Persian). */
  actions?: ReactNode;
}

/** The top of a page: its heading, what it is for, and what one can do there. */
export function PageHeader({ title, badge, intro, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 space-y-2">
        <h1
          className={`text-3xl font-extrabold text-slate-900 ${badge ? 'flex flex-wrap items-center gap-3' : ''}`}
        >
          {title}
          {badge}
        </h1>
        {intro ? <p className="max-w-3xl text-slate-600">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </header>
  );
}
