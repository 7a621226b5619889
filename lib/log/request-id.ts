export const REQUEST_ID_HEADER = "x-request-id";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id a request's log lines share, sent back in `x-request-id`. A proxy we trust (TRUSTED_PROXY_COUNT > 0) may
 * have assigned one already, which then ties its logs to ours; a caller's own id is never taken, so it cannot make
 * its requests look like someone else's.
 */
export function requestIdFor(headers: Headers, trustedProxyCount: number): string {
  const forwarded = trustedProxyCount > 0 ? headers.get(REQUEST_ID_HEADER)?.trim() : undefined;
  return forwarded && SAFE_REQUEST_ID.test(forwarded) ? forwarded : crypto.randomUUID();
}

/** TRUSTED_PROXY_COUNT as proxy.ts reads it (it does not load the validated settings; lib/env.ts checks them). */
export function trustedProxyCountSetting(value: string | undefined = process.env.TRUSTED_PROXY_COUNT): number {
  const count = Number.parseInt(value ?? "", 10);
  return Number.isInteger(count) && count >= 0 && count <= 10 ? count : 0;
}
