import type { IpLocator } from "./types";

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^::1$/, /^f[cd][0-9a-f]{2}:/i, /^::ffff:127\./];

/**
 * Without a location service: a loopback or private address is named 'Local network' (a laptop, an office network),
 * any other is unknown. Never guesses.
 */
export class LocalIpLocator implements IpLocator {
  async locate(ipAddress: string): Promise<string | null> {
    return PRIVATE.some((pattern) => pattern.test(ipAddress)) ? "Local network" : null;
  }
}
