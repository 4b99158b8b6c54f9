import { ratingLevels } from '@platform/rules/feedback-limits';
import { useIntl, type MessageDescriptor } from 'react-intl';

const star = '★';

/** The words of each of a rating's five levels (poor … excellent), from the section's own catalogue. */
export type RatingLabels = Record<(typeof ratingLevels)[number]['key'], MessageDescriptor>;

/** A rating's level (its words, poor … excellent), by its number; a mean is rounded to the nearest level. */
export function ratingLabel(labels: RatingLabels, rating: number): MessageDescriptor {
  const level = Math.min(5, Math.max(1, Math.round(rating)));
  return labels[ratingLevels.find((l) => l.value === level)?.key ?? 'GOOD'];
}

/**
 * A rating as five stars (a mean rounded to the nearest), read aloud as `describe` says it: its number (`rating`),
 * and its level's words (`label`) where the section names its levels.
 */
export function Stars({
  rating,
  labels,
  describe,
  className = 'text-amber-500',
}: {
  rating: number;
  labels?: RatingLabels;
  describe: MessageDescriptor;
  className?: string;
}) {
  const intl = useIntl();
  const shown = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(describe, {
        rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }),
        ...(labels ? { label: intl.formatMessage(ratingLabel(labels, rating)) } : {}),
      })}
      className={className}
    >
      {ratingLevels.map((level) => (level.value <= shown ? star : '☆')).join('')}
    </span>
  );
}

/** The five levels of a rating (§9) as a radio group, each with its number, a star and its words. */
export function RatingInput({
  id,
  name,
  legend,
  labels,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  labels: RatingLabels;
  value: number | null;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {ratingLevels.map((level) => (
          <label
            key={level.value}
            className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              name={name}
              value={level.value}
              checked={value === level.value}
              onChange={() => onChange(level.value)}
            />
            <span aria-hidden="true" className="text-amber-500">
              {intl.formatNumber(level.value)}
              {star}
            </span>
            {intl.formatMessage(labels[level.key])}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
