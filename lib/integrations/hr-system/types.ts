// An employer's HR or payroll system, reached through Finch's unified API (issue 14 item 3): the employer connects
// it once (Finch Connect), then the plan's roster follows the company's directory. The built-in stand-in keeps a fake
// company's directory, changes it on request and fails the way Finch's sandbox can be told to, so the whole flow
// works on a laptop.

/** One person in the company's directory, as the roster needs them (dates YYYY-MM-DD). */
export type HrEmployee = {
  /** The provider's stable id for the person (Finch's individual_id). */
  providerId: string;
  /** The work email; null when the HR system has none (the person cannot be matched to a sign-up and is skipped). */
  workEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  /** "City, ST" of the work location when the HR system has one. */
  location: string | null;
  status: "ACTIVE" | "ON_LEAVE" | "TERMINATED";
  hireDate: string | null;
};

/** A connection to one company's HR system: what the product stores (the token encrypted at rest). */
export type HrConnectionCredentials = {
  accessToken: string;
  /** The provider's id for the connection, named by its webhooks. */
  connectionId: string;
};

/** What exchanging Connect's authorization code gives. */
export type HrConnectionGrant = HrConnectionCredentials & {
  /** The HR or payroll system the employer chose, to show on the dashboard (e.g. "Gusto"). */
  providerName: string | null;
};

/** A manual refresh the provider accepted. */
export type HrRefreshReceipt = {
  /** When the provider allows the next manual refresh; null when it did not say. */
  nextRefreshAt: string | null;
};

/** A verified webhook: which connection it is about and what happened. */
export type HrWebhookEvent = {
  connectionId: string;
  /**
   * SYNC_COMPLETED: the provider has fresh data (a data sync finished, or the directory or employment changed).
   * REAUTH_REQUIRED: the employer must connect again before anything syncs.
   * OTHER: nothing for the roster.
   */
  kind: "SYNC_COMPLETED" | "REAUTH_REQUIRED" | "OTHER";
  /** The provider's id for the event, to act on each only once. */
  eventId: string;
};

/**
 * Why a call failed, the same from every adapter:
 * - REAUTH_REQUIRED: the token is no longer accepted (revoked, expired, the employer changed their password);
 *   nothing syncs until the employer connects again. Not worth retrying.
 * - INVALID_CODE: Connect's authorization code is unknown, used or expired.
 * - RATE_LIMITED: a manual refresh inside the provider's window; `retryAt` says when the next is allowed.
 * - PROVIDER_ERROR: anything else (outage, bad answer, unreachable host); worth retrying later.
 */
export type HrSystemErrorKind = "REAUTH_REQUIRED" | "INVALID_CODE" | "RATE_LIMITED" | "PROVIDER_ERROR";

export class HrSystemError extends Error {
  constructor(
    readonly kind: HrSystemErrorKind,
    message: string,
    /** For RATE_LIMITED: when the provider allows the next request (ISO 8601), when it said. */
    readonly retryAt: string | null = null,
  ) {
    super(message);
    this.name = "HrSystemError";
  }
}

export interface HrSystem {
  /** "finch" or "local": stored with each connection so a token is only ever sent to the system that issued it. */
  readonly name: "finch" | "local";
  /**
   * Where to send the employer to connect their HR system. `customerId` is the plan's id (the provider keeps it as
   * the customer), `redirectUri` the product's callback, which receives `code`.
   */
  startConnect(input: { customerId: string; customerName: string; redirectUri: string }): Promise<{ connectUrl: string }>;
  /** Exchanges Connect's one-time code for a connection. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<HrConnectionGrant>;
  /** Everyone in the directory, active and not, with work email, department, location, status and hire date. */
  listEmployees(credentials: HrConnectionCredentials): Promise<HrEmployee[]>;
  /** Asks the provider to pull fresh data from the HR system now (rate limited by the provider). */
  requestRefresh(credentials: HrConnectionCredentials): Promise<HrRefreshReceipt>;
  /** Ends the connection at the provider (the token stops working). */
  disconnect(credentials: HrConnectionCredentials): Promise<void>;
  /** Checks a webhook's signature and reads it; null when it is unsigned, forged, stale or malformed. */
  verifyWebhook(input: { body: string; headers: Headers; now?: Date }): HrWebhookEvent | null;
}
