// Recharts, imported only here: this module is loaded lazily by the analytics tabs that draw a trend, so the charting
// library stays out of the first load and out of the analytics page's own chunk (DESIGN.md section 6).
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { LearningTrendPoint, QuizTrendPoint, TimeRange, TrendUnit } from '@brightpath/shared/analytics';
import { periodLabel } from '../lib/format';

const BRAND = '#4f46e5';
const EMERALD = '#059669';
const ROSE = '#e11d48';
const GRID = '#e2e8f0';
const TICK = { fill: '#475569', fontSize: 12 };
const TOOLTIP = { borderRadius: 8, borderColor: GRID, fontSize: 13 };

type Trend = { unit: TrendUnit; range: TimeRange };

/** A month's 30 days are labelled every few days, so the labels never run into each other on a phone. */
const interval = ({ unit, range }: Trend) => (unit === 'day' && range === 'month' ? 4 : 0);

/** The axis label of each period: in a week the last day is 'Today', as on the progress page's charts. */
const axisLabels = (periods: string[], { unit, range }: Trend) =>
  periods.map((p, i) => (unit === 'day' && range === 'week' && i === periods.length - 1 ? 'Today' : periodLabel(p, unit, range).short));

/** Minutes studied per period of the range (the text alternative is the table beside it). */
export function LearningTimeChart({ points, ...trend }: Trend & { points: LearningTrendPoint[] }) {
  const labels = axisLabels(
    points.map((p) => p.period),
    trend,
  );
  const data = points.map((p, i) => ({ period: labels[i], Minutes: p.minutes }));
  return (
    <BarChart
      responsive
      data={data}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="period" tickLine={false} axisLine={false} tick={TICK} interval={interval(trend)} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={TICK} width={40} />
      <Tooltip cursor={{ fill: '#eef2ff' }} contentStyle={TOOLTIP} />
      <Bar dataKey="Minutes" fill={BRAND} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
    </BarChart>
  );
}

/** Quiz questions answered per period, split into right and not right at the first try. */
export function QuizTrendChart({ points, ...trend }: Trend & { points: QuizTrendPoint[] }) {
  const labels = axisLabels(
    points.map((p) => p.period),
    trend,
  );
  const data = points.map((p, i) => ({
    period: labels[i],
    'Right at the first try': p.correct,
    'Not right': p.attempts - p.correct,
  }));
  return (
    <BarChart
      responsive
      data={data}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="period" tickLine={false} axisLine={false} tick={TICK} interval={interval(trend)} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={TICK} width={40} />
      <Tooltip cursor={{ fill: '#eef2ff' }} contentStyle={TOOLTIP} />
      <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} />
      <Bar dataKey="Right at the first try" stackId="answers" fill={EMERALD} maxBarSize={28} isAnimationActive={false} />
      <Bar dataKey="Not right" stackId="answers" fill={ROSE} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
    </BarChart>
  );
}
