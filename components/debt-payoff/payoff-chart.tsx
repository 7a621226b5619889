"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format/format-money";

export type PayoffPoint = { month: number; avalanche: number | null; snowball: number | null; minimums: number | null };

const LINES = [
  { key: "avalanche", label: "Avalanche", color: "#15786b", dash: undefined },
  { key: "snowball", label: "Snowball", color: "#7e22ce", dash: "6 3" },
  { key: "minimums", label: "Minimums only", color: "#475569", dash: "2 3" },
] as const;

/** What is left to pay each month under each plan. aria-hidden: the table beside it has the same figures. */
export default function PayoffChart({ points }: { points: PayoffPoint[] }) {
  const horizon = points.at(-1)?.month ?? 0;
  // Whole years along the axis (every year up to 10, then every 5 or 10), months for a plan under two years.
  const every = horizon <= 24 ? 3 : horizon <= 120 ? 12 : horizon <= 360 ? 60 : 120;
  const ticks = Array.from({ length: Math.floor(horizon / every) + 1 }, (_, index) => index * every);
  const label = (month: number) => (every < 12 ? `${month} mo` : `${month / 12} yr`);
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#d4dcd9" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="month"
            type="number"
            domain={[0, "dataMax"]}
            ticks={ticks}
            interval={0}
            tickFormatter={label}
            tick={{ fill: "#475569", fontSize: 12 }}
            stroke="#d4dcd9"
          />
          <YAxis tickFormatter={(value: number) => formatMoney(value, { compact: true })} tick={{ fill: "#475569", fontSize: 12 }} stroke="#d4dcd9" width={56} />
          <Tooltip
            formatter={(value, name) => [formatMoney(Number(value)), LINES.find((line) => line.key === name)?.label ?? String(name)]}
            labelFormatter={(month) => `Month ${month}`}
          />
          <Legend formatter={(value) => LINES.find((line) => line.key === value)?.label ?? value} />
          {LINES.map((line) => (
            <Line
              key={line.key}
              dataKey={line.key}
              stroke={line.color}
              strokeDasharray={line.dash}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
              connectNulls={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
