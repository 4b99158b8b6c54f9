import { useId, type FormEvent } from 'react';
import { destructiveButtonClass, secondaryButtonClass } from './buttons';

interface ReasonFormProps {
  /** What is about to be done, as the form's heading. */
  title: string;
  /** The reason's label (who reads it). */
  label: string;
  confirm: string;
  cancel: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  maxLength: number;
  /** The problem with the reason, if any: said below it and tied to it. */
  problem: string | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

/** An admin's destructive action that asks for a reason first: revoking a certificate, suspending a profile. */
export function ReasonForm({
  title,
  label,
  confirm,
  cancel,
  reason,
  onReasonChange,
  maxLength,
  problem,
  pending,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const formId = useId();
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${formId}-title`} className="space-y-3" noValidate>
      <h2 id={`${formId}-title`} className="font-bold text-slate-900">
        {title}
      </h2>
      <label htmlFor={`${formId}-reason`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={`${formId}-reason`}
        value={reason}
        onChange={(e) => onReasonChange(e.target.value)}
        rows={3}
        maxLength={maxLength}
        dir="auto"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${formId}-problem` : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600"
      />
      {problem ? (
        <p id={`${formId}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={destructiveButtonClass} disabled={pending}>
          {confirm}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </form>
  );
}
