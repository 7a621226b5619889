"use client";

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatFullDate, formatMonthDay } from "@/components/health/format-history-date";
import { valueAxis } from "@/components/health/value-axis";
import { formatMoney } from "@/lib/format/format-money";

const BRAND = "#15786b"; // --color-brand-600
const GRID = "#d4dcd9"; // --color-border
const MUTED = "#475569"; // --color-muted

/** The account's value by day. aria-hidden: 'Show as table' has the same figures. Loaded lazily (recharts). */
export default function PerformanceChart({ points }: { points: Array<{ date: string; value: number }> }) {
  const axis = valueAxis(points.map((point) => point.value));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id="investing-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND} stopOpacity={0.25} />
              <stop offset="100%" stopColor={BRAND} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatMonthDay} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} minTickGap={24} />
          <YAxis domain={axis.domain} ticks={axis.ticks} interval={0} tickFormatter={axis.label} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} width={64} />
          <Tooltip formatter={(value) => [formatMoney(Number(value)), "Value"]} labelFormatter={(label) => formatFullDate(String(label))} />
          <Area type="monotone" dataKey="value" stroke={BRAND} strokeWidth={2} fill="url(#investing-fill)" isAnimationActive={false} dot={points.length === 1} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
