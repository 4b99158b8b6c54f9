import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A decorative picture, e.g. an `svg` sized `size-10`; hidden from assistive technology. */
  icon?: ReactNode;
  /** A short heading; without it the text itself is the message. */
  title?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
  /** What is missing and, where it helps, why. */
  text: ReactNode;
  /** Links or buttons that lead somewhere useful, e.g. "Post a job". */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon, title, headingLevel = 2, text, action }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon ? (
        <div aria-hidden="true" className="mb-4 flex justify-center text-slate-400">
          {icon}
        </div>
      ) : null}
      {title ? <Heading className="text-lg font-semibold text-slate-800">{title}</Heading> : null}
      <p className={title ? 'mt-2 text-sm text-slate-600' : 'text-slate-700'}>{text}</p>
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
