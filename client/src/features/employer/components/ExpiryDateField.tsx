import { jobPostingLimits } from '@platform/rules/jobs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../app/LocaleContext';
import { INTL_LOCALE } from '../../../i18n/intlLocale';
import { expiryMonths, type DayKey } from '../expiryDays';
import { jobFormMessages } from '../messages';
import { FormSelect } from './FormSelect';

interface ExpiryDateFieldProps {
  value: DayKey;
  /** The saved deadline, kept among the choices even when it is no longer allowed. */
  initial: DayKey;
  onChange: (value: DayKey) => void;
  error?: string;
}

/**
 * The deadline as a month and a day of the reader's calendar (Jalali in Persian), limited to the days the rules
 * accept, so no date conversion is left to the user.
 */
export function ExpiryDateField({ value, initial, onChange, error }: ExpiryDateFieldProps) {
  const intl = useIntl();
  const locale = useLocale();
  const months = useMemo(
    () => expiryMonths(INTL_LOCALE[locale], new Date(), initial || null),
    [locale, initial],
  );
  const monthIndex = months.findIndex((month) => month.days.some((day) => day.key === value));
  const month = monthIndex === -1 ? undefined : months[monthIndex];
  const noDeadline = intl.formatMessage(jobFormMessages.noDeadline);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">
        {intl.formatMessage(jobFormMessages.expiry)}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <FormSelect
          name="expiryMonth"
          label={intl.formatMessage(jobFormMessages.expiryMonth)}
          placeholder={noDeadline}
          options={[
            { id: 'none', label: noDeadline },
            ...months.map((entry, index) => ({ id: String(index), label: entry.label })),
          ]}
          value={month ? String(monthIndex) : 'none'}
          onChange={(id) => {
            const chosen = months[Number(id)];
            if (id === 'none' || !chosen) return onChange('');
            // Keep the day of the month when the new month has it.
            const dayLabel = month?.days.find((day) => day.key === value)?.label;
            onChange((chosen.days.find((day) => day.label === dayLabel) ?? chosen.days[0]!).key);
          }}
          error={error}
          description={intl.formatMessage(jobFormMessages.expiryHint, {
            days: intl.formatNumber(jobPostingLimits.expiresWithinDays),
          })}
        />
        <FormSelect
          name="expiryDay"
          label={intl.formatMessage(jobFormMessages.expiryDay)}
          placeholder={intl.formatMessage(jobFormMessages.chooseMonthFirst)}
          options={(month?.days ?? []).map((day) => ({ id: day.key, label: day.label }))}
          value={month ? value : ''}
          onChange={onChange}
          isDisabled={!month}
        />
      </div>
    </fieldset>
  );
}
