import { createHash, randomBytes } from "node:crypto";

/** How long a local authorization code may wait for its exchange. */
export const LOCAL_CODE_LIFETIME_MS = 60_000;

export type LocalGrant = {
  email: string;
  firstName: string;
  lastName: string;
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
};

type StoredGrant = LocalGrant & { expiresAt: number };

// The local stand-in runs in one process (a laptop or test install), so its codes live in memory, keyed by their
// hash. globalThis, because Next bundles each route separately and both the sign-in page and the GraphQL route
// must see the same store.
const store: Map<string, StoredGrant> = ((globalThis as { __localIdpCodes?: Map<string, StoredGrant> })
  .__localIdpCodes ??= new Map());

function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("base64url");
}

export function issueLocalAuthorizationCode(grant: LocalGrant, now = Date.now()): string {
  for (const [key, stored] of store) if (stored.expiresAt <= now) store.delete(key);
  const code = randomBytes(32).toString("base64url");
  store.set(hashCode(code), { ...grant, expiresAt: now + LOCAL_CODE_LIFETIME_MS });
  return code;
}

/** Single use: the code is removed on the first attempt, whatever its outcome. Null when unknown or expired. */
export function consumeLocalAuthorizationCode(code: string, now = Date.now()): LocalGrant | null {
  const key = hashCode(code);
  const stored = store.get(key);
  store.delete(key);
  if (!stored || stored.expiresAt <= now) return null;
  const { expiresAt: _expiresAt, ...grant } = stored;
  return grant;
}
