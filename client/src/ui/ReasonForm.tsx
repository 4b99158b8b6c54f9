import { useId, useState, type FormEvent } from 'react';
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

/**
 * The state of a `ReasonForm`: whether it is open, the reason typed, and its problem. Submitting checks the reason
 * (given, at most `maxLength` once trimmed) and hands the trimmed reason to `onReason`; `done` closes and empties it.
 */
export function useReasonForm({
  maxLength,
  required,
  tooLong,
  onReason,
}: {
  maxLength: number;
  /** What to say when no reason is given, and when it is too long. */
  required: string;
  tooLong: string;
  onReason: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return {
    open,
    start: () => setOpen(true),
    done: () => {
      setOpen(false);
      setReason('');
      setProblem(null);
    },
    setProblem,
    /** What the `ReasonForm` takes besides its words and whether it is pending. */
    form: {
      reason,
      onReasonChange: setReason,
      maxLength,
      problem,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (!trimmed) return setProblem(required);
        if (trimmed.length > maxLength) return setProblem(tooLong);
        setProblem(null);
        onReason(trimmed);
      },
      onCancel: () => setOpen(false),
    },
  };
}
