import { describe, expect, it } from 'vitest';
import { expiryDayRange, expiryFromDay } from './expiryDays';

const now = new Date(2026, 10, 22, 10, 0);

describe('expiryDayRange', () => {
  it('offers tomorrow to 180 days ahead', () => {
    expect(expiryDayRange(now)).toEqual({ first: '2026-11-23', last: '2027-05-21' });
  });
});

describe('expiryFromDay', () => {
  it('ends at the end of the chosen day, but within the 180 days the rules allow', () => {
    expect(expiryFromDay('2026-12-01', now)).toEqual(new Date(2026, 11, 1, 23, 59, 59));
    const last = expiryFromDay('2027-05-21', now);
    expect(last.getTime()).toBeLessThanOrEqual(now.getTime() + 180 * 86_400_000);
    expect(last.getTime()).toBeGreaterThan(new Date(2027, 4, 21).getTime() - 86_400_000);
  });
});
