/**
 * A labelled text area with its problem said below it and tied to it (`aria-describedby`), written in any
 * direction (`dir="auto"`).
 */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  rows,
  maxLength,
  problem,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  problem: string | null;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        maxLength={maxLength}
        dir="auto"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600"
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </>
  );
}
