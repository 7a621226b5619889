import { createHash, randomBytes } from "node:crypto";

/**
 * A random token for a link, cookie or device (`createToken`) and the SHA-256 digest stored in its place
 * (`hashToken`: AuthToken, PendingLogin, RememberedDevice, UnsubscribeToken `tokenHash`). Tokens carry 256 bits of
 * randomness, so a fast unsalted hash is enough: a leaked table cannot be turned back into working links.
 */
export function createToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
