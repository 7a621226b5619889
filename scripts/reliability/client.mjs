// A reliability run's client: one person, from an address of their own on loopback (127.0.0.x, as if from their own
// machine: nginx and the app see them apart, rate limits included), with a session cookie, calling the GraphQL API
// through nginx as the product's client does: mutations carry an Idempotency-Key and are retried with the same key
// after a lost connection, a 5xx or "still being processed", until a deadline.
import http from "node:http";
import { randomUUID } from "node:crypto";

const RETRYABLE = new Set([409, 429, 500, 502, 503, 504]);

export function createClient({ baseUrl, address }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  const target = new URL(baseUrl);
  let cookie = "";
  const stats = { requests: 0, retries: 0, byStatus: new Map(), serverErrors: [] };

  function send(path, { method = "GET", headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          agent,
          headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}), ...headers },
          timeout: 30_000,
        },
        (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            stats.requests += 1;
            stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
            const setCookies = response.headers["set-cookie"] ?? [];
            if (setCookies.length > 0) cookie = mergeCookies(cookie, setCookies);
            resolve({ status: response.statusCode, headers: response.headers, text });
          });
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("timed out")));
      request.on("error", reject);
      if (body) request.write(body);
      request.end();
    });
  }

  /** One GraphQL call; with `idempotencyKey` (a mutation) retried with that key until it answers or `deadline`. */
  async function graphql(query, variables = {}, { idempotencyKey, deadline = Date.now() + 60_000, retry = true } = {}) {
    const body = JSON.stringify({ query, variables });
    const headers = { "x-graphql-yoga-csrf": "1", ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) };
    let delay = 100;
    for (;;) {
      let outcome;
      try {
        outcome = await send("/api/graphql", { method: "POST", headers, body });
      } catch (error) {
        outcome = { status: 0, error };
      }
      const inProgress = outcome.status === 409 && outcome.text?.includes("already being processed");
      const again = outcome.status === 0 || (RETRYABLE.has(outcome.status) && (outcome.status !== 409 || inProgress));
      if (!again || !retry || Date.now() + delay > deadline) {
        if (outcome.status >= 500 || outcome.status === 0) stats.serverErrors.push(describe(outcome));
        return { ...outcome, json: parseJson(outcome.text) };
      }
      stats.retries += 1;
      const retryAfter = Number(outcome.headers?.["retry-after"]);
      await new Promise((resolve) => setTimeout(resolve, Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 2000) : delay));
      delay = Math.min(delay * 2, 2000);
    }
  }

  return {
    address,
    stats,
    send,
    graphql,
    newKey: () => randomUUID().replaceAll("-", ""),
    async signIn(email, password) {
      const result = await graphql(
        "mutation LogIn($email: String!, $password: String) { passwordLogIn(email: $email, password: $password) { error } }",
        { email, password },
        { idempotencyKey: undefined },
      );
      if (result.status !== 200 || result.json?.data?.passwordLogIn?.error || !cookie.includes("session-token")) {
        throw new Error(`${email} could not sign in: ${result.status} ${result.text?.slice(0, 200)}`);
      }
    },
    close: () => agent.destroy(),
  };
}

function mergeCookies(existing, setCookies) {
  const jar = new Map(existing ? existing.split("; ").map((pair) => [pair.split("=")[0], pair]) : []);
  for (const header of setCookies) {
    const pair = header.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].filter((pair) => !pair.endsWith("=")).join("; ");
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(outcome) {
  return outcome.status === 0 ? `no answer (${outcome.error?.message})` : `${outcome.status} ${outcome.text?.slice(0, 160)}`;
}
