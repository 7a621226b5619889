import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { AccountDocumentKind, Activity, CalendarDate } from "@/lib/integrations/clearing-firm/types";
import { accountLabel } from "./account-label";
import { clearingFirmRefusal } from "./clearing-firm-refusal";
import { findOwnInvestingAccount } from "./find-own-investing-account";
import { accountValue } from "./performance/account-value";
import { allocationDrift, type FundKind } from "./performance/allocation-drift";
import { centsToText, toCents } from "./performance/money-cents";
import { mergeTimeSeries } from "./performance/merge-time-series";
import { periodGainLoss, type GainLoss } from "./performance/period-gain-loss";
import { dayBefore, daysBetween, isoDay, periodWindow, type PerformancePeriod, type PeriodWindow } from "./performance/period-window";

export type DashboardHolding = {
  symbol: string;
  fundName: string | null;
  quantity: string;
  price: string;
  marketValue: string;
  costBasis: string;
  gainLoss: string;
};

export type DashboardAllocationFund = {
  symbol: string;
  fundName: string | null;
  kind: FundKind | null;
  targetBasisPoints: number;
  actualBasisPoints: number;
  driftBasisPoints: number;
};

export type InvestingDashboard = {
  account: {
    accountId: string;
    label: string;
    state: string;
    modelPortfolio: { id: string; name: string; stockPercent: number; bondPercent: number } | null;
    isMoneyInvested: boolean;
    activeRestrictions: string[];
    processingWithdrawal: boolean;
    isAccountClosing: boolean;
  };
  /** False until money has ever come in: the pages then show how to fund the account. */
  hasMoney: boolean;
  asOf: Date | null;
  equity: string;
  buyingPower: string;
  netContributions: string;
  gainLoss: GainLoss;
  period: PerformancePeriod;
  window: PeriodWindow;
  periodGainLoss: GainLoss;
  /** One point per day of the window from the first close on (002 §4: the latest earlier close carried forward). */
  series: Array<{ date: string; equity: string; netContributions: string }>;
  holdings: DashboardHolding[];
  /** Target against actual; null while the account follows no model portfolio. */
  allocation: { funds: DashboardAllocationFund[]; classes: Array<{ kind: FundKind; targetBasisPoints: number; actualBasisPoints: number; driftBasisPoints: number }> } | null;
  /** Newest first. */
  activity: Array<Omit<Activity, "date"> & { date: string }>;
  documents: Array<{ documentId: string; kind: AccountDocumentKind; name: string; date: string }>;
};

const OPENED_STATES = new Set(["ACTIVE", "SUSPENDED", "CLOSED"]);

const iso = (date: CalendarDate) => isoDay(date.year, date.month, date.day);
const calendar = (day: string): CalendarDate => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { year, month, day: date };
};

/**
 * One of the member's investing accounts as /investing/dashboard/{id} and /investing/{id}/portfolio show it (issue 16
 * item 5), read live from the clearing firm: value, buying power, gain and loss since opening and over the period,
 * the period's daily series, holdings, target against actual allocation, activity and documents. Another member's
 * account is not found; coach mode may read.
 */
export async function getInvestingDashboard({
  viewer,
  accountId,
  period,
  now = new Date(),
}: {
  viewer: Viewer | null;
  accountId: string;
  period: PerformancePeriod;
  now?: Date;
}): Promise<InvestingDashboard> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const { id } = await findOwnInvestingAccount(db, viewer.userId, accountId);
  const row = await db.investingAccount.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      accountId: true,
      nickname: true,
      registrationType: true,
      subtype: true,
      accountNumber: true,
      state: true,
      createTime: true,
      createdAt: true,
      isMoneyInvested: true,
      activeRestrictions: true,
      processingWithdrawal: true,
      isAccountClosing: true,
      modelPortfolio: {
        select: {
          id: true,
          name: true,
          stockPercent: true,
          bondPercent: true,
          holdings: { orderBy: { sortOrder: "asc" }, select: { symbol: true, fundName: true, kind: true, weightBasisPoints: true } },
        },
      },
    },
  });

  const today = now.toISOString().slice(0, 10);
  const window = periodWindow({ period, today, openedOn: (row.createTime ?? row.createdAt).toISOString().slice(0, 10) });
  // Before the account opens there is nothing at the clearing firm to read.
  const money = row.accountId && OPENED_STATES.has(row.state) ? await readMoney(row.accountId, window) : null;

  const value = accountValue({ cash: money?.portfolio.cash ?? "0.00", positions: money?.portfolio.positions ?? [], activities: money?.activities ?? [] });
  const closes = (money?.balances ?? []).map((balance) => ({ date: iso(balance.date), value: balance }));
  const series = mergeTimeSeries({ internal: daysBetween(window).map((date) => ({ date })), external: closes }).map(({ date, value: close }) => ({
    date,
    equity: close.equity,
    netContributions: close.netContributions,
  }));
  const before = closes.filter((close) => close.date < window.from).at(-1)?.value ?? null;
  const last = series.at(-1);
  const fundNames = new Map(row.modelPortfolio?.holdings.map((holding) => [holding.symbol, holding.fundName]) ?? []);
  const positions = money?.portfolio.positions ?? [];

  return {
    account: {
      accountId: row.accountId ?? row.id,
      label: accountLabel(row),
      state: row.state,
      modelPortfolio: row.modelPortfolio
        ? { id: row.modelPortfolio.id, name: row.modelPortfolio.name, stockPercent: row.modelPortfolio.stockPercent, bondPercent: row.modelPortfolio.bondPercent }
        : null,
      isMoneyInvested: row.isMoneyInvested,
      activeRestrictions: row.activeRestrictions,
      processingWithdrawal: row.processingWithdrawal,
      isAccountClosing: row.isAccountClosing,
    },
    hasMoney: (money?.activities.length ?? 0) > 0,
    asOf: money?.portfolio.asOf ?? null,
    equity: value.equity,
    buyingPower: money?.portfolio.cash ?? "0.00",
    netContributions: value.netContributions,
    gainLoss: { amount: value.gainLoss, percent: value.percentGainLoss },
    period,
    window,
    periodGainLoss: last ? periodGainLoss({ start: before, end: last }) : { amount: "0.00", percent: null },
    series,
    holdings: positions.map((position) => ({
      ...position,
      fundName: fundNames.get(position.symbol) ?? null,
      gainLoss: centsToText(toCents(position.marketValue) - toCents(position.costBasis)),
    })),
    allocation: row.modelPortfolio
      ? (() => {
          const drift = allocationDrift({ targets: row.modelPortfolio.holdings, positions });
          return { funds: drift.funds.map((fund) => ({ ...fund, fundName: fundNames.get(fund.symbol) ?? null })), classes: drift.classes };
        })()
      : null,
    activity: (money?.activities ?? []).map((activity) => ({ ...activity, date: iso(activity.date) })).sort((a, b) => b.date.localeCompare(a.date)),
    documents: (money?.documents ?? []).map((document) => ({ ...document, date: iso(document.date) })).sort((a, b) => b.date.localeCompare(a.date)),
  };
}

/** The clearing firm's side, read at once: portfolio, activity, the closes from the day before the window, documents. */
async function readMoney(accountId: string, window: PeriodWindow) {
  const clearingFirm = getClearingFirm();
  try {
    const [portfolio, activities, balances, documents] = await Promise.all([
      clearingFirm.getPortfolio({ accountId }),
      clearingFirm.getActivities({ accountId }),
      clearingFirm.getDailyBalances({ accountId, from: calendar(dayBefore(window.from)), to: calendar(window.to) }),
      clearingFirm.getAccountDocuments({ accountId }),
    ]);
    return { portfolio, activities, balances, documents };
  } catch (error) {
    throw await clearingFirmRefusal(error);
  }
}
