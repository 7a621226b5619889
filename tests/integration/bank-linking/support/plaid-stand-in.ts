import { createHash, generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { exportJWK, SignJWT } from "jose";
import type { AddressInfo } from "node:net";
import { SandboxBankLinking } from "@/lib/integrations/bank-linking/sandbox-adapter";
import { SANDBOX_PASSWORD, SANDBOX_DYNAMIC_USERNAME, SANDBOX_SYNC_FAILS_USERNAME, SANDBOX_USERNAME } from "@/lib/integrations/bank-linking/sandbox-institutions";
import { BankLinkingError, type LinkedAccount, type LinkedTransaction } from "@/lib/integrations/bank-linking/types";

export type PlaidRequest = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export type PlaidStandIn = {
  baseUrl: string;
  requests: PlaidRequest[];
  /** Like the provider's /sandbox/public_token/create: a public token for an institution's accounts. */
  createPublicToken(input: { institutionId: string; accountKeys: string[]; syncFails?: boolean; dynamic?: boolean }): Promise<string>;
  /** A webhook signed as the provider signs them (ES256 with its current key); `iat` to sign in the past. */
  signWebhook(body: string, options?: { iat?: number; expiredKey?: boolean }): Promise<Headers>;
  /** Moves the provider's clock on (its transactions post and new ones appear by the day). */
  advanceDays(days: number): void;
  /** Answers every request with this HTTP status and a provider error until cleared. */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
};

const ENDPOINTS = new Set([
  "/link/token/create",
  "/item/public_token/exchange",
  "/accounts/get",
  "/transactions/sync",
  "/transactions/refresh",
  "/liabilities/get",
  "/item/remove",
  "/webhook_verification_key/get",
]);

/**
 * A loopback stand-in of the provider's HTTP API: the endpoints the adapter calls, in the provider's wire format
 * (snake_case, money as numbers, errors as { error_type, error_code }), checking the client id and secret headers.
 * Its data comes from the sandbox generator, so both adapters answer the contract test with the same accounts.
 */
export async function startPlaidStandIn({ clientId, secret }: { clientId: string; secret: string }): Promise<PlaidStandIn> {
  let offsetMs = 0;
  const data = new SandboxBankLinking({ secret: Buffer.from("plaid-stand-in"), now: () => new Date(Date.now() + offsetMs) });
  const requests: PlaidRequest[] = [];
  let failure: number | undefined;
  // The provider's webhook keys: the current one and one it has retired.
  const keys = {
    current: { kid: "key-current", ...generateKeyPairSync("ec", { namedCurve: "P-256" }) },
    retired: { kid: "key-retired", ...generateKeyPairSync("ec", { namedCurve: "P-256" }) },
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      const body = (JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") ?? {}) as Record<string, unknown>;
      requests.push({ path, headers: request.headers, body });
      answer(path, request.headers, body).then(
        (result) => send(response, 200, { ...result, request_id: "req-stand-in" }),
        (error: unknown) => sendError(response, error),
      );
    });
  });

  async function answer(path: string, headers: IncomingHttpHeaders, body: Record<string, unknown>) {
    if (!ENDPOINTS.has(path)) throw httpError(404, "INVALID_REQUEST", "NOT_FOUND");
    if (failure) throw httpError(failure, "API_ERROR", "INTERNAL_SERVER_ERROR");
    if (headers["plaid-client-id"] !== clientId || headers["plaid-secret"] !== secret) {
      throw httpError(400, "INVALID_INPUT", "INVALID_API_KEYS");
    }
    const accessToken = String(body.access_token ?? "");
    switch (path) {
      case "/link/token/create": {
        const user = body.user as { client_user_id?: string } | undefined;
        const products = (body.products as string[] | undefined) ?? [];
        const { linkToken, expiresAt } = await data.createLinkToken({
          userId: user?.client_user_id ?? "",
          withAuth: products.includes("auth"),
        });
        return { link_token: linkToken.replace("link-local-", "link-sandbox-"), expiration: expiresAt.toISOString() };
      }
      case "/item/public_token/exchange": {
        const { itemId, accessToken: token } = await data.exchangePublicToken({ publicToken: String(body.public_token ?? "") });
        return { item_id: itemId, access_token: token };
      }
      case "/accounts/get":
        return { accounts: (await data.getAccounts({ accessToken })).map(wireAccount), item: { item_id: "item" } };
      case "/transactions/sync": {
        const cursor = typeof body.cursor === "string" && body.cursor !== "" ? body.cursor : undefined;
        const page = await data.syncTransactions({ accessToken, cursor });
        return {
          added: page.added.map(wireTransaction),
          modified: page.modified.map(wireTransaction),
          removed: page.removed.map((removed) => ({ transaction_id: removed.transactionId })),
          next_cursor: page.nextCursor,
          has_more: page.hasMore,
          transactions_update_status: "HISTORICAL_UPDATE_COMPLETE",
        };
      }
      case "/transactions/refresh":
        await data.refreshTransactions({ accessToken });
        return {};
      case "/liabilities/get": {
        const liabilities = await data.getLiabilities({ accessToken });
        return {
          accounts: (await data.getAccounts({ accessToken })).map(wireAccount),
          liabilities: {
            credit: liabilities.credit.map((card) => ({
              account_id: card.accountId,
              aprs: [
                { apr_percentage: 27.99, apr_type: "cash_apr", balance_subject_to_apr: null, interest_charge_amount: null },
                { apr_percentage: number(card.aprPercentage), apr_type: "purchase_apr", balance_subject_to_apr: null, interest_charge_amount: null },
              ],
              last_statement_balance: number(card.lastStatementBalance),
              minimum_payment_amount: number(card.minimumPaymentAmount),
            })),
            student: liabilities.loans
              .filter((loan) => loan.kind === "student")
              .map((loan) => ({
                account_id: loan.accountId,
                interest_rate_percentage: number(loan.interestRatePercentage),
                origination_principal_amount: number(loan.originationPrincipalAmount),
              })),
            mortgage: liabilities.loans
              .filter((loan) => loan.kind === "mortgage")
              .map((loan) => ({
                account_id: loan.accountId,
                interest_rate: { percentage: number(loan.interestRatePercentage), type: "fixed" },
                origination_principal_amount: number(loan.originationPrincipalAmount),
              })),
          },
        };
      }
      case "/item/remove":
        await data.removeItem({ accessToken });
        return {};
      case "/webhook_verification_key/get": {
        const key = [keys.current, keys.retired].find((candidate) => candidate.kid === body.key_id);
        if (!key) throw httpError(400, "INVALID_INPUT", "INVALID_WEBHOOK_VERIFICATION_KEY_ID");
        const jwk = await exportJWK(key.publicKey);
        return {
          key: {
            ...jwk,
            alg: "ES256",
            use: "sig",
            kid: key.kid,
            created_at: 1_560_466_143,
            expired_at: key === keys.retired ? 1_700_000_000 : null,
          },
        };
      }
    }
    throw httpError(404, "INVALID_REQUEST", "NOT_FOUND");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    async createPublicToken({ institutionId, accountKeys, syncFails = false, dynamic = false }) {
      const { linkToken } = await data.createLinkToken({ userId: "stand-in", withAuth: false });
      const username = syncFails ? SANDBOX_SYNC_FAILS_USERNAME : dynamic ? SANDBOX_DYNAMIC_USERNAME : SANDBOX_USERNAME;
      return data.createPublicToken({ linkToken, institutionId, username, password: SANDBOX_PASSWORD, accountKeys })
        .publicToken;
    },
    async signWebhook(body, { iat = Math.floor(Date.now() / 1000), expiredKey = false } = {}) {
      const key = expiredKey ? keys.retired : keys.current;
      const token = await new SignJWT({ request_body_sha256: createHash("sha256").update(body).digest("hex") })
        .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
        .setIssuedAt(iat)
        .sign(key.privateKey);
      return new Headers({ "Content-Type": "application/json", "Plaid-Verification": token });
    },
    advanceDays(days) {
      offsetMs += days * 86_400_000;
    },
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    readonly errorCode: string,
  ) {
    super(errorCode);
  }
}

function httpError(status: number, errorType: string, errorCode: string) {
  return new HttpError(status, errorType, errorCode);
}

function sendError(response: ServerResponse, error: unknown) {
  if (error instanceof BankLinkingError) {
    const errorType = error.kind === "ITEM_LOGIN_REQUIRED" ? "ITEM_ERROR" : "INVALID_INPUT";
    return send(response, 400, plaidError(errorType, error.providerCode ?? "INVALID_FIELD"));
  }
  if (error instanceof HttpError) return send(response, error.status, plaidError(error.errorType, error.errorCode));
  return send(response, 500, plaidError("API_ERROR", "INTERNAL_SERVER_ERROR"));
}

function plaidError(errorType: string, errorCode: string) {
  return {
    error_type: errorType,
    error_code: errorCode,
    error_message: `stand-in: ${errorCode}`,
    display_message: null,
    request_id: "req-stand-in",
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function number(value: string | null): number | null {
  return value == null ? null : Number(value);
}

function wireAccount(account: LinkedAccount) {
  return {
    account_id: account.accountId,
    balances: {
      available: number(account.availableBalance),
      current: number(account.currentBalance),
      limit: number(account.creditLimit),
      iso_currency_code: account.isoCurrencyCode,
      unofficial_currency_code: null,
    },
    mask: account.mask,
    name: account.name,
    official_name: account.officialName,
    type: account.type,
    subtype: account.subtype,
  };
}

function wireTransaction(transaction: LinkedTransaction) {
  return {
    transaction_id: transaction.transactionId,
    account_id: transaction.accountId,
    amount: Number(transaction.amount),
    iso_currency_code: transaction.isoCurrencyCode,
    date: transaction.date,
    name: transaction.name,
    merchant_name: transaction.merchantName,
    pending: transaction.pending,
    pending_transaction_id: transaction.pendingTransactionId,
    personal_finance_category: transaction.category
      ? { primary: transaction.category, detailed: transaction.detailedCategory, confidence_level: transaction.categoryConfidence }
      : null,
  };
}
