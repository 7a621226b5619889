import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

/** Typing an address asks for suggestions every few keystrokes; this is well above that and caps a runaway client. */
export const ADDRESS_LOOKUPS_PER_MINUTE = 60;

/** Counts one lookup (suggestions or details) against the person's shared per-minute allowance. */
export async function consumeAddressLookupAllowance({ userId }: { userId: string }): Promise<void> {
  await consumeRateLimit({ key: `address-lookup:user:${userId}`, limit: ADDRESS_LOOKUPS_PER_MINUTE, windowSeconds: 60 });
}
