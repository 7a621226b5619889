import type { Metadata } from "next";
import { BudgetPage } from "@/components/budgets/budget-page";

export const metadata: Metadata = { title: "Budget" };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The budget of a period (?period=YYYY-MM-DD, any day in it), the current one by default; loads in the browser. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { period } = await searchParams;
  return <BudgetPage periodStart={typeof period === "string" && ISO_DAY.test(period) ? period : null} />;
}
