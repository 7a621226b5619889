"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format/format-money";

const BRAND = "#15786b"; // --color-brand-600
const TARGET = "#aee4d9"; // --color-brand-200
const GRID = "#d4dcd9"; // --color-border
const MUTED = "#475569"; // --color-muted

/** One period: `label` is its first day ("Nov 14"); the table beside the chart names the whole period. */
export type HistoryBar = { label: string; target: number; spent: number };

/** Target against spending per period. For sighted users only (aria-hidden): the table beside it has the figures. */
export default function BudgetHistoryChart({ bars }: { bars: HistoryBar[] }) {
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: MUTED, fontSize: 11 }} stroke={GRID} interval="preserveStartEnd" minTickGap={8} />
          <YAxis tickFormatter={(value) => formatMoney(Number(value), { compact: true })} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} width={56} />
          <Tooltip formatter={(value, name) => [formatMoney(Number(value)), name === "target" ? "Target" : "Spent"]} />
          <Bar dataKey="target" fill={TARGET} isAnimationActive={false} />
          <Bar dataKey="spent" fill={BRAND} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
