"use client";

import { useRouter } from "next/navigation";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format/format-money";
import type { CategoryView } from "./spend-types";

const GRID = "#d4dcd9";
const MUTED = "#475569";

/**
 * This period's spending by category as horizontal bars; a bar opens its transactions. Drawn for sighted mouse and
 * touch users (aria-hidden): the table under it has the same figures and the same links for everyone else.
 */
export default function CategoryChart({ categories }: { categories: CategoryView[] }) {
  const router = useRouter();
  const data = categories.filter((line) => line.amount > 0);
  const height = Math.max(120, data.length * 36 + 32);
  return (
    <div aria-hidden="true" className="w-full" style={{ height }} data-testid="category-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={(value: number) => formatMoney(value, { compact: true })} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} />
          <YAxis
            type="category"
            dataKey={(line: CategoryView) => line.category.name}
            width={120}
            tick={{ fill: MUTED, fontSize: 12 }}
            stroke={GRID}
            interval={0}
          />
          <Tooltip formatter={(value) => [formatMoney(Number(value)), "Spent"]} cursor={{ fill: "#effaf8" }} />
          <Bar
            dataKey="amount"
            isAnimationActive={false}
            radius={[0, 4, 4, 0]}
            cursor="pointer"
            onClick={(_entry, index) => {
              const line = data[index];
              if (line) router.push(line.href);
            }}
          >
            {data.map((line) => (
              <Cell key={line.category.id} fill={line.category.color} data-href={line.href} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
