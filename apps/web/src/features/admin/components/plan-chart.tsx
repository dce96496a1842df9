// Recharts, imported only here: loaded lazily with the Overview, so the charting library stays out of the console's
// own chunk (DESIGN.md section 6).
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

const BRAND = '#4f46e5';
const GRID = '#e2e8f0';
const TICK = { fill: '#64748b', fontSize: 12 };

/** Accounts per plan (the text alternative is the table beside it). */
export default function PlanChart({ plans }: { plans: { plan: string; users: number }[] }) {
  return (
    <BarChart
      responsive
      data={plans.map((p) => ({ plan: p.plan, Users: p.users }))}
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="plan" tickLine={false} axisLine={false} tick={TICK} />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={TICK} width={40} />
      <Tooltip cursor={{ fill: '#eef2ff' }} contentStyle={{ borderRadius: 8, borderColor: GRID, fontSize: 13, color: '#0f172a' }} />
      <Bar dataKey="Users" fill={BRAND} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
    </BarChart>
  );
}
