import type { Metadata } from "next";
import Link from "next/link";
import { CashFlowSection } from "@/components/spend/cash-flow-section";
import { CategoryBreakdown } from "@/components/spend/category-breakdown";
import { formatDayRange } from "@/components/spend/format-spend";
import { PeriodSwitcher } from "@/components/spend/period-switcher";
import { monthEnd, periodFromSearchParams, transactionsHref } from "@/components/spend/spend-links";
import { SpendTotals } from "@/components/spend/spend-totals";
import type { CategoryView } from "@/components/spend/spend-types";
import { TopMerchants } from "@/components/spend/top-merchants";
import { Card } from "@/components/ui/card";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { isAppError } from "@/lib/errors";
import { getSpendingBreakdown, type SpendingBreakdown, type SpendingCategoryLine } from "@/lib/spending/get-spending-breakdown";
import { PRESET_LABELS } from "@/lib/spending/spending-periods";

export const metadata: Metadata = { title: "Spending Breakdown" };

type SearchParams = Record<string, string | string[] | undefined>;

function categoryView(line: SpendingCategoryLine, period: { from: string; to: string }): CategoryView {
  const isOwnLine = line.parent !== null && line.parent.id === line.budgetCategory.id;
  return {
    category: {
      id: line.budgetCategory.id,
      name: isOwnLine ? `${line.budgetCategory.name}, no subcategory` : line.budgetCategory.name,
      color: line.budgetCategory.color,
    },
    amount: line.amount.toNumber(),
    previousAmount: line.previousAmount.toNumber(),
    threePeriodAverage: line.threePeriodAverage.toNumber(),
    share: line.share,
    href: transactionsHref({ category: line.budgetCategory.id, from: period.from, to: period.to }),
    subcategories: line.subcategories.map((sub) => categoryView(sub, period)),
  };
}

async function loadBreakdown(params: SearchParams): Promise<{ breakdown: SpendingBreakdown | null; problem: string | null }> {
  const viewer = await getPageViewer();
  // The (app) layout sends signed-out visitors to log in; it renders alongside this page.
  if (!viewer) return { breakdown: null, problem: null };
  try {
    return { breakdown: await getSpendingBreakdown({ viewer, input: { period: periodFromSearchParams(params) } }), problem: null };
  } catch (error) {
    if (!isAppError(error) || error.code !== "INVALID_INPUT") throw error;
    // A hand-edited URL: say what was wrong and show this month instead.
    const breakdown = await getSpendingBreakdown({ viewer, input: {} });
    return { breakdown, problem: `${error.message} Showing this month instead.` };
  }
}

/** /spend (001 §2): spending by category against the last period and the 3-period average, merchants, income. */
export default async function SpendPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const { breakdown, problem } = await loadBreakdown(params);
  const requested = periodFromSearchParams(params);
  const preset = breakdown && !problem ? (requested.preset ?? null) : "THIS_MONTH";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Spending Breakdown</h1>
      {breakdown && (
        <p className="mt-2 text-muted">
          {preset ? `${PRESET_LABELS[preset]}: ` : ""}
          {formatDayRange(breakdown.period.from, breakdown.period.to)}. Transfers between your own accounts, card payments and transactions you excluded are left out.
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-4 rounded-md bg-warning-50 px-4 py-3 text-sm text-warning-700">
          {problem}
        </p>
      )}
      {breakdown && (
        <div className="mt-6 grid gap-6">
          <PeriodSwitcher preset={preset} from={breakdown.period.from} to={breakdown.period.to} />
          {breakdown.hasTransactions ? <Figures breakdown={breakdown} /> : <NoTransactions />}
        </div>
      )}
    </div>
  );
}

function NoTransactions() {
  return (
    <Card className="text-center">
      <p className="font-medium text-ink">No transactions yet</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted">
        Once you link a bank account or card, your spending shows up here by category, with your top merchants and your
        income against your spending each month.
      </p>
      <Link href="/accounts" className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4">
        Link an account
      </Link>
    </Card>
  );
}

function Figures({ breakdown }: { breakdown: SpendingBreakdown }) {
  const { period } = breakdown;
  const periodText = formatDayRange(period.from, period.to);
  const categories = breakdown.categories.map((line) => categoryView(line, period));
  return (
    <>
      <SpendTotals
        income={breakdown.income.toNumber()}
        spending={breakdown.spending.toNumber()}
        net={breakdown.net.toNumber()}
        previousSpending={breakdown.previousSpending.toNumber()}
        averageSpending={breakdown.threePeriodAverageSpending.toNumber()}
      />
      {categories.length === 0 ? (
        <Card>
          <p className="text-sm text-muted">No spending between {periodText}.</p>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <CategoryBreakdown categories={categories} periodLabel={periodText} />
          <TopMerchants
            merchants={breakdown.topMerchants.map((merchant) => ({
              merchant: merchant.merchant,
              amount: merchant.amount.toNumber(),
              count: merchant.count,
              href: transactionsHref({ q: merchant.merchant, from: period.from, to: period.to }),
            }))}
          />
        </div>
      )}
      <CashFlowSection
        months={breakdown.monthly.map((month) => ({
          month: month.month,
          income: month.income.toNumber(),
          spending: month.spending.toNumber(),
          net: month.net.toNumber(),
          incomeHref: transactionsHref({ from: month.month, to: monthEnd(month.month), type: "income" }),
          spendingHref: transactionsHref({ from: month.month, to: monthEnd(month.month), type: "expense" }),
        }))}
      />
    </>
  );
}
