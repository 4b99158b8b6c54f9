import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../app/locale';
import { renderWithProviders } from '../test/renderWithProviders';
import type { DayKey } from './calendarDays';
import { DayPicker } from './DayPicker';

function Picker({
  initial,
  onChange,
  ...range
}: { initial: string; onChange: (value: string) => void } & {
  first: DayKey;
  last: DayKey;
  keep?: DayKey;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DayPicker
      name="from"
      label="Ordered from"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      emptyLabel="Any day"
      {...range}
    />
  );
}

function renderPicker(locale: Locale, initial = '', range = { first: '2025-01-01', last: '2026-11-28' }) {
  const onChange = vi.fn();
  renderWithProviders(<Picker initial={initial} onChange={onChange} {...range} />, { locale });
  return { onChange, group: screen.getByRole('group', { name: 'Ordered from' }) };
}

async function choose(group: HTMLElement, label: string, option: string) {
  await userEvent.click(within(group).getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const optionsOf = async (group: HTMLElement, label: string) => {
  await userEvent.click(within(group).getByRole('button', { name: new RegExp(`${label}$`) }));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
};

describe('DayPicker', () => {
  it('picks a Jalali day in Persian, with Persian digits, and gives its Gregorian ISO date', async () => {
    const { onChange, group } = renderPicker('fa');
    expect(within(group).getByRole('button', { name: /ماه$/ })).toBeDisabled();
    expect(await optionsOf(group, 'سال')).toEqual(['Any day', '۱۴۰۳', '۱۴۰۴', '۱۴۰۵']);
    await choose(group, 'سال', '۱۴۰۵');
    // The first day of a year: Nowruz, 1 Farvardin 1405.
    expect(onChange).toHaveBeenLastCalledWith('2026-03-21');
    expect((await optionsOf(group, 'ماه')).slice(0, 3)).toEqual(['فروردین', 'اردیبهشت', 'خرداد']);
    await choose(group, 'ماه', 'شهریور');
    expect(onChange).toHaveBeenLastCalledWith('2026-08-23');
    await choose(group, 'روز', '۳۱');
    expect(onChange).toHaveBeenLastCalledWith('2026-09-22');
    // A 30-day month keeps the nearest day.
    await choose(group, 'ماه', 'مهر');
    expect(onChange).toHaveBeenLastCalledWith('2026-10-22');
    await choose(group, 'سال', 'Any day');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows a given ISO date as its Jalali year, month and day', () => {
    const { group } = renderPicker('fa', '2026-11-22');
    expect(within(group).getByRole('button', { name: /سال$/ })).toHaveTextContent('۱۴۰۵');
    expect(within(group).getByRole('button', { name: /ماه$/ })).toHaveTextContent('آذر');
    expect(within(group).getByRole('button', { name: /روز$/ })).toHaveTextContent('۱');
  });

  it('uses the Gregorian calendar in English, within the days offered', async () => {
    const { onChange, group } = renderPicker('en', '', { first: '2026-11-23', last: '2027-05-21' });
    expect(await optionsOf(group, 'Year')).toEqual(['Any day', '2026', '2027']);
    await choose(group, 'Year', '2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(await optionsOf(group, 'Month')).toEqual(['November', 'December']);
    expect(await optionsOf(group, 'Day')).toEqual(['23', '24', '25', '26', '27', '28', '29', '30']);
  });

  it('names Gregorian months in Azerbaijani', () => {
    const { group } = renderPicker('az', '2026-12-05', { first: '2026-11-23', last: '2027-05-21' });
    expect(within(group).getByRole('button', { name: /Ay$/ })).toHaveTextContent('dekabr');
  });

  it('keeps offering a day outside the range, such as a saved deadline now past', async () => {
    const { group } = renderPicker('en', '2026-10-05', { first: '2026-11-23', last: '2027-05-21' });
    expect(within(group).getByRole('button', { name: /Month$/ })).toHaveTextContent('October');
    expect(await optionsOf(group, 'Day')).toEqual(['5']);
  });
});
