// Split arithmetic in whole cents (exact integers; a Decimal(14, 2) amount is at most 10^14 cents, well inside a
// double's exact range). Shared by splitTransaction and the split editor's running 'Left to assign'.

const MONEY_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Cents of an amount given as a number or text with at most 2 decimals; null when it has more or is not money. */
export function toCents(value: number | string | { toFixed(): string }): number | null {
  // String(0.1) is "0.1": a number prints its shortest exact digits, so the test below sees what the caller sent.
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : value.toFixed();
  const match = MONEY_TEXT.exec(text.replace(/(\.\d\d)0+$/, "$1"));
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] && cents !== 0 ? -cents : cents;
}

/** Cents as a dollar text with two decimals ("-12.30"), for Decimal columns and inputs. */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$1,234.50": cents as the screens and messages show an amount's size. */
export function formatCents(cents: number): string {
  return dollars.format(Math.abs(cents) / 100);
}

/** What is left to assign: the total less the parts (negative when the parts are over). */
export function remainingCents(totalCents: number, partCents: number[]): number {
  return partCents.reduce((left, part) => left - part, totalCents);
}

/** The message for parts that do not add up to the total, or null when they do. Sizes only: direction is the transaction's. */
export function splitSumMessage(totalCents: number, partCents: number[]): string | null {
  const left = remainingCents(totalCents, partCents);
  if (left === 0) return null;
  const sum = partCents.reduce((a, b) => a + b, 0);
  const off = Math.abs(left);
  const how = Math.sign(left) === Math.sign(totalCents) ? `${formatCents(off)} short` : `${formatCents(off)} over`;
  return `The parts add up to ${formatCents(sum)}; they must add up to ${formatCents(totalCents)} (${how}).`;
}
