import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { inputClass } from '../../../ui/FormTextField';
import { languages, type Language, type Texts } from '../forms';
import { languageMessages } from '../messages';

/** A problem under a field, tied to it for screen readers. */
function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
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
  const id = useId();
  const props = {
    id,
    name,
    value,
    dir,
    maxLength,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-problem` : hint ? `${id}-hint` : undefined,
    className: `${inputClass} ${error ? 'border-red-600' : ''}`,
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} {...props} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          inputMode={inputMode}
          autoComplete="off"
          {...props}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <Problem id={`${id}-problem`} text={error} />
    </div>
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
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-problem` : undefined}
        onChange={(e) => onChange(e.target.value as V)}
        className={inputClass}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {nameOf(v)}
          </option>
        ))}
      </select>
      <Problem id={`${id}-problem`} text={error} />
    </div>
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
