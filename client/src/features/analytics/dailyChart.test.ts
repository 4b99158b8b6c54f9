import { describe, expect, it } from 'vitest';
import { analyticsRange, readRangeDays } from './analyticsRange';
import { CHART, chartGeometry, niceCeiling } from './dailyChart';

const days = [
  { day: '2026-11-21', visits: 4, clicks: 1 },
  { day: '2026-11-22', visits: 0, clicks: 0 },
  { day: '2026-11-23', visits: 9, clicks: 3 },
];

describe('the daily chart', () => {
  it('tops its scale with a round number', () => {
    expect([0, 1, 3, 9, 10, 11, 42, 120, 999, 5_001].map(niceCeiling)).toEqual([
      1, 1, 5, 10, 10, 20, 50, 200, 1_000, 10_000,
    ]);
  });

  it('runs time in the reading direction, its axis on the start side', () => {
    const ltr = chartGeometry(days, false);
    expect(ltr.columns.map((c) => c.x)).toEqual([
      CHART.axis,
      (CHART.axis + CHART.width - CHART.edge) / 2,
      CHART.width - CHART.edge,
    ]);
    expect(ltr.labelX).toBeLessThan(ltr.left);
    const rtl = chartGeometry(days, true);
    expect(rtl.columns.map((c) => c.x)).toEqual([
      CHART.width - CHART.axis,
      (CHART.edge + CHART.width - CHART.axis) / 2,
      CHART.edge,
    ]);
    expect(rtl.labelX).toBeGreaterThan(rtl.right);
  });

  it('draws values against a scale from zero to its top', () => {
    const chart = chartGeometry(days, false);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 5, 10]);
    expect(
      chartGeometry([{ day: '2026-11-23', visits: 4, clicks: 0 }], false).ticks.map((t) => t.value),
    ).toEqual([0, 5]);
    expect(chart.ticks[0]!.y).toBe(chart.baseline);
    expect(chart.visitsLine).toBe(
      `M44,${chart.baseline - 0.4 * (chart.baseline - CHART.top)} L376,${chart.baseline} L708,${Math.round((chart.baseline - 0.9 * (chart.baseline - CHART.top)) * 10) / 10}`,
    );
    expect(chart.visitsArea.endsWith(`L708,${chart.baseline} L44,${chart.baseline} Z`)).toBe(true);
  });

  it('puts a single day in the middle', () => {
    expect(chartGeometry([days[0]!], false).columns[0]!.x).toBe((CHART.axis + CHART.width - CHART.edge) / 2);
  });
});

describe('the period', () => {
  it('is read from the address, 30 days unless it names one of the offered periods', () => {
    expect(readRangeDays(new URLSearchParams('days=90'))).toBe(90);
    expect(readRangeDays(new URLSearchParams('days=1000'))).toBe(30);
    expect(readRangeDays(new URLSearchParams())).toBe(30);
  });

  it('ends today in the admin’s time zone, both ends included', () => {
    const at = new Date('2026-11-23T21:00:00Z');
    expect(analyticsRange(7, at, 'Asia/Tehran')).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      timeZone: 'Asia/Tehran',
    });
    expect(analyticsRange(30, at, 'UTC')).toEqual({ from: '2026-10-25', to: '2026-11-23', timeZone: 'UTC' });
  });
});
