"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatTrendMonth, type TrendMonth } from "./trend-month";

const NEW = "#15786b"; // --color-brand-600
const ACTIVE = "#1e3a8a";
const GRID = "#d4dcd9";
const MUTED = "#475569";

/** aria-hidden: 'Show as table' has the same figures; a hidden month is a gap, never a 0. */
export default function PlanTrendChart({ months }: { months: TrendMonth[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={formatTrendMonth} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} />
          <YAxis allowDecimals={false} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} width={48} />
          <Tooltip
            formatter={(value, name) => [value ?? "Hidden", name === "newMembers" ? "Joined the plan" : "Active members"]}
            labelFormatter={(label) => formatTrendMonth(String(label))}
          />
          <Legend formatter={(value) => (value === "newMembers" ? "Joined the plan" : "Active members")} />
          <Bar dataKey="newMembers" fill={NEW} isAnimationActive={false} />
          <Bar dataKey="activeMembers" fill={ACTIVE} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
