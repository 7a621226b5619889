import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { CODE_LENGTH } from "@/lib/auth/two-factor/two-factor-policy";

/** A uniformly random code of six digits, leading zeros kept. */
export function createOneTimeCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, "0");
}

/**
 * Six digits are too few for a plain hash (a leaked table would be reversed in a blink), so the stored value is an
 * HMAC under the server secret, bound to the code's row.
 */
export function hashOneTimeCode({ codeId, code }: { codeId: string; code: string }): string {
  return createHmac("sha256", getAuthSecret()).update(`${codeId}:${code}`, "utf8").digest("hex");
}

export function oneTimeCodeMatches({ codeId, code, codeHash }: { codeId: string; code: string; codeHash: string }) {
  const expected = Buffer.from(codeHash, "hex");
  const actual = Buffer.from(hashOneTimeCode({ codeId, code }), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
