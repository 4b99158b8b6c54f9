import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode;
}

/** A checkbox with its label beside it. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className="group flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800"
    >
      <span
        aria-hidden="true"
        className="flex size-5 items-center justify-center rounded border border-slate-400 group-data-selected:border-teal-700 group-data-selected:bg-teal-700 group-data-focus-visible:outline-2 group-data-focus-visible:outline-teal-600"
      >
        <svg viewBox="0 0 20 20" className="hidden size-4 fill-white group-data-selected:block">
          <path d="m8 13.2-3.6-3.6L3 11l5 5 9-9-1.4-1.4z" />
        </svg>
      </span>
      {children}
    </AriaCheckbox>
  );
}
