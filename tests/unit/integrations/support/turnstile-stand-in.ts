import { randomBytes } from "node:crypto";
import { sendJson, startHttpStandIn } from "./http-stand-in";

export type SiteverifyRequest = { secret: string; response: string; remoteip: string | null };

/**
 * Imitates Cloudflare Turnstile's siteverify: form posts with secret, response and remoteip; answers
 * { success, error-codes, challenge_ts, hostname, action, cdata }. Tokens come from issueToken() and are single-use.
 */
export async function startTurnstileStandIn(secretKey: string) {
  const issued = new Set<string>();
  const spent = new Set<string>();
  const requests: SiteverifyRequest[] = [];
  const state = { failWith: undefined as number | undefined };

  const server = await startHttpStandIn((request, rawBody, response) => {
    if (request.method !== "POST" || new URL(request.url ?? "/", "http://localhost").pathname !== "/turnstile/v0/siteverify") {
      return sendJson(response, 404, { success: false, "error-codes": ["not-found"] });
    }
    if (state.failWith) return sendJson(response, state.failWith, { success: false, "error-codes": ["internal-error"] });

    const form = new URLSearchParams(rawBody);
    const secret = form.get("secret") ?? "";
    const token = form.get("response") ?? "";
    requests.push({ secret, response: token, remoteip: form.get("remoteip") });

    const fail = (code: string) => sendJson(response, 200, { success: false, "error-codes": [code], messages: [] });
    if (!secret) return fail("missing-input-secret");
    if (secret !== secretKey) return fail("invalid-input-secret");
    if (!token) return fail("missing-input-response");
    if (spent.has(token)) return fail("timeout-or-duplicate");
    if (!issued.has(token)) return fail("invalid-input-response");
    spent.add(token);
    return sendJson(response, 200, {
      success: true,
      "error-codes": [],
      challenge_ts: new Date().toISOString(),
      hostname: "localhost",
      action: "",
      cdata: "",
      metadata: { interactive: false },
    });
  });

  return {
    verifyUrl: `${server.baseUrl}/turnstile/v0/siteverify`,
    requests,
    /** A token as the browser widget would get it. */
    issueToken(): string {
      const token = `0.${randomBytes(48).toString("base64url")}`;
      issued.add(token);
      return token;
    },
    failWith(status: number | undefined) {
      state.failWith = status;
    },
    close: server.close,
  };
}
