import { useId } from 'react';
import { FacetCount } from './FacetCount';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  count: number | undefined;
}

const groupLabelClass = 'text-sm font-semibold text-slate-800';
// The input is visually hidden inside its label, and the mark beside it drawn from the input's state (`peer`).
const optionClass =
  'relative flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600';
const inputClass = 'peer sr-only';

function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-4.5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white transition peer-checked:border-teal-700 peer-checked:bg-teal-700 [&>svg]:opacity-0 peer-checked:[&>svg]:opacity-100"
    >
      <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

function OptionText({ label, count, exact }: { label: string; count: number | undefined; exact: boolean }) {
  // Inline, so the space between the label and the count is part of the accessible name ("Remote (7)").
  return (
    <span className="min-w-0 flex-1">
      {label} <FacetCount count={count} exact={exact} />
    </span>
  );
}

interface CheckboxFilterProps<T extends string> {
  label: string;
  options: FilterOption<T>[];
  selected: T[];
  exact: boolean;
  onToggle: (value: T, selected: boolean) => void;
}

/** Several values of one filter, any of which may match; each shows how many jobs it would give. */
export function CheckboxFilter<T extends string>({
  label,
  options,
  selected,
  exact,
  onToggle,
}: CheckboxFilterProps<T>) {
  return (
    <fieldset className="space-y-1.5">
      <legend className={groupLabelClass}>{label}</legend>
      <div className="space-y-0.5">
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="checkbox"
              value={option.value}
              checked={selected.includes(option.value)}
              // The one option that changed, so it applies to the latest search rather than this render's.
              onChange={(event) => onToggle(option.value, event.target.checked)}
              className={inputClass}
            />
            <CheckMark />
            <OptionText label={option.label} count={option.count} exact={exact} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface RadioFilterProps {
  label: string;
  options: FilterOption<string>[];
  selected: string;
  exact: boolean;
  onChange: (value: string) => void;
}

/** One value at a time, e.g. how recently the job was posted. */
export function RadioFilter({ label, options, selected, exact, onChange }: RadioFilterProps) {
  // The panel is on the page twice on narrow screens (beside the list and in the filters' sheet): one name each.
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className={groupLabelClass}>{label}</legend>
      <div className="space-y-0.5">
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={selected === option.value}
              onChange={() => onChange(option.value)}
              className={inputClass}
            />
            <span
              aria-hidden="true"
              className="size-4.5 shrink-0 rounded-full border border-slate-400 bg-white transition peer-checked:border-[5px] peer-checked:border-teal-700"
            />
            <OptionText label={option.label} count={option.count} exact={exact} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
