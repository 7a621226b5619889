"use client";

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format/format-money";
import { formatFullDate, formatMonthDay, formatMonthYear, formatShortMonth } from "./format-history-date";
import type { HistoryEntry } from "./health-operations";
import { valueAxis } from "./value-axis";

const BRAND = "#15786b"; // --color-brand-600
const GRID = "#d4dcd9"; // --color-border
const MUTED = "#475569"; // --color-muted

/**
 * The picture of one history series. Drawn for sighted users only (aria-hidden): the section beside it has the same
 * figures as a table and a one-line summary, which screen readers get instead. Loaded lazily: recharts is the
 * page's heaviest dependency.
 */
export default function HistoryChart({ entries, period }: { entries: HistoryEntry[]; period: "monthly" | "daily" }) {
  const tickDate = period === "monthly" ? formatShortMonth : formatMonthDay;
  const tooltipDate = period === "monthly" ? formatMonthYear : formatFullDate;
  const axis = valueAxis(entries.map((entry) => entry.value));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={entries} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id="history-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND} stopOpacity={0.25} />
              <stop offset="100%" stopColor={BRAND} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={tickDate}
            tick={{ fill: MUTED, fontSize: 12 }}
            stroke={GRID}
            minTickGap={16}
          />
          <YAxis
            domain={axis.domain}
            ticks={axis.ticks}
            interval={0}
            tickFormatter={axis.label}
            tick={{ fill: MUTED, fontSize: 12 }}
            stroke={GRID}
            width={64}
          />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value)), "Value"]}
            labelFormatter={(label) => tooltipDate(String(label))}
          />
          <Area
            type="monotone"
            dataKey="value"
            stroke={BRAND}
            strokeWidth={2}
            fill="url(#history-fill)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
