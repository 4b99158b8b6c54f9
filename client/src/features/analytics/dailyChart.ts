/** One day of the chart: its visits and clicks. */
export interface ChartDay {
  day: string;
  visits: number;
  clicks: number;
}

/** The smallest of 1, 2, 5, 10, 20, 50, … that is at least `value` (and at least 1): the y axis's top. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((ceiling) => ceiling >= value)!;
}

export const CHART = { width: 720, height: 220, top: 12, bottom: 28, axis: 44, edge: 12 } as const;

/**
 * Where everything of the chart goes, in the SVG's coordinates: time runs in the reading direction (oldest on
 * the left, or on the right in right-to-left languages), the y axis stands at the start side, and the top of the
 * scale is a round number.
 */
export function chartGeometry(days: readonly ChartDay[], rtl: boolean) {
  const { width, height, top, bottom, axis, edge } = CHART;
  const left = rtl ? edge : axis;
  const right = rtl ? width - axis : width - edge;
  const baseline = height - bottom;
  const highest = Math.max(0, ...days.map((d) => Math.max(d.visits, d.clicks)));
  const ceiling = niceCeiling(highest);
  const step = days.length > 1 ? (right - left) / (days.length - 1) : 0;
  const xOf = (i: number) => {
    const offset = days.length > 1 ? i * step : (right - left) / 2;
    return rtl ? right - offset : left + offset;
  };
  const yOf = (value: number) => baseline - (value / ceiling) * (baseline - top);
  const round = (n: number) => Math.round(n * 10) / 10;
  const line = (values: number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${round(xOf(i))},${round(yOf(v))}`).join(' ');
  const visits = line(days.map((d) => d.visits));
  const first = round(xOf(0));
  const last = round(xOf(days.length - 1));
  return {
    visitsLine: visits,
    visitsArea: days.length ? `${visits} L${last},${baseline} L${first},${baseline} Z` : '',
    clicksLine: line(days.map((d) => d.clicks)),
    // A middle line where it is a whole number: nobody clicks two and a half times.
    ticks: (Number.isInteger(ceiling / 2) ? [0, ceiling / 2, ceiling] : [0, ceiling]).map((value) => ({
      value,
      y: round(yOf(value)),
    })),
    /** Where the y axis's labels end: beside the plot, on the start side. */
    labelX: rtl ? right + 6 : left - 6,
    left,
    right,
    baseline,
    /** Each day's column, for its tooltip: its centre and width. */
    columns: days.map((d, i) => ({ day: d, x: round(xOf(i)), width: Math.max(step, 2) })),
  };
}
