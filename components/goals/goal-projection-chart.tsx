"use client";

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format/format-money";
import { formatGoalDate } from "./goal-format";

const BRAND = "#15786b";
const TARGET = "#b54708";
const GRID = "#d4dcd9";
const MUTED = "#475569";

export type ProjectionRow = { date: string; projected: number; target: number };

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });

/**
 * The projection at today's pace against the target line. For sighted users only (aria-hidden): the page shows the
 * same points as a table. Loaded lazily (recharts is heavy).
 */
export default function GoalProjectionChart({ rows, showTarget }: { rows: ProjectionRow[]; showTarget: boolean }) {
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => shortMonth.format(new Date(`${date}T00:00:00Z`))}
            tick={{ fill: MUTED, fontSize: 12 }}
            stroke={GRID}
            minTickGap={16}
          />
          <YAxis tickFormatter={(value: number) => formatMoney(value, { compact: true })} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} width={64} />
          <Tooltip formatter={(value, name) => [formatMoney(Number(value)), name === "target" ? "Target" : "Projected"]} labelFormatter={(label) => formatGoalDate(String(label))} />
          {showTarget && <Line type="stepAfter" dataKey="target" stroke={TARGET} strokeDasharray="6 4" dot={false} isAnimationActive={false} />}
          <Line type="monotone" dataKey="projected" stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
