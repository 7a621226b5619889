import "server-only";
import {
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  ProcessorTokenCreateRequestProcessorEnum,
  Products,
  type AccountBase,
  type JWKPublicKey,
  type LinkTokenCreateRequest,
  type Transaction,
} from "plaid";
import { importJWK } from "jose";
import type { PlaidSettings } from "./settings";
import {
  BankLinkingError,
  type BankLinking,
  type BankLinkingErrorKind,
  type Liabilities,
  type LinkedAccount,
  type LinkedAccountType,
  type LinkedTransaction,
  type TransactionsPage,
  type WebhookRequest,
} from "./types";
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER, webhookSignatureHeader } from "./webhook-signature";

export type PlaidAdapterOptions = PlaidSettings & {
  /** The provider's API host; tests point it at a loopback stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
};

const CLIENT_NAME = "Mariner";
/** The history the first sync reaches back (spec: 90 days of transactions). */
const DAYS_REQUESTED = 90;
const SYNC_PAGE_SIZE = 500;

const TOKEN_ERRORS = new Set(["INVALID_PUBLIC_TOKEN", "INVALID_ACCESS_TOKEN", "INVALID_LINK_TOKEN", "ITEM_NOT_FOUND"]);
const ACCOUNT_TYPES = new Set<LinkedAccountType>(["depository", "credit", "loan", "investment", "other"]);

/** The provider through its official `plaid` client. Errors keep only the provider's code: never a token or the keys. */
export class PlaidBankLinking implements BankLinking {
  private readonly api: PlaidApi;
  private readonly redirectUri: string | undefined;
  /** The provider's webhook keys by id (it rotates them rarely; an expired key is fetched again and refused). */
  private readonly webhookKeys = new Map<string, Promise<JWKPublicKey>>();

  constructor(options: PlaidAdapterOptions) {
    this.redirectUri = options.redirectUri;
    // The provider retired its "development" environment; its keys now work against production with limited items.
    const host = options.environment === "sandbox" ? PlaidEnvironments.sandbox : PlaidEnvironments.production;
    this.api = new PlaidApi(
      new Configuration({
        basePath: (options.baseUrl ?? host)!.replace(/\/+$/, ""),
        baseOptions: {
          timeout: options.timeoutMs ?? 15_000,
          headers: { "PLAID-CLIENT-ID": options.clientId, "PLAID-SECRET": options.secret, "Plaid-Version": "2020-09-14" },
        },
      }),
    );
  }

  async createLinkToken({
    userId,
    withAuth,
    accessToken,
    webhookUrl,
  }: {
    userId: string;
    withAuth: boolean;
    accessToken?: string;
    webhookUrl?: string;
  }) {
    const common: LinkTokenCreateRequest = {
      client_name: CLIENT_NAME,
      language: "en",
      country_codes: [CountryCode.Us],
      user: { client_user_id: userId },
      ...(webhookUrl ? { webhook: webhookUrl } : {}),
      ...(this.redirectUri ? { redirect_uri: this.redirectUri } : {}),
    };
    // Update mode: the item's access token and no products (the item keeps the ones it has).
    const request: LinkTokenCreateRequest = accessToken
      ? { ...common, access_token: accessToken }
      : {
          ...common,
          products: withAuth ? [Products.Transactions, Products.Auth] : [Products.Transactions],
          optional_products: [Products.Liabilities],
          transactions: { days_requested: DAYS_REQUESTED },
        };
    const { data } = await call(() => this.api.linkTokenCreate(request));
    return { linkToken: data.link_token, expiresAt: new Date(data.expiration) };
  }

  /** The provider's update mode changes nothing here: the access token stays the one the item has. */
  async completeUpdate({ accessToken }: { accessToken: string; publicToken: string }) {
    return { accessToken };
  }

  /**
   * The provider's webhook verification: the Plaid-Verification JWT must be ES256, signed by the key its `kid`
   * names (from /webhook_verification_key/get, still current), issued within 5 minutes, over this body's SHA-256.
   */
  async verifyWebhook({ body, headers }: WebhookRequest): Promise<boolean> {
    const token = headers.get(WEBHOOK_SIGNATURE_HEADER);
    const header = webhookSignatureHeader(token);
    if (!token || header?.alg !== "ES256" || !header.kid) return false;
    const jwk = await this.webhookKey(header.kid).catch(() => undefined);
    if (!jwk || jwk.expired_at != null) return false;
    const key = await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, "ES256").catch(() => undefined);
    if (!key || key instanceof Uint8Array) return false;
    return verifyWebhookSignature({ token, body, key, algorithm: "ES256" });
  }

  private webhookKey(kid: string): Promise<JWKPublicKey> {
    let key = this.webhookKeys.get(kid);
    if (!key) {
      key = call(() => this.api.webhookVerificationKeyGet({ key_id: kid })).then(({ data }) => data.key);
      // A failure or an expired key is not kept: the next webhook asks again.
      key.then((jwk) => jwk.expired_at != null && this.webhookKeys.delete(kid)).catch(() => this.webhookKeys.delete(kid));
      this.webhookKeys.set(kid, key);
    }
    return key;
  }

  async exchangePublicToken({ publicToken }: { publicToken: string }) {
    const { data } = await call(() => this.api.itemPublicTokenExchange({ public_token: publicToken }));
    return { itemId: data.item_id, accessToken: data.access_token };
  }

  async getAccounts({ accessToken }: { accessToken: string }): Promise<LinkedAccount[]> {
    const { data } = await call(() => this.api.accountsGet({ access_token: accessToken }));
    return data.accounts.map(toLinkedAccount);
  }

  async syncTransactions({ accessToken, cursor }: { accessToken: string; cursor?: string }): Promise<TransactionsPage> {
    const { data } = await call(() =>
      this.api.transactionsSync({
        access_token: accessToken,
        count: SYNC_PAGE_SIZE,
        ...(cursor ? { cursor } : { options: { days_requested: DAYS_REQUESTED } }),
      }),
    );
    return {
      added: data.added.map(toLinkedTransaction),
      modified: data.modified.map(toLinkedTransaction),
      removed: data.removed.map((removed) => ({ transactionId: removed.transaction_id })),
      nextCursor: data.next_cursor,
      hasMore: data.has_more,
    };
  }

  async refreshTransactions({ accessToken }: { accessToken: string }): Promise<void> {
    await call(() => this.api.transactionsRefresh({ access_token: accessToken }));
  }

  async createProcessorToken({ accessToken, accountId }: { accessToken: string; accountId: string }) {
    const { data } = await call(() =>
      this.api.processorTokenCreate({ access_token: accessToken, account_id: accountId, processor: ProcessorTokenCreateRequestProcessorEnum.ApexClearing }),
    );
    return { processorToken: data.processor_token };
  }

  async getLiabilities({ accessToken }: { accessToken: string }): Promise<Liabilities> {
    const { data } = await call(() => this.api.liabilitiesGet({ access_token: accessToken }));
    const { credit, student, mortgage } = data.liabilities;
    return {
      credit: (credit ?? []).map((card) => ({
        accountId: card.account_id ?? "",
        aprPercentage: decimal(card.aprs.find((apr) => apr.apr_type === "purchase_apr")?.apr_percentage),
        lastStatementBalance: money(card.last_statement_balance),
        minimumPaymentAmount: money(card.minimum_payment_amount),
      })),
      loans: [
        ...(student ?? []).map((loan) => ({
          accountId: loan.account_id ?? "",
          kind: "student" as const,
          interestRatePercentage: decimal(loan.interest_rate_percentage),
          originationPrincipalAmount: money(loan.origination_principal_amount),
        })),
        ...(mortgage ?? []).map((loan) => ({
          accountId: loan.account_id,
          kind: "mortgage" as const,
          interestRatePercentage: decimal(loan.interest_rate.percentage),
          originationPrincipalAmount: money(loan.origination_principal_amount),
        })),
      ],
    };
  }

  async removeItem({ accessToken }: { accessToken: string }): Promise<void> {
    await call(() => this.api.itemRemove({ access_token: accessToken }));
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    // The axios error carries the request, keys included: only the provider's code and status go further.
    const response = (error as { response?: { status: number; data?: unknown } } | null)?.response;
    if (response) {
      const body = response.data as { error_code?: unknown } | undefined;
      const code = typeof body?.error_code === "string" ? body.error_code : undefined;
      const kind: BankLinkingErrorKind =
        code === "ITEM_LOGIN_REQUIRED" ? "ITEM_LOGIN_REQUIRED" : code && TOKEN_ERRORS.has(code) ? "INVALID_TOKEN" : "PROVIDER_ERROR";
      throw new BankLinkingError(kind, `The provider answered ${response.status}${code ? ` ${code}` : ""}.`, code);
    }
    throw new BankLinkingError("PROVIDER_ERROR", "The provider could not be reached.");
  }
}

function toLinkedAccount(account: AccountBase): LinkedAccount {
  const type = account.type as LinkedAccountType;
  return {
    accountId: account.account_id,
    name: account.name,
    officialName: account.official_name ?? null,
    mask: account.mask ?? null,
    type: ACCOUNT_TYPES.has(type) ? type : "other",
    subtype: account.subtype ?? null,
    currentBalance: money(account.balances.current),
    availableBalance: money(account.balances.available),
    creditLimit: money(account.balances.limit),
    isoCurrencyCode: account.balances.iso_currency_code ?? null,
  };
}

function toLinkedTransaction(transaction: Transaction): LinkedTransaction {
  return {
    transactionId: transaction.transaction_id,
    accountId: transaction.account_id,
    amount: money(transaction.amount)!,
    date: transaction.date,
    name: transaction.name,
    merchantName: transaction.merchant_name ?? null,
    category: transaction.personal_finance_category?.primary ?? transaction.category?.[0] ?? null,
    detailedCategory: transaction.personal_finance_category?.detailed ?? null,
    categoryConfidence: transaction.personal_finance_category?.confidence_level ?? null,
    pending: transaction.pending,
    pendingTransactionId: transaction.pending_transaction_id ?? null,
    isoCurrencyCode: transaction.iso_currency_code ?? null,
  };
}

/** The provider sends money as JSON numbers; cents are exact in a double, so two decimals give the string back. */
function money(value: number | null | undefined): string | null {
  return value == null ? null : value.toFixed(2);
}

function decimal(value: number | null | undefined): string | null {
  return value == null ? null : String(value);
}
