/** The last four digits of a phone number, as the code screen shows them ('ending in 0143'). */
export function lastFourDigits(phoneNumber: string | null | undefined): string | null {
  const digits = (phoneNumber ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-4) : null;
}
