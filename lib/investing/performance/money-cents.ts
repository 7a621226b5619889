// Money in the performance helpers is integer cents: the clearing firm's decimal strings are read into cents once, summed
// and subtracted as integers, and written back as decimal strings. Never a float for a sum.

const MONEY_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" -> 123450. Refuses anything that is not dollars with at most two decimals. */
export function toCents(amount: string): number {
  const match = MONEY_TEXT.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount of money: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${amount}`);
  return match[1] === "-" ? -cents : cents;
}

/** 123450 -> "1234.50"; -5 -> "-0.05". */
export function centsToText(cents: number): string {
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${text}` : text;
}

/** The sum of decimal-string amounts, as cents. */
export function sumCents(amounts: readonly string[]): number {
  return amounts.reduce((total, amount) => total + toCents(amount), 0);
}
