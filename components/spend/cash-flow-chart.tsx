"use client";

import { useRouter } from "next/navigation";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/lib/format/format-money";
import { formatMonthName, formatShortMonthName } from "./format-spend";
import type { MonthView } from "./spend-types";

const INCOME = "#15786b"; // --color-brand-600
const SPENDING = "#c2410c";
const GRID = "#d4dcd9";
const MUTED = "#475569";

/** Income against spending per month; a bar opens that month's income or spending. aria-hidden: the table has it. */
export default function CashFlowChart({ months }: { months: MonthView[] }) {
  const router = useRouter();
  const open = (key: "incomeHref" | "spendingHref") => (_entry: unknown, index: number) => {
    const month = months[index];
    if (month) router.push(month[key]);
  };
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={formatShortMonthName} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} />
          <YAxis tickFormatter={(value: number) => formatMoney(value, { compact: true })} tick={{ fill: MUTED, fontSize: 12 }} stroke={GRID} width={56} />
          <Tooltip
            formatter={(value, name) => [formatMoney(Number(value)), name === "income" ? "Income" : "Spending"]}
            labelFormatter={(label) => formatMonthName(String(label))}
          />
          <Legend formatter={(value) => (value === "income" ? "Income" : "Spending")} />
          <Bar dataKey="income" fill={INCOME} isAnimationActive={false} cursor="pointer" onClick={open("incomeHref")} />
          <Bar dataKey="spending" fill={SPENDING} isAnimationActive={false} cursor="pointer" onClick={open("spendingHref")} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
