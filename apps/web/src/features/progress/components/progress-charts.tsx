// Recharts, imported only here: this module is loaded lazily by the Analytics tab, so the charting library stays
// out of the first load and out of the progress page's own chunk (DESIGN.md section 6).
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { SubjectMastery } from '@brightpath/shared/learning-stats';
import type { WeeklyDay } from '@brightpath/shared/weekly-activity';

// The colour roles of index.css, so the charts follow the theme and dark mode (docs/decisions/031).
const BRAND = 'var(--color-brand-600)';
const SECOND = 'var(--chart-second)';
const SLATE = 'var(--color-ink-500)';
const GRID = 'var(--color-line-200)';
const TICK = { fill: 'var(--color-ink-600)', fontSize: 12 };
const TOOLTIP = { borderRadius: 8, borderColor: GRID, fontSize: 13, background: 'var(--color-surface)', color: 'var(--color-ink-900)' };

/** The learner's messages and tutoring sessions per day of the last 7 (the text alternative is the table beside it). */
export function WeeklyProgressChart({ days }: { days: WeeklyDay[] }) {
  const data = days.map((d, i) => ({
    day: i === days.length - 1 ? 'Today' : d.weekday,
    'Messages sent': d.messages,
    Sessions: d.sessions,
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
      <XAxis dataKey="day" tickLine={false} axisLine={false} tick={TICK} interval={0} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={TICK} width={40} />
      <Tooltip cursor={{ fill: 'var(--color-brand-50)' }} contentStyle={TOOLTIP} />
      {/* The names in ink, not in their bar's colour: a solid on a dark card is too dim to read as text. */}
      <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} formatter={(name) => <span className="text-ink-700">{name}</span>} />
      <Bar dataKey="Messages sent" fill={BRAND} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      <Bar dataKey="Sessions" fill={SECOND} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
    </BarChart>
  );
}

/** Mastery per subject as horizontal bars, the badge line marked; a mastered subject's bar is green. */
export function SubjectMasteryChart({ subjects, badgeAt }: { subjects: SubjectMastery[]; badgeAt: number }) {
  const data = subjects.map((s) => ({ name: s.name, mastery: s.mastery, mastered: s.mastered }));
  return (
    <BarChart
      responsive
      layout="vertical"
      data={data}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 20, right: 40, bottom: 4, left: 0 }}
      barCategoryGap={10}
    >
      <CartesianGrid horizontal={false} stroke={GRID} />
      <XAxis
        type="number"
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tickFormatter={(v: number) => `${v}%`}
        tickLine={false}
        axisLine={false}
        tick={TICK}
      />
      <YAxis type="category" dataKey="name" width={112} tickLine={false} axisLine={false} tick={TICK} />
      <ReferenceLine
        x={badgeAt}
        stroke={SLATE}
        strokeDasharray="4 4"
        label={{ value: 'Badge', position: 'top', fill: SLATE, fontSize: 11 }}
      />
      {/* A sliver for 0%, so every subject shows its bar and its label. */}
      <Bar dataKey="mastery" name="Mastery" radius={[0, 4, 4, 0]} maxBarSize={22} minPointSize={3} isAnimationActive={false}>
        {data.map((d) => (
          <Cell key={d.name} fill={d.mastered ? SECOND : BRAND} />
        ))}
        <LabelList dataKey="mastery" position="right" formatter={(v) => `${String(v)}%`} fill="var(--color-ink-900)" fontSize={12} />
      </Bar>
    </BarChart>
  );
}
