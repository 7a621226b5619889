import { formatMoney } from "@/lib/format/format-money";

// How the investing pages write the server's figures. The server sends exact decimal strings; these only format them
// (a number is made for Intl and never summed here).

/** "$1,234.56" from "1234.56". */
export const money = (amount: string) => formatMoney(Number(amount));

/** "+$12.30" / "−$4.00" / "$0": a change, with its sign written out. */
export function signedMoney(amount: string): string {
  const value = Number(amount);
  if (value === 0) return formatMoney(0);
  return `${value > 0 ? "+" : "−"}${formatMoney(Math.abs(value))}`;
}

/** "+1.25%" / "−0.40%"; an em dash when there is no percent (no money in yet). */
export function signedPercent(percent: string | null): string {
  if (percent === null) return "—";
  const value = Number(percent);
  if (value === 0) return "0.00%";
  return `${value > 0 ? "+" : "−"}${percent.replace(/^-/, "")}%`;
}

/** Words for a gain or loss, for screen readers and the table: "up $12.30 (1.25%)". */
export function gainLossWords(amount: string, percent: string | null): string {
  const value = Number(amount);
  const direction = value > 0 ? "Up" : value < 0 ? "Down" : "No change,";
  const size = formatMoney(Math.abs(value));
  return percent === null ? `${direction} ${size}` : `${direction} ${size} (${percent.replace(/^-/, "")}%)`;
}

/** 1250 basis points -> "12.5%". */
export function basisPointsText(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : basisPoints % 10 === 0 ? 1 : 2)}%`;
}

/** -130 -> "−1.3 pts"; 0 -> "On target". */
export function driftText(basisPoints: number): string {
  if (basisPoints === 0) return "On target";
  return `${basisPoints > 0 ? "+" : "−"}${basisPointsText(Math.abs(basisPoints)).replace("%", "")} pts`;
}

export const ACTIVITY_LABELS: Record<string, string> = {
  DEPOSIT: "Deposit",
  WITHDRAWAL: "Withdrawal",
  BUY: "Bought",
  SELL: "Sold",
  DIVIDEND: "Dividend",
  FEE: "Fee",
};

export const DOCUMENT_KIND_LABELS: Record<string, string> = {
  STATEMENT: "Statement",
  TRADE_CONFIRMATION: "Trade confirmation",
  TAX_FORM: "Tax form",
};

export const FUND_CLASS_LABELS: Record<string, string> = { STOCK: "Stocks", BOND: "Bonds" };

/** Shares with up to six places, trailing zeros dropped: "1.230000" -> "1.23". */
export function sharesText(quantity: string): string {
  return quantity.includes(".") ? quantity.replace(/0+$/, "").replace(/\.$/, "") : quantity;
}

export function fundAccountHref(accountId: string): string {
  return `/investing/fund?accountId=${encodeURIComponent(accountId)}`;
}

export function dashboardHref(accountId: string, period?: string): string {
  const base = `/investing/dashboard/${encodeURIComponent(accountId)}`;
  return period ? `${base}?period=${period}` : base;
}

export function portfolioHref(accountId: string): string {
  return `/investing/${encodeURIComponent(accountId)}/portfolio`;
}

export function documentHref(accountId: string, documentId: string): string {
  return `/api/investing/documents/${encodeURIComponent(accountId)}/${encodeURIComponent(documentId)}`;
}
