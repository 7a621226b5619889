import { isIP } from "node:net";
import { getEnv } from "@/lib/env";

/**
 * The caller's address, for rate limits and audit only. X-Forwarded-For is read from the right: the server appends
 * the connection's own address as its last entry (lib/http/forward-peer-address.ts), and each of the
 * TRUSTED_PROXY_COUNT proxies in front of it appended the address it saw, so the entry `trustedProxyCount` places
 * left of the last one is the first address no one we trust could have been told by the caller. Anything further
 * left is the caller's own claim, so changing it never changes the answer.
 */
export function clientIpAddress(
  headers: Headers,
  trustedProxyCount: number = getEnv().TRUSTED_PROXY_COUNT,
): string | null {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (chain.length === 0) return null;
  // Fewer entries than trusted hops: the request did not come through all of them; the leftmost is the best we know.
  const entry = chain[Math.max(0, chain.length - 1 - trustedProxyCount)]!;
  return normalizeAddress(entry);
}

/** IPv4 clients of a dual-stack socket appear as `::ffff:1.2.3.4`; one client, one key. Non-addresses are kept as
 *  one opaque value (a proxy we trust wrote it), bounded so a key stays short. */
function normalizeAddress(entry: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(entry);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  return isIP(entry) ? entry.toLowerCase() : entry.slice(0, 64);
}
