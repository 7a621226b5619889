import {
  closeOn,
  dateOfDayNumber,
  moneyText,
  priceText,
  quantityText,
  quarterEndDays,
  SANDBOX_SECURITIES,
  utcDayNumber,
  valueOf,
} from "./sandbox-market";
import type { Activity, DailyBalance, PortfolioSnapshot, Transfer } from "./types";

// An account's money in the sandbox, replayed from its transfers and filled orders: cash, positions (with their
// cost), the dividends funds paid at each quarter's end on what was held, and each day's close. Pure: the adapter
// loads the records and hands them here. Integers throughout (cents, millionths of a share, ten-thousandths of a
// dollar); strings only at the edge.

export type StoredTransfer = {
  fingerprint: string;
  transfer: Omit<Transfer, "createTime" | "settleTime"> & { createTime: string; settleTime: string | null };
  amountCents: number;
  /** When a PENDING ACH deposit settles (COMPLETED) unless the control decided otherwise first. */
  settleAt: string | null;
};

export type StoredFill = {
  orderId: string;
  symbol: string;
  side: "BUY" | "SELL";
  amountCents: number;
  quantityMicros: number;
  price: number;
  fillTime: string;
};

type Holding = { micros: number; costCents: number };

export type LedgerState = { cashCents: number; holdings: Map<string, Holding>; contributedCents: number };

type Event = { at: number; day: number; apply: (state: LedgerState, activities: Activity[]) => void };

function emptyState(): LedgerState {
  return { cashCents: 0, holdings: new Map(), contributedCents: 0 };
}

function isoDate(instant: string) {
  return dateOfDayNumber(utcDayNumber(new Date(instant)));
}

/** The money events in time order: settled deposits and withdrawals, then fills. */
function eventsOf(transfers: StoredTransfer[], fills: StoredFill[]): Event[] {
  const events: Event[] = [];
  for (const stored of transfers) {
    const { transfer } = stored;
    if (transfer.state !== "COMPLETED" || !transfer.settleTime) continue;
    const at = Date.parse(transfer.settleTime);
    const sign = transfer.direction === "DEPOSIT" ? 1 : -1;
    events.push({
      at,
      day: utcDayNumber(new Date(at)),
      apply: (state, activities) => {
        state.cashCents += sign * stored.amountCents;
        state.contributedCents += sign * stored.amountCents;
        activities.push({
          activityId: `transfer-${transfer.transferId}`,
          type: transfer.direction,
          date: isoDate(transfer.settleTime!),
          symbol: null,
          quantity: null,
          price: null,
          amount: moneyText(sign * stored.amountCents),
          description:
            transfer.mechanism === "CHECK"
              ? `Rollover check${transfer.description ? ` from ${transfer.description}` : ""}`
              : transfer.direction === "DEPOSIT"
                ? "Deposit from your bank"
                : "Withdrawal to your bank",
        });
      },
    });
  }
  for (const fill of fills) {
    const at = Date.parse(fill.fillTime);
    events.push({
      at,
      day: utcDayNumber(new Date(at)),
      apply: (state, activities) => {
        const holding = state.holdings.get(fill.symbol) ?? { micros: 0, costCents: 0 };
        if (fill.side === "BUY") {
          holding.micros += fill.quantityMicros;
          holding.costCents += fill.amountCents;
          state.cashCents -= fill.amountCents;
        } else {
          const costSold = holding.micros === 0 ? 0 : Math.round((holding.costCents * fill.quantityMicros) / holding.micros);
          holding.micros -= fill.quantityMicros;
          holding.costCents -= costSold;
          state.cashCents += fill.amountCents;
        }
        state.holdings.set(fill.symbol, holding);
        activities.push({
          activityId: `order-${fill.orderId}`,
          type: fill.side,
          date: isoDate(fill.fillTime),
          symbol: fill.symbol,
          quantity: quantityText(fill.quantityMicros),
          price: priceText(fill.price),
          amount: moneyText(fill.side === "BUY" ? -fill.amountCents : fill.amountCents),
          description: `${fill.side === "BUY" ? "Bought" : "Sold"} ${SANDBOX_SECURITIES[fill.symbol]?.name ?? fill.symbol}`,
        });
      },
    });
  }
  return events.sort((a, b) => a.at - b.at);
}

function payDividends(state: LedgerState, day: number, activities: Activity[]): void {
  for (const [symbol, holding] of state.holdings) {
    if (holding.micros <= 0) continue;
    const yearly = SANDBOX_SECURITIES[symbol]?.yearlyDividendYield ?? 0;
    const cents = Math.floor((valueOf(holding.micros, closeOn(symbol, day)) * yearly) / 4);
    if (cents <= 0) continue;
    state.cashCents += cents;
    activities.push({
      activityId: `dividend-${symbol}-${day}`,
      type: "DIVIDEND",
      date: dateOfDayNumber(day),
      symbol,
      quantity: null,
      price: null,
      amount: moneyText(cents),
      description: `Dividend from ${SANDBOX_SECURITIES[symbol]?.name ?? symbol}`,
    });
  }
}

function equityOf(state: LedgerState, day: number): number {
  let cents = state.cashCents;
  for (const [symbol, holding] of state.holdings) cents += valueOf(holding.micros, closeOn(symbol, day));
  return cents;
}

/**
 * Replays the account up to and including `today`, calling `onDay` after each day's events and dividends with the
 * state at that day's close. Dividends are paid at the close of each quarter's last trading day on what was held.
 */
export function replayLedger(
  transfers: StoredTransfer[],
  fills: StoredFill[],
  today: number,
  onDay?: (day: number, state: LedgerState) => void,
): { state: LedgerState; activities: Activity[] } {
  const events = eventsOf(transfers, fills);
  const state = emptyState();
  const activities: Activity[] = [];
  if (events.length === 0) return { state, activities };
  const dividendDays = new Set(quarterEndDays(events[0]!.day, today - 1));
  let next = 0;
  for (let day = events[0]!.day; day <= today; day += 1) {
    while (next < events.length && events[next]!.day <= day) events[next++]!.apply(state, activities);
    if (dividendDays.has(day)) payDividends(state, day, activities);
    onDay?.(day, state);
  }
  while (next < events.length) events[next++]!.apply(state, activities);
  return { state, activities };
}

export function portfolioOf(state: LedgerState, today: number, asOf: Date): PortfolioSnapshot {
  return {
    asOf,
    cash: moneyText(state.cashCents),
    positions: [...state.holdings]
      .filter(([, holding]) => holding.micros > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([symbol, holding]) => {
        const price = closeOn(symbol, today);
        return {
          symbol,
          quantity: quantityText(holding.micros),
          price: priceText(price),
          marketValue: moneyText(valueOf(holding.micros, price)),
          costBasis: moneyText(holding.costCents),
        };
      }),
  };
}

/** Each day's close between two day numbers, from the first day the account held money. */
export function dailyBalancesOf(transfers: StoredTransfer[], fills: StoredFill[], fromDay: number, toDay: number): DailyBalance[] {
  const balances: DailyBalance[] = [];
  replayLedger(transfers, fills, toDay, (day, state) => {
    if (day < fromDay) return;
    balances.push({ date: dateOfDayNumber(day), equity: moneyText(equityOf(state, day)), netContributions: moneyText(state.contributedCents) });
  });
  return balances;
}
