import { collaboratorLimits } from '@platform/rules/collaborators-limits';
import { resumeLimits } from '@platform/rules/resumes';
import { useIntl } from 'react-intl';
import { secondaryButtonClass } from '../../ui/buttons';
import { MonthPicker } from '../../ui/MonthPicker';
import { positionMessages as m } from './messages';
import type { Position } from './PositionsList';

/** A position as the editor holds it: every field a string, '' for none. */
export interface PositionValues {
  title: string;
  organization: string;
  place: string;
  start: string;
  end: string;
  description: string;
}

const blank: PositionValues = { title: '', organization: '', place: '', start: '', end: '', description: '' };
const firstMonth = '1950-01';
const lastMonth = `${new Date().getUTCFullYear() + 1}-12`;

export const positionValues = (p: Position): PositionValues => ({
  title: p.title,
  organization: p.organization,
  place: p.place ?? '',
  start: p.start,
  end: p.end ?? '',
  description: p.description ?? '',
});

/** What the graph takes: '' becomes none. */
export const positionInput = (p: PositionValues) => ({
  title: p.title,
  organization: p.organization,
  place: p.place.trim() || null,
  start: p.start,
  end: p.end || null,
  description: p.description.trim() || null,
});

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-invalid:border-red-600';
const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-slate-800';

/** The profile editor's work experience: positions added, edited and removed in the order shown. */
export function PositionsEditor({
  positions,
  onChange,
  errorOf,
}: {
  positions: PositionValues[];
  onChange: (positions: PositionValues[]) => void;
  /** A problem's words for a field named as the rules name it (`experience.0.title`). */
  errorOf: (field: string) => string | undefined;
}) {
  const intl = useIntl();
  const change = (i: number, key: keyof PositionValues, value: string) =>
    onChange(positions.map((p, j) => (j === i ? { ...p, [key]: value } : p)));
  const text = (i: number, key: 'title' | 'organization' | 'place', label: string) => {
    const field = `experience.${i}.${key}`;
    const error = errorOf(field);
    return (
      <label className={labelClass}>
        {label}
        <input
          name={field}
          dir="auto"
          value={positions[i]![key]}
          maxLength={key === 'place' ? resumeLimits.placeMax : resumeLimits.titleMax}
          onChange={(e) => change(i, key, e.target.value)}
          className={fieldClass}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `profile-${field}-error` } : {})}
        />
        {error ? (
          <span id={`profile-${field}-error`} className="text-sm font-medium text-red-700">
            {error}
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <fieldset className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-bold text-slate-900">{intl.formatMessage(m.experience)}</legend>
      <p className="text-sm text-slate-600">{intl.formatMessage(m.experienceHint)}</p>
      <ol className="space-y-4">
        {positions.map((position, i) => (
          <li
            key={i}
            aria-label={intl.formatMessage(m.positionNumber, { n: intl.formatNumber(i + 1) })}
            className="grid gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3 sm:grid-cols-2"
          >
            {text(i, 'title', intl.formatMessage(m.title))}
            {text(i, 'organization', intl.formatMessage(m.organization))}
            {text(i, 'place', intl.formatMessage(m.place))}
            <span />
            <MonthPicker
              name={`experience.${i}.start`}
              label={intl.formatMessage(m.start)}
              value={position.start}
              onChange={(value) => change(i, 'start', value)}
              first={firstMonth}
              last={lastMonth}
              emptyLabel={intl.formatMessage(m.chooseMonth)}
              error={errorOf(`experience.${i}.start`)}
            />
            <MonthPicker
              name={`experience.${i}.end`}
              label={intl.formatMessage(m.end)}
              value={position.end}
              onChange={(value) => change(i, 'end', value)}
              first={firstMonth}
              last={lastMonth}
              emptyLabel={intl.formatMessage(m.ongoing)}
              error={errorOf(`experience.${i}.end`)}
            />
            <label className={`${labelClass} sm:col-span-2`}>
              {intl.formatMessage(m.description)}
              <textarea
                name={`experience.${i}.description`}
                dir="auto"
                rows={2}
                value={position.description}
                maxLength={resumeLimits.descriptionMax}
                onChange={(e) => change(i, 'description', e.target.value)}
                className={fieldClass}
              />
            </label>
            <button
              type="button"
              onClick={() => onChange(positions.filter((_, j) => j !== i))}
              className={`${secondaryButtonClass} justify-self-start sm:col-span-2`}
            >
              {intl.formatMessage(m.remove)}
            </button>
          </li>
        ))}
      </ol>
      {positions.length < collaboratorLimits.positions ? (
        <button
          type="button"
          onClick={() => onChange([...positions, { ...blank }])}
          className={secondaryButtonClass}
        >
          {intl.formatMessage(m.add)}
        </button>
      ) : null}
      {errorOf('experience') ? (
        <span className="text-sm font-medium text-red-700">{errorOf('experience')}</span>
      ) : null}
    </fieldset>
  );
}
