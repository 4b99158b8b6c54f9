import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';

interface FormTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The localized problem, shown under the field and announced with it. */
  error?: string;
  description?: string;
  type?: 'text' | 'url' | 'email';
  /** Addresses and e-mails read left to right even in Persian. */
  dir?: 'ltr' | 'auto';
  multiline?: boolean;
  isReadOnly?: boolean;
  autoComplete?: string;
  /** The most characters the field takes (the shared rule's limit), so that no one types what will be refused. */
  maxLength?: number;
  /** Keys and codes, where every character must be told apart (l, I and 1). */
  monospace?: boolean;
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 data-invalid:border-red-600 read-only:bg-slate-100 read-only:text-slate-600';

export function FormTextField({
  name,
  label,
  value,
  onChange,
  error,
  description,
  type = 'text',
  dir,
  multiline,
  isReadOnly,
  autoComplete,
  maxLength,
  monospace,
}: FormTextFieldProps) {
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      type={type}
      isReadOnly={isReadOnly}
      isInvalid={!!error}
      validationBehavior="aria"
      autoComplete={autoComplete}
      maxLength={maxLength}
      className="flex flex-col gap-1.5"
    >
      <Label className="text-sm font-semibold text-slate-800">{label}</Label>
      {multiline ? (
        <TextArea rows={5} dir={dir} className={`${inputClass} text-start`} />
      ) : (
        <Input dir={dir} className={`${inputClass} text-start ${monospace ? 'font-mono' : ''}`} />
      )}
      {description ? (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700">{error}</FieldError>
    </TextField>
  );
}
