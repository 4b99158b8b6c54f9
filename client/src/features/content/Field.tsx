import { contentLimits } from '@platform/rules/content-limits';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contactMessages } from './messages';

export const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-invalid:border-red-600';

/** A labelled form field with its problem under it, announced with it (plain elements: no react-aria here). */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie an input to its problem. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** How a text field is typed: its input type, what the browser may fill it with, its length, and its direction. */
export interface TextSpec {
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  maxLength: number;
  /** An address or a number, read left to right in every language. */
  ltr: boolean;
}

/** How each kind of contact detail is typed: a name in the page's direction, an address or a number left to right. */
const contactInputs = {
  name: { type: 'text', autoComplete: 'name', maxLength: contentLimits.nameMax, ltr: false },
  email: { type: 'email', autoComplete: 'email', maxLength: contentLimits.emailMax, ltr: true },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40, ltr: true },
} as const satisfies Record<string, TextSpec>;

interface ControlProps {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** A line of text typed as `spec` says, with a hint under it when it needs one. */
export function TextInput({ spec, hint, ...props }: ControlProps & { spec: TextSpec; hint?: string }) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        name={props.name}
        type={spec.type}
        dir={spec.ltr ? 'ltr' : undefined}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={spec.ltr ? `${fieldClass} text-start` : fieldClass}
        {...invalidProps(props.id, props.error)}
      />
      {hint ? <span className="text-xs text-slate-500">{hint}</span> : null}
    </Field>
  );
}

/** A name, an e-mail address or a phone number in its field. */
export function ContactInput({ kind, ...props }: ControlProps & { kind: keyof typeof contactInputs }) {
  return <TextInput spec={contactInputs[kind]} {...props} />;
}

/** One choice of a list, with the "choose…" placeholder first. */
export function ChoiceField({
  placeholder,
  options,
  ...props
}: ControlProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <select
        id={props.id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={fieldClass}
        {...invalidProps(props.id, props.error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The message of a form, within the rules' length (the contact forms' unless given). */
export function MessageInput({
  rows = 6,
  maxLength = contentLimits.messageMax,
  ...props
}: ControlProps & { rows?: number; maxLength?: number }) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <textarea
        id={props.id}
        name={props.name}
        rows={rows}
        maxLength={maxLength}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={fieldClass}
        {...invalidProps(props.id, props.error)}
      />
    </Field>
  );
}

/** A field people do not see and bots fill in: a form that comes with it is answered but not kept. */
export function Honeypot({
  id,
  name = 'website',
  value,
  onChange,
}: {
  id: string;
  /** The field's name: `website`, unless the form has a real website field. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{intl.formatMessage(contactMessages.honeypot)}</label>
      <input
        id={id}
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
