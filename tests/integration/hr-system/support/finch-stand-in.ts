import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FinchRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export type FinchStandIn = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook endpoint's secret as Finch's dashboard prints it. */
  webhookSecret: string;
  requests: FinchRequest[];
  /** People in the sample company (everyone, gone or not). */
  companySize: number;
  /** The employer finishes Finch Connect: the code Connect would redirect with. */
  approveConnect(connectUrl: string): Promise<string>;
  /** REAUTH_REQUIRED: the connection's token answers 401 reauthenticate_user until cleared; PROVIDER_ERROR: one 500. */
  failConnection(connectionId: string, kind: "REAUTH_REQUIRED" | "PROVIDER_ERROR" | null): void;
  /** Answers the next `count` requests to this path (no query) with this status. */
  failPath(path: string, status: number, count?: number): void;
  /** A webhook as Finch delivers it, signed now or at `now`. */
  signEvent(event: Record<string, unknown>, now?: Date): { body: string; headers: Headers };
  close(): Promise<void>;
};

const REFRESH_WINDOW_MS = 3_600_000;

type Person = {
  id: string;
  firstName: string;
  lastName: string;
  emails: { data: string; type: "work" | "personal" }[];
  department: string;
  city: string | null;
  state: string | null;
  isActive: boolean;
  employmentStatus: "active" | "leave" | "terminated" | null;
  startDate: string;
  /** Finch could not read this person's employment (a per-item 404). */
  employmentMissing?: boolean;
};

const FIRST = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kofi", "Lena", "Milo"];
const LAST = ["Abbott", "Baptiste", "Chen", "Diaz", "Eriksen"];
const CITIES: [string | null, string | null][] = [["Chicago", "IL"], ["Austin", "tx"], ["Denver", "CO"], [null, null]];

/** 25 people: two terminated (status or is_active), one on leave, one with only a personal email, one unreadable employment. */
export function sampleCompany(): Person[] {
  return Array.from({ length: 25 }, (_, index) => {
    const firstName = FIRST[index % FIRST.length]!;
    const lastName = LAST[index % LAST.length]!;
    const [city, state] = CITIES[index % CITIES.length]!;
    return {
      id: `ind-${String(index + 1).padStart(3, "0")}`,
      firstName,
      lastName,
      // One address in capitals: Finch passes through what the HR system holds.
      emails:
        index === 7
          ? [{ data: `${firstName}.${lastName}@home.example.net`, type: "personal" }]
          : [
              { data: `${firstName}@home.example.net`, type: "personal" },
              { data: index === 3 ? `${firstName}.${lastName}@ACME.example.com`.toUpperCase() : `${firstName}.${lastName}${index}@acme.example.com`.toLowerCase(), type: "work" },
            ],
      department: ["Operations", "Sales", "Engineering"][index % 3]!,
      city,
      state,
      isActive: index !== 5 && index !== 12,
      employmentStatus: index === 5 ? "terminated" : index === 9 ? "leave" : index === 12 ? null : "active",
      startDate: `20${String(15 + (index % 10)).padStart(2, "0")}-0${1 + (index % 9)}-1${index % 10}`,
      employmentMissing: index === 17,
    };
  });
}

/**
 * A loopback stand-in of Finch's HTTP API: the endpoints the adapter calls, in Finch's wire format (snake_case,
 * errors as { code, name, finch_code, message }, per-item codes in batch answers), checking the application's keys
 * on Connect and the code exchange and the bearer token everywhere else. Directory pages are at most 10 long, so
 * paging is exercised.
 */
export async function startFinchStandIn(): Promise<FinchStandIn> {
  const clientId = "finch-client-id-123";
  const clientSecret = `finch-secret-${randomBytes(6).toString("hex")}`;
  const webhookKey = randomBytes(24);
  const company = sampleCompany();
  const requests: FinchRequest[] = [];
  const sessions = new Map<string, { customerId: string; redirectUri: string | null }>();
  const codes = new Map<string, { connectionId: string; redirectUri: string | null }>();
  const tokens = new Map<string, string>();
  const connections = new Map<string, { failure: "REAUTH_REQUIRED" | "PROVIDER_ERROR" | null; refreshWindow: number }>();
  const pathFailures = new Map<string, { status: number; count: number }>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const url = request.url ?? "";
      requests.push({ method: request.method ?? "", url, headers: request.headers, body });
      try {
        send(response, 200, answer(request.method ?? "", new URL(url, "http://stand-in"), request.headers, body));
      } catch (error) {
        if (error instanceof FinchHttpError) return send(response, error.status, error.body, error.headers);
        send(response, 500, { code: 500, name: "server_error", message: "stand-in failure" });
      }
    });
  });

  function answer(method: string, url: URL, headers: IncomingHttpHeaders, body: Record<string, unknown>): unknown {
    const pathFailure = pathFailures.get(url.pathname);
    if (pathFailure && pathFailure.count > 0) {
      pathFailure.count -= 1;
      throw finchError(pathFailure.status, "server_error");
    }
    const route = `${method} ${url.pathname}`;
    if (route === "POST /connect/sessions") {
      requireBasic(headers);
      const sessionId = `sess_${randomBytes(8).toString("hex")}`;
      sessions.set(sessionId, { customerId: String(body.customer_id), redirectUri: (body.redirect_uri as string | undefined) ?? null });
      return { session_id: sessionId, connect_url: `https://connect.tryfinch.example/authorize?session=${sessionId}` };
    }
    if (route === "POST /auth/token") {
      if (headers.authorization) throw finchError(400, "bad_request", "invalid_request");
      if (body.client_id !== clientId || body.client_secret !== clientSecret) throw finchError(401, "invalid_client_error");
      const grant = codes.get(String(body.code));
      codes.delete(String(body.code));
      if (!grant || (grant.redirectUri ?? null) !== ((body.redirect_uri as string | undefined) ?? null)) {
        throw finchError(400, "invalid_grant_error");
      }
      const accessToken = `finch-token-${randomBytes(12).toString("hex")}`;
      tokens.set(accessToken, grant.connectionId);
      if (connections.get(grant.connectionId)?.failure === "REAUTH_REQUIRED") connections.get(grant.connectionId)!.failure = null;
      return {
        access_token: accessToken,
        connection_id: grant.connectionId,
        account_id: `acct-${grant.connectionId}`,
        company_id: "company-1",
        client_type: "sandbox",
        connection_type: "provider",
        entity_ids: [],
        products: ["company", "directory", "individual", "employment"],
        provider_id: "gusto",
        token_type: "bearer",
      };
    }

    const connectionId = requireBearer(headers);
    switch (route) {
      case "GET /providers":
        return [
          { id: "adp_run", display_name: "ADP Run", products: ["directory"] },
          { id: "gusto", display_name: "Gusto", products: ["directory", "individual", "employment"] },
        ];
      case "GET /employer/directory": {
        const offset = Number(url.searchParams.get("offset") ?? 0);
        const limit = Math.min(Number(url.searchParams.get("limit") ?? company.length), 10);
        return {
          individuals: company.slice(offset, offset + limit).map((person) => ({
            id: person.id,
            first_name: person.firstName,
            middle_name: null,
            last_name: person.lastName,
            manager: null,
            department: { name: person.department },
            is_active: person.isActive,
          })),
          paging: { count: company.length, offset },
        };
      }
      case "POST /employer/individual":
        return {
          responses: requestedIds(body).map((id) => {
            const person = company.find((candidate) => candidate.id === id);
            if (!person) return { individual_id: id, code: 404, body: { code: 404, name: "not_found_error", message: "Not found" } };
            return {
              individual_id: id,
              code: 200,
              body: {
                id,
                first_name: person.firstName,
                middle_name: null,
                last_name: person.lastName,
                preferred_name: null,
                emails: person.emails,
                phone_numbers: [],
                dob: null,
                gender: null,
                ethnicity: null,
                marital_status: null,
                residence: null,
              },
            };
          }),
        };
      case "POST /employer/employment":
        return {
          responses: requestedIds(body).map((id) => {
            const person = company.find((candidate) => candidate.id === id);
            if (!person || person.employmentMissing) {
              return { individual_id: id, code: 404, body: { code: 404, name: "not_found_error", message: "Not found" } };
            }
            return {
              individual_id: id,
              code: 200,
              body: {
                id,
                first_name: person.firstName,
                last_name: person.lastName,
                middle_name: null,
                title: "Associate",
                department: { name: person.department },
                location: person.city ? { city: person.city, state: person.state, country: "US", line1: null, line2: null, postal_code: null } : null,
                is_active: person.isActive,
                employment_status: person.employmentStatus,
                start_date: person.startDate,
                end_date: person.employmentStatus === "terminated" ? "2025-06-30" : null,
                employment: { type: "employee", subtype: "full_time" },
                manager: null,
                class_code: null,
                flsa_status: null,
                highly_compensated_employee: null,
                key_employee: null,
                latest_rehire_date: null,
                union_code: null,
                union_local: null,
              },
            };
          }),
        };
      case "POST /jobs/automated": {
        const connection = connectionState(connectionId);
        const now = Date.now();
        const windowStart = now - (now % REFRESH_WINDOW_MS);
        const retryAt = new Date(windowStart + REFRESH_WINDOW_MS).toISOString();
        if (connection.refreshWindow === windowStart) {
          throw new FinchHttpError(429, { code: 429, name: "rate_limit_error", message: "Too many requests", retry_at: retryAt });
        }
        connection.refreshWindow = windowStart;
        const jobId = `job-${randomBytes(6).toString("hex")}`;
        return { job_id: jobId, job_url: `https://api.tryfinch.example/jobs/automated/${jobId}`, allowed_refreshes: 1, remaining_refreshes: 0, retry_at: retryAt };
      }
      case "POST /disconnect":
        for (const [token, owner] of tokens) if (owner === connectionId) tokens.delete(token);
        return { status: "success" };
    }
    throw finchError(404, "not_found_error");
  }

  function requireBasic(headers: IncomingHttpHeaders) {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (headers.authorization !== expected) throw finchError(401, "invalid_client_error");
  }

  function requireBearer(headers: IncomingHttpHeaders): string {
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? "")?.[1];
    const connectionId = token ? tokens.get(token) : undefined;
    if (!connectionId) throw finchError(401, "invalid_token_error");
    const connection = connectionState(connectionId);
    if (connection.failure === "REAUTH_REQUIRED") throw finchError(401, "authentication_error", "reauthenticate_user");
    if (connection.failure === "PROVIDER_ERROR") {
      connection.failure = null;
      throw finchError(500, "server_error");
    }
    return connectionId;
  }

  function connectionState(connectionId: string) {
    let state = connections.get(connectionId);
    if (!state) connections.set(connectionId, (state = { failure: null, refreshWindow: 0 }));
    return state;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    webhookSecret: `whsec_${webhookKey.toString("base64")}`,
    requests,
    companySize: company.length,
    async approveConnect(connectUrl) {
      const sessionId = new URL(connectUrl).searchParams.get("session") ?? "";
      const session = sessions.get(sessionId);
      if (!session) throw new Error("No such Connect session.");
      sessions.delete(sessionId);
      const code = `code-${randomBytes(12).toString("hex")}`;
      codes.set(code, { connectionId: `conn-${session.customerId}`, redirectUri: session.redirectUri });
      return code;
    },
    failConnection(connectionId, kind) {
      connectionState(connectionId).failure = kind;
    },
    failPath(path, status, count = 1) {
      pathFailures.set(path, { status, count });
    },
    signEvent(event, now = new Date()) {
      const body = JSON.stringify(event);
      const eventId = `evt_${randomBytes(8).toString("hex")}`;
      const timestamp = Math.floor(now.getTime() / 1000);
      const signature = createHmac("sha256", webhookKey).update(`${eventId}.${timestamp}.${body}`).digest("base64");
      return {
        body,
        headers: new Headers({ "finch-event-id": eventId, "finch-timestamp": String(timestamp), "finch-signature": `v1,${signature}` }),
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

class FinchHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.name));
  }
}

function finchError(status: number, name: string, finchCode?: string) {
  return new FinchHttpError(status, { code: status, name, ...(finchCode ? { finch_code: finchCode } : {}), message: `stand-in: ${name}` });
}

function requestedIds(body: Record<string, unknown>): string[] {
  const requests = Array.isArray(body.requests) ? (body.requests as { individual_id?: unknown }[]) : [];
  return requests.map((request) => String(request.individual_id));
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", "Finch-Request-Id": "req-stand-in", ...headers });
  response.end(JSON.stringify(body));
}
