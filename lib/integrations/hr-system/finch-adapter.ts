import "server-only";
import Finch, { APIError } from "@tryfinch/finch-api";
import type { IndividualInDirectory } from "@tryfinch/finch-api/resources/hris/directory";
import type { EmploymentData } from "@tryfinch/finch-api/resources/hris/employments";
import type { Individual } from "@tryfinch/finch-api/resources/hris/individuals";
import type { FinchSettings } from "./settings";
import { isWebhookSignatureValid, readWebhookEvent, webhookKey } from "./webhook-signature";
import {
  HrSystemError,
  type HrConnectionCredentials,
  type HrConnectionGrant,
  type HrEmployee,
  type HrRefreshReceipt,
  type HrSystem,
  type HrWebhookEvent,
} from "./types";

export type FinchAdapterOptions = FinchSettings & {
  timeoutMs?: number;
  /** Retries of a failed read (Finch's client backs off); a manual refresh is never retried. */
  maxRetries?: number;
};

/** What the roster needs: the company, who is in it, their contact details and employment. */
const PRODUCTS = ["company", "directory", "individual", "employment"] as const;
/** Finch's largest page and batch. */
const BATCH_SIZE = 100;

type IndividualBody = Exclude<Individual, Individual.BatchError>;
type EmploymentBody = Exclude<EmploymentData, EmploymentData.BatchError>;

/**
 * The employer's HR system through Finch's official client. Messages keep only Finch's status and error code: never
 * a token, the client secret or a person's data. The client's own log is off, since it may print request options.
 */
export class FinchHrSystem implements HrSystem {
  readonly name = "finch" as const;
  private readonly options: FinchAdapterOptions;
  /** The application's client (client id and secret): Connect sessions and the code exchange. */
  private readonly app: Finch;

  constructor(options: FinchAdapterOptions) {
    this.options = options;
    this.app = this.client({ clientID: options.clientId, clientSecret: options.clientSecret });
  }

  async startConnect({ customerId, customerName, redirectUri }: { customerId: string; customerName: string; redirectUri: string }) {
    const session = await call(() =>
      this.app.connect.sessions.new({
        customer_id: customerId,
        customer_name: customerName,
        products: [...PRODUCTS],
        redirect_uri: redirectUri,
        ...(this.options.sandbox ? { sandbox: this.options.sandbox } : {}),
      }),
    );
    return { connectUrl: session.connect_url };
  }

  async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }): Promise<HrConnectionGrant> {
    // The code is single-use: retrying after a lost answer could only be refused.
    const token = await call(() => this.app.accessTokens.create({ code, redirect_uri: redirectUri }, { maxRetries: 0 }), "code");
    const connectionId = token.connection_id || token.account_id;
    if (!token.access_token || !connectionId) throw new HrSystemError("PROVIDER_ERROR", "Finch answered without a connection.");
    return {
      accessToken: token.access_token,
      connectionId,
      providerName: await this.providerName(token.access_token, token.provider_id),
    };
  }

  async listEmployees({ accessToken }: HrConnectionCredentials): Promise<HrEmployee[]> {
    const client = this.tokenClient(accessToken);
    const directory = await this.directory(client);
    const employees: HrEmployee[] = [];
    for (let start = 0; start < directory.length; start += BATCH_SIZE) {
      const batch = directory.slice(start, start + BATCH_SIZE);
      const requests = batch.map((person) => ({ individual_id: person.id }));
      const [individuals, employments] = await Promise.all([
        call(() => client.hris.individuals.retrieveMany({ requests })),
        call(() => client.hris.employments.retrieveMany({ requests })),
      ]);
      const individualById = new Map(
        individuals.responses.filter((item) => item.code === 200).map((item) => [item.individual_id, item.body as IndividualBody]),
      );
      const employmentById = new Map(
        employments.responses.filter((item) => item.code === 200).map((item) => [item.individual_id, item.body as EmploymentBody]),
      );
      // A person whose record Finch could not read (a per-item error) stays, with what is unknown left null.
      for (const person of batch) employees.push(toHrEmployee(person, individualById.get(person.id), employmentById.get(person.id)));
    }
    return employees;
  }

  async requestRefresh({ accessToken }: HrConnectionCredentials): Promise<HrRefreshReceipt> {
    // Never retried: a refused refresh (429) must reach the caller with its retry time, not be waited out.
    const job = await call(() => this.tokenClient(accessToken).jobs.automated.create({ type: "data_sync_all" }, { maxRetries: 0 }));
    return { nextRefreshAt: job.remaining_refreshes === 0 ? isoTime(job.retry_at) : null };
  }

  async disconnect({ accessToken }: HrConnectionCredentials): Promise<void> {
    await call(() => this.tokenClient(accessToken).account.disconnect());
  }

  verifyWebhook({ body, headers, now = new Date() }: { body: string; headers: Headers; now?: Date }): HrWebhookEvent | null {
    const secret = this.options.webhookSecret;
    if (!secret || !isFinchSignatureValid({ secret, body, headers, now })) return null;
    return readWebhookEvent(body, headers);
  }

  /** Everyone in the directory, page by page (a page that comes back empty ends it, whatever the count said). */
  private async directory(client: Finch): Promise<IndividualInDirectory[]> {
    const people: IndividualInDirectory[] = [];
    for (;;) {
      const page = await call(() => client.hris.directory.list({ limit: BATCH_SIZE, offset: people.length }));
      const individuals = page.individuals ?? [];
      people.push(...individuals);
      const count = page.paging?.count;
      if (individuals.length === 0 || (count != null ? people.length >= count : individuals.length < BATCH_SIZE)) return people;
    }
  }

  /** The system's display name ("Gusto") from Finch's provider list; null when it cannot be told. */
  private async providerName(accessToken: string, providerId: string | undefined): Promise<string | null> {
    if (!providerId) return null;
    try {
      const providers = await this.tokenClient(accessToken).providers.list();
      return providers.getPaginatedItems().find((provider) => provider.id === providerId)?.display_name ?? null;
    } catch {
      return null;
    }
  }

  private tokenClient(accessToken: string): Finch {
    return this.client({ accessToken });
  }

  private client(auth: { accessToken?: string; clientID?: string; clientSecret?: string }): Finch {
    // Everything explicit: the client would otherwise read FINCH_* from the environment on its own.
    return new Finch({
      accessToken: auth.accessToken ?? null,
      clientID: auth.clientID ?? null,
      clientSecret: auth.clientSecret ?? null,
      webhookSecret: null,
      baseURL: this.options.baseUrl ?? "https://api.tryfinch.com",
      timeout: this.options.timeoutMs ?? 60_000,
      maxRetries: this.options.maxRetries ?? 1,
      logLevel: "off",
    });
  }
}

/**
 * Finch's signature (the Standard Webhooks scheme): HMAC-SHA256 with the base64 secret (after "whsec_") over
 * `${finch-event-id}.${finch-timestamp}.${body}`, sent as space-separated "v1,<base64>" entries in finch-signature.
 * The client's own check reads the clock itself and refuses the "whsec_" form, so it is done here.
 */
export function isFinchSignatureValid({ secret, body, headers, now }: { secret: string; body: string; headers: Headers; now: Date }): boolean {
  const key = webhookKey(secret);
  return key.length > 0 && isWebhookSignatureValid({ key, body, headers, now });
}

/** Finch's codes that mean the employer must connect again, whatever the status. */
const REAUTH_CODES = new Set(["reauthenticate_user", "account_setup_required"]);

/** Runs one Finch call; anything it throws becomes an HrSystemError. `code`: the call exchanges Connect's code. */
async function call<T>(request: () => Promise<T>, what: "api" | "code" = "api"): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toHrSystemError(error, what);
  }
}

export function toHrSystemError(error: unknown, what: "api" | "code" = "api"): HrSystemError {
  if (error instanceof HrSystemError) return error;
  if (!(error instanceof APIError) || error.status === undefined) {
    return new HrSystemError("PROVIDER_ERROR", "Finch could not be reached.");
  }
  const status = error.status;
  const body = (error.error ?? {}) as { name?: unknown; finch_code?: unknown; retry_at?: unknown };
  const name = nonEmpty(body.name);
  const finchCode = nonEmpty(body.finch_code);
  const message = `Finch answered ${status}${[name, finchCode].filter(Boolean).map((part) => ` ${part}`).join("")}.`;
  // invalid_client_error: our own keys are wrong, which no new code would fix.
  if (what === "code" && (status === 400 || status === 401) && name !== "invalid_client_error") {
    return new HrSystemError("INVALID_CODE", message);
  }
  if (status === 429) {
    return new HrSystemError("RATE_LIMITED", message, isoTime(body.retry_at) ?? retryAfter(error.headers));
  }
  if ((status === 401 && name !== "invalid_client_error") || (finchCode && REAUTH_CODES.has(finchCode))) {
    return new HrSystemError("REAUTH_REQUIRED", message);
  }
  return new HrSystemError("PROVIDER_ERROR", message);
}

export function toHrEmployee(
  person: IndividualInDirectory,
  individual: IndividualBody | undefined,
  employment: EmploymentBody | undefined,
): HrEmployee {
  const workEmail = individual?.emails?.find((email) => email?.type === "work" && nonEmpty(email.data))?.data;
  return {
    providerId: person.id,
    workEmail: workEmail ? workEmail.trim().toLowerCase() : null,
    firstName: nonEmpty(individual?.first_name) ?? nonEmpty(employment?.first_name) ?? nonEmpty(person.first_name),
    lastName: nonEmpty(individual?.last_name) ?? nonEmpty(employment?.last_name) ?? nonEmpty(person.last_name),
    department: nonEmpty(employment?.department?.name) ?? nonEmpty(person.department?.name),
    location: cityAndState(employment?.location?.city, employment?.location?.state),
    status: employeeStatus(employment?.employment_status ?? null, employment?.is_active ?? person.is_active),
    hireDate: isoDay(employment?.start_date),
  };
}

/**
 * Finch's employment status, when it has one, says more than is_active: on leave is ON_LEAVE even when the person
 * is not counted active; terminated, retired and deceased people are gone. Otherwise is_active false means gone.
 */
function employeeStatus(employmentStatus: string | null, isActive: boolean | null | undefined): HrEmployee["status"] {
  if (employmentStatus === "leave") return "ON_LEAVE";
  if (["terminated", "inactive", "retired", "deceased"].includes(employmentStatus ?? "")) return "TERMINATED";
  return isActive === false ? "TERMINATED" : "ACTIVE";
}

function cityAndState(city: string | null | undefined, state: string | null | undefined): string | null {
  const cityName = nonEmpty(city);
  const stateCode = nonEmpty(state);
  if (!cityName) return null;
  return stateCode ? `${cityName}, ${stateCode.toUpperCase()}` : cityName;
}

/** The date part of what Finch sends ("2021-03-01" or a timestamp); null when it is no date. */
function isoDay(value: string | null | undefined): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? "")?.[1];
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
}

function isoTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function retryAfter(headers: Headers | undefined): string | null {
  const value = headers?.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? new Date(Date.now() + seconds * 1000).toISOString() : isoTime(value);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
