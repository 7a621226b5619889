/** Shown when a number is not a US one (spec 001 §5: the code goes to the number with +1). */
export const US_PHONE_NUMBER_MESSAGE = "Please enter a valid US phone number.";

/**
 * A US number (NANP: a three-digit area code and exchange, each starting 2–9, then four digits) as E.164
 * ("+15125550142"), from what a member types or the client sends ("+15125550142", "(512) 555 0142", "512-555-0142");
 * null for anything else. Codes go only to US numbers: the product serves US employers and the SMS sender is US-only.
 */
export function usPhoneNumber(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/[\s().-]/g, "");
  const match = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/.exec(digits);
  return match ? `+1${match[1]}` : null;
}

/** "(512) 555 0142" from "+15125550142", as the phone field's mask shows a number; "" for anything else. */
export function displayPhone(e164: string | null): string {
  const digits = (e164 ?? "").replace(/\D/g, "").slice(-10);
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}` : "";
}
