/**
 * One weekly bar chart of the dashboard, drawn with recharts. Loaded lazily
 * by dashboard-panels.tsx, so recharts is fetched only on /admin and only
 * after the page shows; the same numbers are in a table beside it, which is
 * what assistive technology reads (the drawing is hidden from it).
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDayMonth } from "~/lib/time/calendar";

export type ChartPoint = { week: string; count: number };

export default function DashboardChart({ points, color, label }: { points: ChartPoint[]; color: string; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={160}>
      <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="week"
          tickFormatter={(week: string) => formatDayMonth(week)}
          tick={{ fill: "var(--muted-foreground)", fontSize: 11 }}
          tickLine={false}
          axisLine={{ stroke: "var(--border)" }}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        <YAxis allowDecimals={false} tick={{ fill: "var(--muted-foreground)", fontSize: 11 }} tickLine={false} axisLine={false} width={40} />
        <Tooltip
          cursor={{ fill: "var(--muted)" }}
          labelFormatter={(week) => formatDayMonth(String(week))}
          formatter={(value) => [value, label]}
        />
        <Bar dataKey="count" fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
