import type { Metadata } from "next";
import { BudgetCategoryPage } from "@/components/budgets/budget-category-page";

export const metadata: Metadata = { title: "Budget category" };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One budget category in a period (?period=YYYY-MM-DD), the current one by default; loads in the browser. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ id }, { period }] = await Promise.all([params, searchParams]);
  return <BudgetCategoryPage budgetCategoryId={id} periodStart={typeof period === "string" && ISO_DAY.test(period) ? period : null} />;
}
