import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../app/LocaleContext';
import { filterMessages } from '../messages';
import { formatAmount, toRials } from '@platform/rules/money';
import { parseAmount } from '../../../shared/jobs/money';

interface SalaryFilterProps {
  minRials: number | null;
  maxRials: number | null;
  onChange: (range: { minRials: number | null; maxRials: number | null }) => void;
}

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm tabular-nums outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 aria-invalid:border-red-600';

/**
 * A monthly salary range typed in the page's currency (Toman in Persian, IRR otherwise) and applied with Enter
 * or the button; the address and the API get rials.
 */
export function SalaryFilter(props: SalaryFilterProps) {
  // Remounted when the applied range changes elsewhere (clear all, back), so the fields show it.
  return <SalaryForm key={`${props.minRials}-${props.maxRials}`} {...props} />;
}

function SalaryForm({ minRials, maxRials, onChange }: SalaryFilterProps) {
  const intl = useIntl();
  const locale = useLocale();
  const shown = (rials: number | null) => (rials === null ? '' : formatAmount(rials, locale));
  const [min, setMin] = useState(() => shown(minRials));
  const [max, setMax] = useState(() => shown(maxRials));
  const minAmount = parseAmount(min);
  const maxAmount = parseAmount(max);
  const invalid = intl.formatMessage(filterMessages.salaryInvalid);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Number.isNaN(minAmount) || Number.isNaN(maxAmount)) return;
    onChange({
      minRials: minAmount === null ? null : toRials(minAmount, locale),
      maxRials: maxAmount === null ? null : toRials(maxAmount, locale),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">
          {intl.formatMessage(filterMessages.salary)}
        </legend>
        <p className="text-xs text-slate-500">{intl.formatMessage(filterMessages.salaryUnit)}</p>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              [filterMessages.salaryMin, min, setMin, minAmount],
              [filterMessages.salaryMax, max, setMax, maxAmount],
            ] as const
          ).map(([label, value, setValue, amount], index) => {
            const inputId = `${id}-${index}`;
            const isInvalid = Number.isNaN(amount);
            return (
              <div key={label.id} className="flex flex-col gap-1">
                <label htmlFor={inputId} className="text-xs text-slate-600">
                  {intl.formatMessage(label)}
                </label>
                <input
                  id={inputId}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  inputMode="numeric"
                  aria-invalid={isInvalid || undefined}
                  aria-describedby={isInvalid ? `${inputId}-error` : undefined}
                  className={inputClass}
                />
                {isInvalid ? (
                  <p id={`${inputId}-error`} className="text-xs text-red-700">
                    {invalid}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <button
        type="submit"
        className="rounded-lg border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        {intl.formatMessage(filterMessages.salaryApply)}
      </button>
    </form>
  );
}
