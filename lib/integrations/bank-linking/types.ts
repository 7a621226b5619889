// Bank linking (Plaid). Spec 001 §3 (institution item, linked accounts), §4 (bank linking), §7 (linkToken,
// createPlaidAccounts). Money is a decimal string, never a float; dates are YYYY-MM-DD.

export type LinkedAccountType = "depository" | "credit" | "loan" | "investment" | "other";

export type LinkedAccount = {
  /** The provider's account id, stored as plaidAccountId. */
  accountId: string;
  name: string;
  officialName: string | null;
  mask: string | null;
  type: LinkedAccountType;
  subtype: string | null;
  currentBalance: string | null;
  availableBalance: string | null;
  creditLimit: string | null;
  isoCurrencyCode: string | null;
};

export type LinkedTransaction = {
  transactionId: string;
  accountId: string;
  /** Provider sign: positive is money leaving the account. */
  amount: string;
  date: string;
  name: string;
  merchantName: string | null;
  /** The provider's primary personal-finance category (e.g. FOOD_AND_DRINK). */
  category: string | null;
  /** The detailed one (e.g. FOOD_AND_DRINK_GROCERIES) and how sure the provider is (VERY_HIGH, HIGH, MEDIUM, LOW). */
  detailedCategory: string | null;
  categoryConfidence: string | null;
  pending: boolean;
  /** On a posted transaction: the id of the pending one it replaces (that one arrives in `removed`). */
  pendingTransactionId: string | null;
  isoCurrencyCode: string | null;
};

export type TransactionsPage = {
  added: LinkedTransaction[];
  modified: LinkedTransaction[];
  removed: { transactionId: string }[];
  /** Pass back as `cursor` on the next call. */
  nextCursor: string;
  hasMore: boolean;
};

export type Liabilities = {
  credit: {
    accountId: string;
    /** Purchase APR in percent. */
    aprPercentage: string | null;
    lastStatementBalance: string | null;
    minimumPaymentAmount: string | null;
  }[];
  loans: {
    accountId: string;
    kind: "student" | "mortgage";
    interestRatePercentage: string | null;
    originationPrincipalAmount: string | null;
  }[];
};

/**
 * Why a provider call failed, the same from every adapter. The product shows one generic message for all of them
 * (001 §8); the kind decides what is recorded (e.g. isLatestSyncFailed) and what is worth retrying.
 * - INVALID_TOKEN: a public, link or access token the provider does not accept (unknown, used, expired).
 * - ITEM_LOGIN_REQUIRED: the institution wants the member to sign in again; syncs fail until they do.
 * - PROVIDER_ERROR: anything else the provider answered (bad request, outage, rate limit) or an unreachable host.
 */
export type BankLinkingErrorKind = "INVALID_TOKEN" | "ITEM_LOGIN_REQUIRED" | "PROVIDER_ERROR";

export class BankLinkingError extends Error {
  constructor(
    readonly kind: BankLinkingErrorKind,
    message: string,
    /** The provider's own error code (e.g. INVALID_PUBLIC_TOKEN), for logs; never a token or a secret. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = "BankLinkingError";
  }
}

/** A webhook's request as it arrived: the raw body (its hash is signed) and the headers. */
export type WebhookRequest = { body: string; headers: Headers };

export interface BankLinking {
  /**
   * `withAuth` also requests the auth product (account and routing numbers); transactions is always requested.
   * With `accessToken` the flow opens in update mode for that item: the member signs in again, nothing else changes.
   * `webhookUrl` is where the provider tells of new transactions and item errors.
   */
  createLinkToken(input: {
    userId: string;
    withAuth: boolean;
    accessToken?: string;
    webhookUrl?: string;
  }): Promise<{ linkToken: string; expiresAt: Date }>;
  /**
   * The end of update mode: the item works again. Answers the access token to keep (the provider's stays the same;
   * the sandbox's carries the new sign-in).
   */
  completeUpdate(input: { accessToken: string; publicToken: string }): Promise<{ accessToken: string }>;
  /** Whether a webhook really comes from the provider (its signature, the body's hash, a recent issue time). */
  verifyWebhook(input: WebhookRequest): Promise<boolean>;
  /** The link flow's public token becomes a long-lived access token for one institution item. */
  exchangePublicToken(input: { publicToken: string }): Promise<{ itemId: string; accessToken: string }>;
  getAccounts(input: { accessToken: string }): Promise<LinkedAccount[]>;
  syncTransactions(input: { accessToken: string; cursor?: string }): Promise<TransactionsPage>;
  /**
   * Asks the provider to check the bank for new transactions now instead of on its own schedule (Plaid
   * /transactions/refresh). What it finds arrives through later syncs (and the provider's webhook).
   */
  refreshTransactions(input: { accessToken: string }): Promise<void>;
  getLiabilities(input: { accessToken: string }): Promise<Liabilities>;
  removeItem(input: { accessToken: string }): Promise<void>;
  /**
   * A token that lets the clearing firm pull money from one of the item's depository accounts (the provider's
   * /processor/token/create for the clearing firm). The account and routing numbers never pass through the product.
   */
  createProcessorToken(input: { accessToken: string; accountId: string }): Promise<{ processorToken: string }>;
}
