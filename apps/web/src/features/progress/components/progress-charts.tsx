// Recharts, imported only here: this module is loaded lazily by the Analytics tab, so the charting library stays
// out of the first load and out of the progress page's own chunk (DESIGN.md section 6).
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { SubjectMastery } from '@brightpath/shared/learning-stats';
import type { WeeklyDay } from '@brightpath/shared/weekly-activity';

const BRAND = '#4f46e5';
const EMERALD = '#059669';
const SLATE = '#64748b';
const GRID = '#e2e8f0';
const TICK = { fill: '#475569', fontSize: 12 };

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
      <Tooltip cursor={{ fill: '#eef2ff' }} contentStyle={{ borderRadius: 8, borderColor: GRID, fontSize: 13 }} />
      <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} />
      <Bar dataKey="Messages sent" fill={BRAND} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      <Bar dataKey="Sessions" fill={EMERALD} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
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
          <Cell key={d.name} fill={d.mastered ? EMERALD : BRAND} />
        ))}
        <LabelList dataKey="mastery" position="right" formatter={(v) => `${String(v)}%`} fill="#0f172a" fontSize={12} />
      </Bar>
    </BarChart>
  );
}
