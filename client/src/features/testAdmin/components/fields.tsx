import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { inputClass } from '../../../ui/FormTextField';
import { languages, moved, type Language, type Texts } from '../forms';
import { secondaryButtonClass } from '../../../ui/buttons';
import { languageMessages, testAdminMessages as m } from '../messages';

/** A problem under a field or a group of fields, tied to it for screen readers when it has an id. */
export function Problem({ id, text }: { id?: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/** What a field's control needs to be tied to its label, hint and problem. */
interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One field: its label, its control, a hint under it and its problem, the control tied to all three. Every field of
 * the editor is made with it.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: string;
  error?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-problem` : hint ? `${id}-hint` : undefined,
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <Problem id={`${id}-problem`} text={error} />
    </div>
  );
}

/** One text field with its label and problem. */
export function TextInput({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  dir,
  maxLength,
  multiline,
  inputMode,
  readOnly,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric';
  readOnly?: boolean;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => {
        const props = {
          ...control,
          name,
          value,
          dir,
          maxLength,
          readOnly,
          className: `${inputClass} ${error ? 'border-red-600' : ''}`,
        };
        return multiline ? (
          <textarea rows={3} {...props} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            inputMode={inputMode}
            autoComplete="off"
            {...props}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }}
    </Field>
  );
}

const directions: Record<Language, 'rtl' | 'ltr'> = { fa: 'rtl', en: 'ltr', az: 'ltr' };

/** A text in Persian, English and Azerbaijani: one field per language, each written in its own direction. */
export function TextsField({
  name,
  label,
  value,
  onChange,
  errorOf,
  maxLength,
  multiline,
}: {
  name: string;
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  errorOf: (language: Language) => string | undefined;
  maxLength: number;
  multiline?: boolean;
}) {
  const intl = useIntl();
  return (
    <fieldset className="space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {languages.map((language) => (
          <TextInput
            key={language}
            name={`${name}.${language}`}
            label={intl.formatMessage(languageMessages[language])}
            value={value[language]}
            onChange={(text) => onChange({ ...value, [language]: text })}
            error={errorOf(language)}
            dir={directions[language]}
            maxLength={maxLength}
            multiline={multiline}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A choice among fixed values, each named in the user's language. */
export function SelectField<V extends string>({
  name,
  label,
  value,
  values,
  nameOf,
  onChange,
  error,
  disabled,
}: {
  name: string;
  label: string;
  value: V;
  values: readonly V[];
  nameOf: (value: V) => string;
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as V)}
          className={inputClass}
        >
          {values.map((v) => (
            <option key={v} value={v}>
              {nameOf(v)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  hint,
  error,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const box = (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-problem` : hint ? `${id}-hint` : undefined}
        className="size-4 accent-teal-700"
      />
      {label}
    </label>
  );
  if (!hint && !error) return box;
  return (
    <div className="space-y-1">
      {box}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <Problem id={`${id}-problem`} text={error} />
    </div>
  );
}

const smallButtonClass =
  'rounded-lg border border-slate-300 px-2 py-1 text-sm text-slate-700 disabled:opacity-40';

/**
 * A list of entries an admin adds, removes and puts in order (a test's features, its FAQ, its topics): each entry
 * is drawn by `render` under its own name, with buttons to move it up or down and to remove it, and the list says how
 * many it holds of the most the rules allow.
 */
export function ListField<T>({
  name,
  legend,
  hint,
  error,
  entries,
  max,
  entryName,
  blank,
  addLabel,
  onChange,
  render,
}: {
  name: string;
  legend: string;
  hint: string;
  /** A problem of the list as a whole (too many, two the same). */
  error?: string;
  entries: readonly T[];
  max: number;
  /** The entry's name in the user's language, by its place (0 for the first). */
  entryName: (index: number) => string;
  blank: () => T;
  addLabel: string;
  onChange: (entries: T[]) => void;
  render: (entry: T, index: number, change: (entry: T) => void) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <fieldset className="space-y-3" data-list={name}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <p className="text-sm text-slate-600">
        {hint} {intl.formatMessage(m.listCount, { count: entries.length, max })}
      </p>
      <Problem text={error} />
      {entries.map((entry, i) => {
        const entryLabel = entryName(i);
        return (
          <div key={i} className="space-y-2 rounded-xl bg-slate-50 p-3">
            {render(entry, i, (next) => onChange(entries.map((e, j) => (j === i ? next : e))))}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={smallButtonClass}
                disabled={i === 0}
                onClick={() => onChange(moved(entries, i, i - 1))}
              >
                {intl.formatMessage(m.moveUp, { entry: entryLabel })}
              </button>
              <button
                type="button"
                className={smallButtonClass}
                disabled={i === entries.length - 1}
                onClick={() => onChange(moved(entries, i, i + 1))}
              >
                {intl.formatMessage(m.moveDown, { entry: entryLabel })}
              </button>
              <button
                type="button"
                className={smallButtonClass}
                onClick={() => onChange(entries.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(m.removeEntry, { entry: entryLabel })}
              </button>
            </div>
          </div>
        );
      })}
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={entries.length >= max}
        onClick={() => onChange([...entries, blank()])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
