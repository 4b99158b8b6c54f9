import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../app/locale';
import { renderWithProviders } from '../test/renderWithProviders';
import { calendarFor } from './calendarDays';
import { MonthPicker, monthYears } from './MonthPicker';

function Picker({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MonthPicker
      name="start"
      label="Started"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      first="2019-01"
      last="2022-12"
      emptyLabel="Still going on"
    />
  );
}

function renderPicker(locale: Locale, initial = '') {
  const onChange = vi.fn();
  renderWithProviders(<Picker initial={initial} onChange={onChange} />, { locale });
  return { onChange, group: screen.getByRole('group', { name: 'Started' }) };
}

async function choose(group: HTMLElement, label: string, option: string) {
  await userEvent.click(within(group).getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('MonthPicker', () => {
  it('maps every Gregorian month to one Jalali month and back, the 15th of each in the Jalali month', () => {
    const years = monthYears(calendarFor('fa-IR-u-ca-persian-nu-arabext'), '1950-01', '2031-12');
    const months = years.flatMap((year) => year.months.map((month) => `${year.year}/${month.month}`));
    expect(new Set(months).size).toBe(months.length);
    expect(months).toHaveLength((2031 - 1950 + 1) * 12);
    // Newest year first, its months in order.
    expect(years[0]!.months.map((m) => m.month)).toEqual(
      [...years[0]!.months.map((m) => m.month)].sort((a, b) => a - b),
    );
    const shahrivar1400 = years.find((y) => y.year === 1400)!.months.find((m) => m.month === 6)!;
    expect(shahrivar1400).toMatchObject({ key: '2021-09', label: 'شهریور' });
  });

  it('picks a Jalali month in Persian, with Persian digits, and gives the Gregorian month', async () => {
    const { onChange, group } = renderPicker('fa');
    expect(within(group).getByRole('button', { name: /ماه$/ })).toBeDisabled();
    await choose(group, 'سال', '۱۴۰۰');
    await choose(group, 'ماه', 'شهریور');
    expect(onChange).toHaveBeenLastCalledWith('2021-09');
    // The empty choice clears it ("still going on").
    await choose(group, 'سال', 'Still going on');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows a saved month in the reader’s calendar', async () => {
    renderPicker('fa', '2021-09');
    expect(
      within(screen.getByRole('group', { name: 'Started' })).getByRole('button', { name: /شهریور/ }),
    ).toBeVisible();
  });

  it('offers Gregorian years and months in English', async () => {
    const { onChange, group } = renderPicker('en');
    await choose(group, 'Year', '2020');
    await choose(group, 'Month', 'March');
    expect(onChange).toHaveBeenLastCalledWith('2020-03');
  });
});
