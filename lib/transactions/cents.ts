// Amounts as integer cents for the arithmetic of detection and matching (exact for any Decimal(14, 2)).

/** "12.3" -> 1230, "-0.05" -> -5: exact for any Decimal(14, 2). */
export function toCents(amount: string): number {
  const match = /^(-?)(\d*)(?:\.(\d{0,2})\d*)?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, minus, whole, fraction = ""] = match;
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return minus ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}
