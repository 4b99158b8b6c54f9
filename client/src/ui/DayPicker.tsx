import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { calendarFor, calendarYears, type CalendarYear, type DayKey } from './calendarDays';
import { FormSelect } from './FormSelect';
import { dayPickerMessages } from './messages';

interface DayPickerProps {
  /** Names the three selects: `<name>Year`, `<name>Month`, `<name>Day`. */
  name: string;
  label: string;
  /** '' when no day is chosen. */
  value: DayKey | '';
  onChange: (value: DayKey | '') => void;
  /** The days offered, both included. */
  first: DayKey;
  last: DayKey;
  /** A day offered even outside that range (a saved value the rules may no longer accept). */
  keep?: DayKey | null;
  /** The choice of no day, first among the years. */
  emptyLabel: string;
  description?: string;
  error?: string;
  /** Classes of the fieldset, for the grid it sits in. */
  className?: string;
}

type Month = CalendarYear['months'][number];

/** The day of `month` with the same number as `day`, or the nearest one the month offers. */
function sameDay(month: Month, day = 1) {
  return month.days.reduce((best, entry) =>
    Math.abs(entry.day - day) < Math.abs(best.day - day) ? entry : best,
  );
}

/**
 * A day as year, month and day of the reader's calendar (Jalali with Persian digits in Persian, Gregorian
 * otherwise); the value is always the Gregorian `YYYY-MM-DD`, so no date conversion is left to the reader.
 */
export function DayPicker({
  name,
  label,
  value,
  onChange,
  first,
  last,
  keep,
  emptyLabel,
  description,
  error,
  className = '',
}: DayPickerProps) {
  const intl = useIntl();
  const years = useMemo(
    () => calendarYears(calendarFor(intl.locale), first, last, [keep, value]),
    [intl.locale, first, last, keep, value],
  );
  const chosen = years.flatMap((year) =>
    year.months.flatMap((month) =>
      month.days.filter((day) => day.key === value).map((day) => ({ year, month, day })),
    ),
  )[0];
  const chooseYearFirst = intl.formatMessage(dayPickerMessages.chooseYear);

  const pickYear = (id: string) => {
    const year = years.find((entry) => String(entry.year) === id);
    if (!year) return onChange('');
    const month = year.months.find((entry) => entry.month === chosen?.month.month) ?? year.months[0]!;
    onChange(sameDay(month, chosen?.day.day).key);
  };
  const pickMonth = (id: string) => {
    const month = chosen?.year.months.find((entry) => String(entry.month) === id);
    if (month) onChange(sameDay(month, chosen?.day.day).key);
  };

  return (
    <fieldset className={`space-y-2 ${className}`}>
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid grid-cols-3 gap-3">
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
          description={description}
        />
        <FormSelect
          name={`${name}Month`}
          label={intl.formatMessage(dayPickerMessages.month)}
          placeholder={chooseYearFirst}
          options={(chosen?.year.months ?? []).map((month) => ({
            id: String(month.month),
            label: month.label,
          }))}
          value={chosen ? String(chosen.month.month) : ''}
          onChange={pickMonth}
          isDisabled={!chosen}
        />
        <FormSelect
          name={`${name}Day`}
          label={intl.formatMessage(dayPickerMessages.day)}
          placeholder={chooseYearFirst}
          options={(chosen?.month.days ?? []).map((day) => ({ id: day.key, label: day.label }))}
          value={chosen ? chosen.day.key : ''}
          onChange={onChange}
          isDisabled={!chosen}
        />
      </div>
    </fieldset>
  );
}
