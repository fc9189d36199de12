import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StudyDay, TklPoint } from '../../../domain';
import { dateText } from '../../../presenters/app/dateText';

/*
 * The performance screen's charts (recharts, SVG). This module is imported only by the performance
 * screen, a lazily loaded route, so the chart library lands in that screen's chunk alone. Colours come
 * from the theme's CSS variables, so light, dark and grey all read well.
 */

const axisTick = { fill: 'var(--muted)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' },
  labelStyle: { color: 'var(--text)' },
};
const dayOnly = (date: string) => dateText(date);
const withYear = (date: unknown) => dateText(String(date), { year: true });
const percent = (value: number) => `${Math.round(value * 100)}%`;

export function TklHistoryChart({ points }: { points: readonly TklPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart accessibilityLayer={false} data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={dayOnly} tick={axisTick} stroke="var(--border)" minTickGap={16} />
        <YAxis domain={[0, 1]} tickFormatter={percent} tick={axisTick} stroke="var(--border)" width={48} />
        <Tooltip formatter={(value) => [percent(Number(value)), 'TKL']} labelFormatter={withYear} {...tooltipStyle} />
        <Line type="monotone" dataKey="tkl" stroke="var(--primary)" strokeWidth={3} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function StudyDaysChart({ days }: { days: readonly StudyDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={180}>
      <BarChart accessibilityLayer={false} data={[...days]} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayOnly} tick={axisTick} stroke="var(--border)" minTickGap={12} />
        <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border)" width={40} />
        <Tooltip formatter={(value) => [String(value), 'Cards']} labelFormatter={withYear} cursor={{ fill: 'var(--surface-2)' }} {...tooltipStyle} />
        <Bar dataKey="count" fill="var(--success)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
