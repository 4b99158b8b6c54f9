import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { FacetCount } from './FacetCount';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  count: number | undefined;
}

const groupLabelClass = 'text-sm font-semibold text-slate-800';
const optionClass =
  'group flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-slate-700 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600';

function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-4.5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white transition group-data-[selected]:border-teal-700 group-data-[selected]:bg-teal-700"
    >
      <svg
        viewBox="0 0 16 16"
        className="size-3.5 opacity-0 group-data-[selected]:opacity-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
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
    <CheckboxGroup
      value={selected}
      onChange={(values) => {
        // Report the one option that changed, so it applies to the latest search rather than this render's.
        for (const option of options) {
          const isSelected = values.includes(option.value);
          if (isSelected !== selected.includes(option.value)) onToggle(option.value, isSelected);
        }
      }}
      className="space-y-1.5"
    >
      <Label className={groupLabelClass}>{label}</Label>
      <div className="space-y-0.5">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} className={optionClass}>
            <CheckMark />
            <OptionText label={option.label} count={option.count} exact={exact} />
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
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
  return (
    <RadioGroup value={selected} onChange={onChange} className="space-y-1.5">
      <Label className={groupLabelClass}>{label}</Label>
      <div className="space-y-0.5">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={optionClass}>
            <span
              aria-hidden="true"
              className="size-4.5 shrink-0 rounded-full border border-slate-400 bg-white transition group-data-[selected]:border-[5px] group-data-[selected]:border-teal-700"
            />
            <OptionText label={option.label} count={option.count} exact={exact} />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
