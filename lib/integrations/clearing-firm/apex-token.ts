import type { ApexSettings } from "./apex-settings";
import { ClearingFirmError } from "./types";

/** Where the OAuth 2 client-credentials grant is asked for, under APEX_API_URL. */
export const APEX_TOKEN_PATH = "/oauth2/token";
/** A token is given up this long before it expires (or halfway through a shorter life), so no call carries a stale one. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Apex's access token (OAuth 2 client credentials, RFC 6749 §4.4): asked for once, shared by concurrent callers and
 * kept until shortly before it expires. A call that meets 401 gives its token back (`invalidate`) and asks again once.
 * Neither the client secret nor a token ever reaches an error message.
 */
export class ApexTokenSource {
  private cached: { token: string; refreshAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly settings: ApexSettings,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async token(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return this.cached.token;
    this.pending ??= this.request().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets `token` if it is still the cached one (a later refresh by another call is kept). */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async request(): Promise<string> {
    const { apiUrl, clientId, clientSecret } = this.settings;
    const credentials = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64");
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(`${apiUrl.replace(/\/+$/, "")}${APEX_TOKEN_PATH}`, {
        method: "POST",
        headers: {
          authorization: `Basic ${credentials}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = await response.json().catch(() => null);
    } catch {
      throw new ClearingFirmError("UNAVAILABLE", "Apex's token endpoint could not be reached.");
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      // Our own keys are wrong: no retry fixes that, but the kind stays UNAVAILABLE (the request itself was fine).
      throw new ClearingFirmError("UNAVAILABLE", `Apex refused the adapter's credentials (${response.status}).`);
    }
    if (!response.ok) throw new ClearingFirmError("UNAVAILABLE", `Apex's token endpoint answered ${response.status}.`);
    const { access_token: token, expires_in: expiresIn } = (answer ?? {}) as { access_token?: unknown; expires_in?: unknown };
    if (typeof token !== "string" || token === "" || typeof expiresIn !== "number" || !(expiresIn > 0)) {
      throw new ClearingFirmError("UNAVAILABLE", "Apex's token endpoint answered without a usable token.");
    }
    const lifetimeMs = expiresIn * 1000;
    this.cached = { token, refreshAt: this.now() + lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2) };
    return token;
  }
}
