import { createHmac, randomInt } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/auth-secret";

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U, so a code read off paper is not mistyped. 10 characters carry 50 bits. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const CODE_CHARACTERS = 10;

/** Ten new codes as the member sees them: 'xxxxx-xxxxx'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: CODE_CHARACTERS }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/**
 * The code as stored, whatever way it was typed: case, spaces and the dash do not matter, and the letters Crockford
 * reads as digits (O as 0, I and L as 1) are mapped. Null when it cannot be a recovery code (a six-digit code is not).
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed
    .toLowerCase()
    .replace(/[\s-]/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
  return compact.length === CODE_CHARACTERS && [...compact].every((c) => ALPHABET.includes(c)) ? compact : null;
}

/**
 * 50 bits would fall to a determined offline search of a leaked table, so the stored value is an HMAC under the
 * server secret, bound to the user.
 */
export function hashRecoveryCode({ userId, code }: { userId: string; code: string }): string {
  const normalized = normalizeRecoveryCode(code) ?? code;
  return createHmac("sha256", getAuthSecret()).update(`recovery:${userId}:${normalized}`, "utf8").digest("hex");
}
