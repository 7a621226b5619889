/**
 * The last four digits of an SSN (or any tax id), the only part ever stored in the clear or shown
 * (InvestingParty.taxIdLastFour, 002 §3 taxIdLastFour). Accepts formatted input such as 123-45-6789.
 */
export function lastFour(ssn: string): string {
  const digits = ssn.replace(/\D/g, "");
  if (digits.length < 4) throw new Error("lastFour: a tax id needs at least four digits.");
  return digits.slice(-4);
}

/** `***-**-6789`: how an SSN is displayed. Takes the full number or just its last four digits. */
export function maskSsn(ssnOrLastFour: string): string {
  return `***-**-${lastFour(ssnOrLastFour)}`;
}
