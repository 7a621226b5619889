import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { localCompanyDirectory } from "./local-directory";
import { isWebhookSignatureValid, readWebhookEvent, signWebhook } from "./webhook-signature";
import {
  HrSystemError,
  type HrConnectionCredentials,
  type HrConnectionGrant,
  type HrEmployee,
  type HrSystem,
  type HrSystemErrorKind,
  type HrWebhookEvent,
} from "./types";

// The built-in HR system (no Finch keys): a faithful stand-in. Connect sessions and codes are one-time and expire;
// each company's directory is generated the same way every time, then changed by hires and terminations made through
// the state (the dev route, tests); a manual refresh is allowed once per fixed hour, as Finch allows; it can be told
// to fail (re-authorization needed, which stays until the employer connects again, or one provider error); a
// disconnected token stops working. Tokens are signed, so a worker process that never saw the connection still reads
// the directory; what changes (failures, hires) is this process's memory, like the bank-linking sandbox.

const SESSION_TTL_MS = 30 * 60_000;
const CODE_TTL_MS = 10 * 60_000;
const REFRESH_WINDOW_MS = 3_600_000;
export const LOCAL_PROVIDER_NAME = "Sample HR (built-in)";

type ConnectionState = {
  customerName: string;
  failure: { kind: "REAUTH_REQUIRED" | "PROVIDER_ERROR" } | null;
  hires: HrEmployee[];
  terminated: Set<string>;
  refreshWindowStart: number;
  refreshesInWindow: number;
};

export type LocalHrState = ReturnType<typeof createLocalHrState>;

export function createLocalHrState() {
  const sessions = new Map<string, { customerId: string; customerName: string; redirectUri: string; expiresAt: number }>();
  const codes = new Map<string, { connectionId: string; customerName: string; redirectUri: string; expiresAt: number }>();
  const connections = new Map<string, ConnectionState>();

  const connection = (connectionId: string, customerName: string) => {
    let found = connections.get(connectionId);
    if (!found) {
      found = { customerName, failure: null, hires: [], terminated: new Set(), refreshWindowStart: 0, refreshesInWindow: 0 };
      connections.set(connectionId, found);
    }
    return found;
  };

  return {
    sessions,
    codes,
    connections,
    connection,
    /** The session a Connect URL names, while it lasts. */
    findSession(sessionId: string) {
      const session = sessions.get(sessionId);
      return session && session.expiresAt > Date.now() ? session : undefined;
    },
    /** The employer approves on the stand-in's Connect page: a one-time code for the callback. */
    async approveConnect(connectUrl: string): Promise<string> {
      return this.approveSession(new URL(connectUrl).searchParams.get("session") ?? "");
    },
    /** The same, by the session's id (the Connect page's form). */
    approveSession(sessionId: string): string {
      const session = sessions.get(sessionId);
      if (!session || session.expiresAt <= Date.now()) throw new HrSystemError("INVALID_CODE", "The connect session has expired.");
      sessions.delete(sessionId);
      const code = `local-code-${randomBytes(16).toString("hex")}`;
      const connectionId = `local-conn-${createHash("sha256").update(session.customerId).digest("hex").slice(0, 16)}`;
      codes.set(code, { connectionId, customerName: session.customerName, redirectUri: session.redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
      return code;
    },
    /** Makes the connection's next calls fail: re-authorization stays until the employer connects again; a provider error happens once. */
    async failNextCalls(connectionId: string, kind: "REAUTH_REQUIRED" | "PROVIDER_ERROR") {
      const found = connections.get(connectionId);
      if (found) found.failure = { kind };
    },
    /** Someone joins the company (shown by the next sync). */
    async hire(connectionId: string, employee: HrEmployee) {
      connections.get(connectionId)?.hires.push(employee);
    },
    /** Someone leaves the company. */
    async terminate(connectionId: string, providerId: string) {
      connections.get(connectionId)?.terminated.add(providerId);
    },
  };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export class LocalHrSystem implements HrSystem {
  readonly name = "local" as const;
  private readonly secret: Buffer;
  private readonly state: LocalHrState;
  private readonly siteUrl: string;

  constructor({ secret, state, siteUrl }: { secret: Buffer; state: LocalHrState; siteUrl: string }) {
    this.secret = secret;
    this.state = state;
    this.siteUrl = siteUrl.replace(/\/+$/, "");
  }

  async startConnect({ customerId, customerName, redirectUri }: { customerId: string; customerName: string; redirectUri: string }) {
    const sessionId = randomBytes(16).toString("hex");
    this.state.sessions.set(sessionId, { customerId, customerName, redirectUri, expiresAt: Date.now() + SESSION_TTL_MS });
    return { connectUrl: `${this.siteUrl}/dev/hr-system/connect?session=${sessionId}` };
  }

  async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }): Promise<HrConnectionGrant> {
    const grant = this.state.codes.get(code);
    // One use only, and only for the callback it was issued to (as OAuth requires).
    this.state.codes.delete(code);
    if (!grant || grant.expiresAt <= Date.now() || grant.redirectUri !== redirectUri) {
      throw new HrSystemError("INVALID_CODE", "The authorization code is invalid or has expired.");
    }
    const accessToken = this.issueToken(grant.connectionId, grant.customerName);
    const connection = this.state.connection(grant.connectionId, grant.customerName);
    // Connecting again is how an employer fixes a connection that needs re-authorization.
    if (connection.failure?.kind === "REAUTH_REQUIRED") connection.failure = null;
    return { accessToken, connectionId: grant.connectionId, providerName: LOCAL_PROVIDER_NAME };
  }

  async listEmployees(credentials: HrConnectionCredentials): Promise<HrEmployee[]> {
    const { connection, customerName } = this.open(credentials);
    const terminated = connection?.terminated ?? new Set<string>();
    return [...localCompanyDirectory(customerName), ...(connection?.hires ?? [])].map((employee) =>
      terminated.has(employee.providerId) ? { ...employee, status: "TERMINATED" as const } : employee,
    );
  }

  async requestRefresh(credentials: HrConnectionCredentials) {
    const { customerName } = this.open(credentials);
    const now = Date.now();
    const state = this.state.connection(credentials.connectionId, customerName);
    if (now - state.refreshWindowStart >= REFRESH_WINDOW_MS) {
      state.refreshWindowStart = now - (now % REFRESH_WINDOW_MS);
      state.refreshesInWindow = 0;
    }
    const windowEnds = new Date(state.refreshWindowStart + REFRESH_WINDOW_MS).toISOString();
    if (state.refreshesInWindow >= 1) throw new HrSystemError("RATE_LIMITED", "One manual refresh an hour is allowed.", windowEnds);
    state.refreshesInWindow += 1;
    return { nextRefreshAt: windowEnds };
  }

  async disconnect(credentials: HrConnectionCredentials) {
    this.open(credentials);
    this.revoked.add(hashToken(credentials.accessToken));
  }

  verifyWebhook({ body, headers, now }: { body: string; headers: Headers; now?: Date }): HrWebhookEvent | null {
    if (!isWebhookSignatureValid({ key: this.webhookKey(), body, headers, now })) return null;
    return readWebhookEvent(body, headers);
  }

  /** A signed event as the stand-in would deliver it (the dev route and tests send it to the webhook handler). */
  signEvent(event: { connection_id: string; event_type: string; data?: Record<string, unknown> }, now = new Date()) {
    const body = JSON.stringify(event);
    const eventId = `local-evt-${randomBytes(8).toString("hex")}`;
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = new Headers({
      "finch-event-id": eventId,
      "finch-timestamp": String(timestamp),
      "finch-signature": signWebhook({ key: this.webhookKey(), eventId, timestamp, body }),
    });
    return { body, headers };
  }

  private readonly revoked = revokedTokens;

  private webhookKey(): Buffer {
    return createHmac("sha256", this.secret).update("webhooks").digest();
  }

  private issueToken(connectionId: string, customerName: string): string {
    const payload = Buffer.from(JSON.stringify({ c: connectionId, n: customerName, r: randomBytes(8).toString("hex") })).toString("base64url");
    return `local-hr.${payload}.${this.sign(payload)}`;
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.secret).update(`token.${payload}`).digest("base64url");
  }

  /** The connection a token opens, failing as the provider would. */
  private open(credentials: HrConnectionCredentials): { connection: ConnectionState | undefined; customerName: string } {
    const [prefix, payload, signature] = credentials.accessToken.split(".");
    const expected = payload ? this.sign(payload) : "";
    const valid =
      prefix === "local-hr" &&
      !!signature &&
      signature.length === expected.length &&
      timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) &&
      !this.revoked.has(hashToken(credentials.accessToken));
    const claims = valid ? (JSON.parse(Buffer.from(payload!, "base64url").toString()) as { c: string; n: string }) : null;
    if (!claims || claims.c !== credentials.connectionId) throw new HrSystemError("REAUTH_REQUIRED", "The access token is not valid.");
    const connection = this.state.connections.get(claims.c);
    const failure = connection?.failure;
    if (failure) {
      if (failure.kind === "PROVIDER_ERROR") connection.failure = null;
      throw new HrSystemError(failure.kind as HrSystemErrorKind, failure.kind === "REAUTH_REQUIRED" ? "The HR system needs to be connected again." : "The HR system did not answer.");
    }
    return { connection, customerName: claims.n };
  }
}

/** Disconnected tokens, for every adapter instance of this process. */
const revokedTokens = new Set<string>();
