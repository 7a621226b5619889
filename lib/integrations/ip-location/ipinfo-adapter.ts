import type { IpLocator } from "./types";
import { LocalIpLocator } from "./local-adapter";

const TIMEOUT_MS = 1500;
const CACHE_LIMIT = 1000;

/**
 * ipinfo.io's lookup (GET /{ip}?token=…: city, region, country). A slow or failing lookup answers null: the list of
 * devices never waits on it for long. Answers are kept in memory, since a member's devices repeat.
 */
export class IpinfoLocator implements IpLocator {
  private readonly cache = new Map<string, string | null>();
  private readonly local = new LocalIpLocator();

  constructor(private readonly options: { token: string }) {}

  async locate(ipAddress: string): Promise<string | null> {
    const local = await this.local.locate(ipAddress);
    if (local) return local;
    if (this.cache.has(ipAddress)) return this.cache.get(ipAddress) ?? null;
    const place = await this.lookUp(ipAddress);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(ipAddress, place);
    return place;
  }

  private async lookUp(ipAddress: string): Promise<string | null> {
    try {
      const url = `https://ipinfo.io/${encodeURIComponent(ipAddress)}?token=${encodeURIComponent(this.options.token)}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
      if (!response.ok) return null;
      const { city, region, country } = (await response.json()) as { city?: string; region?: string; country?: string };
      const place = [city, region, country].filter((part) => typeof part === "string" && part.length > 0).join(", ");
      return place || null;
    } catch {
      return null;
    }
  }
}
