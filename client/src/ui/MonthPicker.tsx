import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { calendarFor, type Calendar } from './calendarDays';
import { FormSelect } from './FormSelect';
import { dayPickerMessages } from './messages';

/** A month as `YYYY-MM` in the Gregorian calendar, whatever calendar the reader sees. */
export type MonthKey = string;

interface MonthYear {
  year: number;
  label: string;
  months: { month: number; label: string; key: MonthKey }[];
}

const monthKey = /^(\d{4})-(\d{2})$/;

/** The Gregorian months from `first` to `last` (both included), in order. */
function monthKeys(first: MonthKey, last: MonthKey): MonthKey[] {
  const [, fy = '1950', fm = '01'] = monthKey.exec(first) ?? [];
  const [, ly = '2100', lm = '12'] = monthKey.exec(last) ?? [];
  const keys: MonthKey[] = [];
  for (let index = Number(fy) * 12 + Number(fm) - 1; index <= Number(ly) * 12 + Number(lm) - 1; index++)
    keys.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  return keys;
}

/**
 * The months offered, newest year first, as years and months of the reader's calendar. A Gregorian month stands
 * for the month of the reader's calendar its 15th day falls in: a Jalali month runs from about the 21st of one
 * Gregorian month to the 20th of the next, so each holds exactly one Gregorian 15th, and the two map one to one.
 */
export function monthYears(calendar: Calendar, first: MonthKey, last: MonthKey): MonthYear[] {
  const years: MonthYear[] = [];
  for (const key of monthKeys(first, last).reverse()) {
    const day = `${key}-15`;
    const date = calendar.dateOf(day)!;
    let year = years.at(-1);
    if (year?.year !== date.year) {
      year = { year: date.year, label: calendar.yearLabel(day), months: [] };
      years.push(year);
    }
    year.months.unshift({ month: date.month, label: calendar.monthLabel(day), key });
  }
  return years;
}

interface MonthPickerProps {
  /** Names the two selects: `<name>Year`, `<name>Month`. */
  name: string;
  label: string;
  /** '' when no month is chosen. */
  value: MonthKey | '';
  onChange: (value: MonthKey | '') => void;
  /** The months offered, both included. */
  first: MonthKey;
  last: MonthKey;
  /** The choice of no month (e.g. "still going on"), first among the years. */
  emptyLabel: string;
  error?: string;
}

/**
 * A month as year and month of the reader's calendar (Jalali with Persian digits in Persian, Gregorian otherwise);
 * the value is always the Gregorian `YYYY-MM`.
 */
export function MonthPicker({
  name,
  label,
  value,
  onChange,
  first,
  last,
  emptyLabel,
  error,
}: MonthPickerProps) {
  const intl = useIntl();
  const years = useMemo(() => monthYears(calendarFor(intl.locale), first, last), [intl.locale, first, last]);
  const chosen = years.flatMap((year) =>
    year.months.filter((month) => month.key === value).map((month) => ({ year, month })),
  )[0];

  const pickYear = (id: string) => {
    const year = years.find((entry) => String(entry.year) === id);
    if (!year) return onChange('');
    const month = year.months.find((entry) => entry.month === chosen?.month.month) ?? year.months[0]!;
    onChange(month.key);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid grid-cols-2 gap-3">
        <FormSelect
          name={`${name}Year`}
          label={intl.formatMessage(dayPickerMessages.year)}
          placeholder={emptyLabel}
          options={[
            { id: 'none', label: emptyLabel },
            ...years.map((year) => ({ id: String(year.year), label: year.label })),
          ]}
          value={chosen ? String(chosen.year.year) : 'none'}
          onChange={pickYear}
          error={error}
        />
        <FormSelect
          name={`${name}Month`}
          label={intl.formatMessage(dayPickerMessages.month)}
          placeholder={intl.formatMessage(dayPickerMessages.chooseYear)}
          options={(chosen?.year.months ?? []).map((month) => ({ id: month.key, label: month.label }))}
          value={chosen ? chosen.month.key : ''}
          onChange={onChange}
          isDisabled={!chosen}
        />
      </div>
    </fieldset>
  );
}
