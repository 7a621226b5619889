/** The caller's address as the trusted proxy in front of the app reports it; used for rate limits and audit only. */
export function clientIpAddress(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0]?.trim() || null;
  return headers.get("x-real-ip");
}
