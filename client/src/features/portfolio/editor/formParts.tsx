import type { ReactNode } from 'react';

export const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-invalid:border-red-600';
export const sectionClass = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5';
export const legendClass = 'px-1 text-base font-bold text-slate-900';

/** The ids of a field (named as the rules name it: `words.0.title`), of its hint and of its problem's text. */
const fieldId = (field: string) => `project-${field}`;
const hintId = (field: string) => `project-${field}-hint`;
const problemId = (field: string) => `project-${field}-error`;

/** What a field's control takes: its id, and its hint and problem as its description. */
export function controlProps(field: string, error: string | undefined, hint = false) {
  const describedBy = [hint ? hintId(field) : null, error ? problemId(field) : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: fieldId(field),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/** A field's problem, in the user's language. */
export function Problem({ field, text }: { field: string; text: string | undefined }) {
  return text ? (
    <span id={problemId(field)} className="text-sm font-medium text-red-700">
      {text}
    </span>
  ) : null;
}

/** A labelled control with its hint and its problem below it; the control takes `controlProps(field, error, !!hint)`. */
export function Field({
  field,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  field: string;
  label: string;
  hint?: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <span id={hintId(field)} className="text-xs text-slate-500">
          {hint}
        </span>
      ) : null}
      <Problem field={field} text={error} />
    </div>
  );
}

/** A checkbox with its label, and its problem below it. */
export function CheckboxField({
  field,
  label,
  checked,
  onChange,
  error,
}: {
  field: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          name={field}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          {...controlProps(field, error)}
        />
        {label}
      </label>
      <Problem field={field} text={error} />
    </div>
  );
}

/** A group of choices shown as chips, several of which may be chosen, at most `max`. */
export function Choices<V extends string>({
  name,
  legend,
  options,
  chosen,
  max,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: { value: V; label: string }[];
  chosen: readonly V[];
  max: number;
  onChange: (chosen: V[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="sm:col-span-2" {...(error ? { 'aria-describedby': problemId(name) } : {})}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => {
          const checked = chosen.includes(value);
          return (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={checked}
                disabled={!checked && chosen.length >= max}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
                }
              />
              {label}
            </label>
          );
        })}
      </div>
      <Problem field={name} text={error} />
    </fieldset>
  );
}
