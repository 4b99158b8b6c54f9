import { jobPostingLimits } from '@platform/rules/jobs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DayKey } from '../../../ui/calendarDays';
import { DayPicker } from '../../../ui/DayPicker';
import { expiryDayRange } from '../expiryDays';
import { jobFormMessages } from '../messages';

interface ExpiryDateFieldProps {
  value: DayKey;
  /** The saved deadline, kept among the choices even when it is no longer allowed. */
  initial: DayKey;
  onChange: (value: DayKey) => void;
  error?: string;
}

/** The deadline as a day of the reader's calendar (Jalali in Persian), limited to the days the rules accept. */
export function ExpiryDateField({ value, initial, onChange, error }: ExpiryDateFieldProps) {
  const intl = useIntl();
  const range = useMemo(() => expiryDayRange(new Date()), []);
  return (
    <DayPicker
      name="expiry"
      label={intl.formatMessage(jobFormMessages.expiry)}
      value={value}
      onChange={onChange}
      first={range.first}
      last={range.last}
      keep={initial || null}
      emptyLabel={intl.formatMessage(jobFormMessages.noDeadline)}
      error={error}
      description={intl.formatMessage(jobFormMessages.expiryHint, {
        days: intl.formatNumber(jobPostingLimits.expiresWithinDays),
      })}
    />
  );
}
