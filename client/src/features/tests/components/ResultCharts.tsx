import { useIntl } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  PolarAngleAxis,
  PolarGrid,
  Radar,
  RadarChart,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale } from '../../../app/LocaleContext';

export interface ChartItem {
  name: string;
  percent: number;
}

/**
 * Category (or trait) percentages as horizontal bars: the bars grow from the start of the line, which is the right
 * in Persian, so the axis is mirrored there. Numbers are in the page's digits.
 */
export function PercentBars({ items, label }: { items: readonly ChartItem[]; label: string }) {
  const intl = useIntl();
  const rtl = useLocale() === 'fa';
  const height = Math.max(160, items.length * 44);
  return (
    <figure aria-label={label} className="w-full">
      {/* Laid out left to right in every language (an axis mirrored for Persian), so that SVG text anchors
          mean the same in a right-to-left page; Persian labels still read right to left. */}
      <div style={{ height }} aria-hidden="true" dir="ltr" className="print:hidden">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...items]} layout="vertical" margin={{ left: 8, right: 8 }}>
            <CartesianGrid horizontal={false} stroke="#e2e8f0" />
            <XAxis
              type="number"
              domain={[0, 100]}
              reversed={rtl}
              tickFormatter={(v: number) => intl.formatNumber(v)}
              tick={{ fontSize: 12, fill: '#475569' }}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={140}
              orientation={rtl ? 'right' : 'left'}
              tick={{ fontSize: 13, fill: '#0f172a' }}
            />
            <Bar dataKey="percent" fill="#0f766e" radius={4} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The figures as text: for screen readers, and for print, where the chart is replaced by the table. */}
      <table className="sr-only text-sm print:not-sr-only print:mt-2 print:w-full">
        <tbody>
          {items.map((item) => (
            <tr key={item.name} className="border-b border-slate-200">
              <th scope="row" className="py-1 text-start font-medium">
                {item.name}
              </th>
              <td className="py-1 text-end tabular-nums">
                {intl.formatNumber(item.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Traits on a radar: the shape of a personality profile at a glance (the bars beside it carry the figures). */
export function TraitRadar({ items }: { items: readonly ChartItem[] }) {
  return (
    <figure aria-hidden="true" className="h-72 w-full print:hidden" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart data={[...items]} outerRadius="70%">
          <PolarGrid stroke="#cbd5e1" />
          <PolarAngleAxis dataKey="name" tick={{ fontSize: 12, fill: '#0f172a' }} />
          <Radar
            dataKey="percent"
            stroke="#0f766e"
            fill="#14b8a6"
            fillOpacity={0.35}
            isAnimationActive={false}
          />
        </RadarChart>
      </ResponsiveContainer>
    </figure>
  );
}
