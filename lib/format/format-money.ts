import { roundOneDecimal } from "./round-one-decimal";

// Money as the product shows it (spec 001 §9): US dollars, ".00" dropped; the compact form uses k above 1,000 and M
// above 1,000,000. One helper for every screen.

const withCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatMoney(amount: number, { compact = false }: { compact?: boolean } = {}): string {
  if (!Number.isFinite(amount)) return wholeDollars.format(0);
  const magnitude = Math.abs(amount);
  if (compact && magnitude > 1_000_000) return compactForm(amount, 1_000_000, "M");
  if (compact && magnitude > 1_000) return compactForm(amount, 1_000, "k");
  const text = withCents.format(amount);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}

function compactForm(amount: number, unit: number, suffix: string): string {
  const value = roundOneDecimal(Math.abs(amount) / unit);
  const sign = amount < 0 ? "-" : "";
  return `${sign}$${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}${suffix}`;
}
