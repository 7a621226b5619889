import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  addDays,
  isoDay,
  SANDBOX_DYNAMIC_DAYS_BEHIND,
  SANDBOX_HISTORY_DAYS,
  sandboxAccounts,
  sandboxLiabilities,
  sandboxTransactionsAsOf,
  type SandboxItem,
} from "./sandbox-data";
import {
  findSandboxInstitution,
  SANDBOX_CREDENTIALS_ERROR,
  SANDBOX_DYNAMIC_USERNAME,
  SANDBOX_OAUTH_ONLY_ERROR,
  SANDBOX_LINK_TOKEN_PREFIX,
  SANDBOX_PASSWORD,
  SANDBOX_SYNC_FAILS_USERNAME,
  SANDBOX_USERNAME,
  type SandboxInstitution,
} from "./sandbox-institutions";
import {
  BankLinkingError,
  type BankLinking,
  type Liabilities,
  type LinkedAccount,
  type LinkedTransaction,
  type TransactionsPage,
  type WebhookRequest,
} from "./types";
import { signSandboxWebhook, verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER, webhookSignatureHeader } from "./webhook-signature";

/** The provider's lifetimes: a link token lasts 4 hours, a public token 30 minutes. */
export const SANDBOX_LINK_TOKEN_MS = 4 * 60 * 60 * 1000;
export const SANDBOX_PUBLIC_TOKEN_MS = 30 * 60 * 1000;
export const SANDBOX_SYNC_PAGE_SIZE = 100;
/** How long the member has to come back from an OAuth bank's site. */
export const SANDBOX_OAUTH_STATE_MS = 30 * 60 * 1000;

const PUBLIC_PREFIX = "public-local-";
const ACCESS_PREFIX = "access-local-";
const OAUTH_STATE_PREFIX = "oauth-local-";
const UPDATE_PREFIX = "public-local-update-";
const PROCESSOR_PREFIX = "processor-local-";

/**
 * What the sandbox remembers between calls: public tokens already exchanged (until they expire), removed items, and
 * the dynamic user's items that a refresh brought up to today.
 */
export type SandboxState = { usedPublicTokens: Map<string, number>; removedItems: Set<string>; refreshedItems: Set<string> };

export function createSandboxState(): SandboxState {
  return { usedPublicTokens: new Map(), removedItems: new Set(), refreshedItems: new Set() };
}

/** `x`: update mode for the item with this nonce at this institution. */
type LinkClaims = { u: string; p: string[]; e: number; x?: { n: string; i: string } };
type UpdateClaims = { n: string; k: string; e: number };
/** `y`: the dynamic user's item, linked on this day (YYYY-MM-DD). */
type PublicClaims = { n: string; i: string; a: string[]; f: boolean; e: number; y?: string };
type AccessClaims = { n: string; i: string; a: string[]; f: boolean; y?: string };
/** A processor token: the bank account (`k`), its bank's name, mask and subtype. */
type ProcessorClaims = { k: string; b: string; m: string; s: string };
type OAuthStateClaims = { l: string; i: string; e: number };
/**
 * Where a sync stands: the item's history starts after `h`; the member has everything as of day `d`; a sync in
 * progress is bringing the changes up to day `t` and has handed out `o` of them. Held by the app (in its database),
 * so the sandbox remembers nothing between syncs.
 */
type Cursor = { h: string; d: string; t: string; o: number };

/** The test credentials, or for an OAuth bank the state id it sent the member back with. */
export type SandboxSignIn = { linkToken: string; institutionId: string } & (
  | { username: string; password: string; oauthStateId?: undefined }
  | { oauthStateId: string; username?: undefined; password?: undefined }
);

export type SandboxLinkResult = {
  publicToken: string;
  institution: { institutionId: string; name: string };
  accounts: { accountKey: string; name: string; mask: string; type: string; subtype: string }[];
};

/**
 * The built-in stand-in for the provider, used when no provider keys are set. It behaves like the provider's own
 * sandbox without any network: tokens are signed (so they survive a restart and cannot be made up), public tokens
 * are single-use and expire, and the accounts and transactions are generated deterministically per institution.
 * `signIn` and `createPublicToken` are the link dialog's side of the flow (the provider runs that part in its own UI).
 */
export class SandboxBankLinking implements BankLinking {
  private readonly now: () => Date;

  constructor(
    private readonly options: { secret: Buffer; state?: SandboxState; now?: () => Date },
    private readonly state: SandboxState = options.state ?? createSandboxState(),
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async createLinkToken({ userId, withAuth, accessToken }: { userId: string; withAuth: boolean; accessToken?: string }) {
    const expiresAt = new Date(this.now().getTime() + SANDBOX_LINK_TOKEN_MS);
    const products = withAuth ? ["transactions", "auth"] : ["transactions"];
    const claims: LinkClaims = { u: userId, p: products, e: expiresAt.getTime() };
    if (accessToken) {
      const { claims: item } = this.item(accessToken);
      claims.x = { n: item.n, i: item.i };
    }
    return { linkToken: this.sign(SANDBOX_LINK_TOKEN_PREFIX, claims), expiresAt };
  }

  /** Which item an update-mode link token is for (the dialog goes straight to that bank's sign-in), if any. */
  updateModeInstitution(linkToken: string): string | undefined {
    return this.verifyLinkToken(linkToken).x?.i;
  }

  /**
   * Update mode's sign-in: the member signs in to the item's bank again (an OAuth bank's site stands in by going
   * on). Answers a single-use token for completeUpdate; the item's accounts stay as they are.
   */
  createUpdateToken(input: SandboxSignIn | { linkToken: string; institutionId: string; oauthStateId?: undefined; username?: undefined; password?: undefined }): {
    publicToken: string;
  } {
    const link = this.verifyLinkToken(input.linkToken);
    if (!link.x || link.x.i !== input.institutionId) {
      throw new BankLinkingError("INVALID_TOKEN", "The link token is not for this institution.", "INVALID_LINK_TOKEN");
    }
    const institution = findSandboxInstitution(link.x.i);
    if (!institution?.oauth) this.authenticate(input as SandboxSignIn);
    const claims: UpdateClaims = { n: link.x.n, k: randomBytes(12).toString("hex"), e: this.now().getTime() + SANDBOX_PUBLIC_TOKEN_MS };
    return { publicToken: this.sign(UPDATE_PREFIX, claims) };
  }

  async completeUpdate({ accessToken, publicToken }: { accessToken: string; publicToken: string }) {
    const { claims } = this.item(accessToken);
    const update = this.verify<UpdateClaims>(UPDATE_PREFIX, publicToken, "INVALID_PUBLIC_TOKEN");
    const now = this.now().getTime();
    this.forgetExpired(now);
    if (update.n !== claims.n || update.e <= now || this.state.usedPublicTokens.has(update.k)) {
      throw new BankLinkingError("INVALID_TOKEN", "The public token is expired or was already used.", "INVALID_PUBLIC_TOKEN");
    }
    this.state.usedPublicTokens.set(update.k, update.e);
    // The new sign-in lives in the access token the app keeps: it survives a restart, and the item syncs again.
    const access: AccessClaims = { ...claims, f: false };
    return { accessToken: this.sign(ACCESS_PREFIX, access) };
  }

  /** The sandbox's webhook, signed as the provider signs its own (Plaid-Verification), with the sandbox's secret. */
  async signWebhook(body: string): Promise<Headers> {
    const token = await signSandboxWebhook({ body, secret: this.options.secret, now: this.now() });
    return new Headers({ "Content-Type": "application/json", [WEBHOOK_SIGNATURE_HEADER]: token });
  }

  async verifyWebhook({ body, headers }: WebhookRequest): Promise<boolean> {
    const token = headers.get(WEBHOOK_SIGNATURE_HEADER);
    if (!token || webhookSignatureHeader(token)?.alg !== "HS256") return false;
    return verifyWebhookSignature({ token, body, key: this.options.secret, algorithm: "HS256", now: this.now() });
  }

  /**
   * The hand-off to an OAuth bank's own site. The sandbox has no bank site: the member "signs in" by going on, and
   * comes back to /plaid-oauth with the state id this returns, bound to the link token and the bank.
   */
  beginOAuth({ linkToken, institutionId }: { linkToken: string; institutionId: string }): { oauthStateId: string } {
    this.verifyLinkToken(linkToken);
    const institution = findSandboxInstitution(institutionId);
    if (!institution?.oauth) throw new BankLinkingError("PROVIDER_ERROR", "Unknown institution.", "INVALID_INSTITUTION");
    const claims: OAuthStateClaims = {
      l: this.mac(linkToken),
      i: institution.institutionId,
      e: this.now().getTime() + SANDBOX_OAUTH_STATE_MS,
    };
    return { oauthStateId: this.sign(OAUTH_STATE_PREFIX, claims) };
  }

  /** Where an OAuth bank sent the member back: which bank the state id is for (the page knows nothing else). */
  oauthInstitution({ linkToken, oauthStateId }: { linkToken: string; oauthStateId: string }): string {
    return this.verifyOAuthState(linkToken, oauthStateId).i;
  }

  /** Checks the test sign-in and lists the institution's accounts for the member to choose from. */
  signIn(input: SandboxSignIn): Omit<SandboxLinkResult, "publicToken"> {
    const institution = this.authenticate(input);
    return {
      institution: { institutionId: institution.institutionId, name: institution.name },
      accounts: institution.accounts.map((account) => ({
        accountKey: account.key,
        name: account.name,
        mask: account.mask,
        type: account.type,
        subtype: account.subtype,
      })),
    };
  }

  /** The end of the link flow: a public token for the chosen accounts. */
  createPublicToken(input: SandboxSignIn & { accountKeys: string[] }): SandboxLinkResult {
    const institution = this.authenticate(input);
    const chosen = institution.accounts.filter((account) => input.accountKeys.includes(account.key));
    if (chosen.length === 0) {
      throw new BankLinkingError("PROVIDER_ERROR", "Choose at least one account.", "NO_ACCOUNTS");
    }
    const claims: PublicClaims = {
      n: randomBytes(12).toString("hex"),
      i: institution.institutionId,
      a: chosen.map((account) => account.key),
      f: input.username === SANDBOX_SYNC_FAILS_USERNAME,
      e: this.now().getTime() + SANDBOX_PUBLIC_TOKEN_MS,
      ...(input.username === SANDBOX_DYNAMIC_USERNAME ? { y: isoDay(this.now()) } : {}),
    };
    const listed = this.signIn(input);
    return {
      publicToken: this.sign(PUBLIC_PREFIX, claims),
      institution: listed.institution,
      accounts: listed.accounts.filter((account) => claims.a.includes(account.accountKey)),
    };
  }

  async exchangePublicToken({ publicToken }: { publicToken: string }) {
    const claims = this.verify<PublicClaims>(PUBLIC_PREFIX, publicToken, "INVALID_PUBLIC_TOKEN");
    const now = this.now().getTime();
    this.forgetExpired(now);
    if (claims.e <= now || this.state.usedPublicTokens.has(claims.n)) {
      throw new BankLinkingError("INVALID_TOKEN", "The public token is expired or was already used.", "INVALID_PUBLIC_TOKEN");
    }
    this.state.usedPublicTokens.set(claims.n, claims.e);
    const access: AccessClaims = { n: claims.n, i: claims.i, a: claims.a, f: claims.f, ...(claims.y ? { y: claims.y } : {}) };
    return { itemId: `item-local-${claims.n}`, accessToken: this.sign(ACCESS_PREFIX, access) };
  }

  async getAccounts({ accessToken }: { accessToken: string }): Promise<LinkedAccount[]> {
    return sandboxAccounts(this.item(accessToken).item);
  }

  /**
   * The provider's incremental sync: the changes between the day the cursor stands at and today (added, modified,
   * removed: a pending transaction that posted is removed and its posted one added, naming it), in pages.
   */
  async syncTransactions({ accessToken, cursor }: { accessToken: string; cursor?: string }): Promise<TransactionsPage> {
    const { item, claims } = this.item(accessToken);
    const today = this.bankDay(claims);
    const start = addDays(isoDay(this.now()), -SANDBOX_HISTORY_DAYS);
    const position: Cursor = cursor ? parseCursor(cursor) : { h: start, d: start, t: today, o: 0 };
    if (cursor && position.o === 0 && claims.f) {
      throw new BankLinkingError(
        "ITEM_LOGIN_REQUIRED",
        "The institution needs the member to sign in again.",
        "ITEM_LOGIN_REQUIRED",
      );
    }
    // A fresh sync (offset 0) covers everything up to today; its later pages keep the day it started with. Never
    // back: a dynamic item that a restart made forget its refresh stays where its cursor is.
    const through = position.o === 0 ? (today > position.d ? today : position.d) : position.t;
    const changes = diff(
      sandboxTransactionsAsOf(item, { after: position.h, asOf: position.d }),
      sandboxTransactionsAsOf(item, { after: position.h, asOf: through }),
    );
    const page = changes.slice(position.o, position.o + SANDBOX_SYNC_PAGE_SIZE);
    const hasMore = position.o + SANDBOX_SYNC_PAGE_SIZE < changes.length;
    const next: Cursor = hasMore
      ? { h: position.h, d: position.d, t: through, o: position.o + SANDBOX_SYNC_PAGE_SIZE }
      : { h: position.h, d: through, t: through, o: 0 };
    return {
      added: page.flatMap((change) => (change.kind === "added" ? [change.transaction] : [])),
      modified: page.flatMap((change) => (change.kind === "modified" ? [change.transaction] : [])),
      removed: page.flatMap((change) => (change.kind === "removed" ? [{ transactionId: change.transactionId }] : [])),
      nextCursor: encodeCursor(next),
      hasMore,
    };
  }

  /** The dynamic user's bank catches up to today; every other sandbox bank is always up to date. */
  async refreshTransactions({ accessToken }: { accessToken: string }): Promise<void> {
    const { claims } = this.item(accessToken);
    if (claims.y) this.state.refreshedItems.add(claims.n);
  }

  async createProcessorToken({ accessToken, accountId }: { accessToken: string; accountId: string }) {
    const { item } = this.item(accessToken);
    const account = sandboxAccounts(item).find((candidate) => candidate.accountId === accountId);
    if (!account) throw new BankLinkingError("PROVIDER_ERROR", "The account is not part of this item.", "INVALID_ACCOUNT_ID");
    if (account.type !== "depository") {
      throw new BankLinkingError("PROVIDER_ERROR", "Only checking and savings accounts can move money.", "PRODUCT_NOT_SUPPORTED");
    }
    const claims: ProcessorClaims = { k: accountId, b: item.institution.name, m: account.mask ?? "0000", s: account.subtype ?? "" };
    return { processorToken: this.sign(PROCESSOR_PREFIX, claims) };
  }

  /** What the clearing-firm sandbox learns from a processor token, as the real firm learns it from the provider. */
  readProcessorToken(processorToken: string): { bankAccountId: string; bankName: string; mask: string; subtype: string } | null {
    try {
      const claims = this.verify<ProcessorClaims>(PROCESSOR_PREFIX, processorToken, "INVALID_PROCESSOR_TOKEN");
      return { bankAccountId: claims.k, bankName: claims.b, mask: claims.m, subtype: claims.s };
    } catch {
      return null;
    }
  }

  async getLiabilities({ accessToken }: { accessToken: string }): Promise<Liabilities> {
    return sandboxLiabilities(this.item(accessToken).item);
  }

  /** The day the item's bank has reached: today, or for the dynamic user's item before a refresh, a little behind. */
  private bankDay(claims: AccessClaims): string {
    const today = isoDay(this.now());
    if (!claims.y || this.state.refreshedItems.has(claims.n)) return today;
    const behind = addDays(claims.y, -SANDBOX_DYNAMIC_DAYS_BEHIND);
    return behind < today ? behind : today;
  }

  async removeItem({ accessToken }: { accessToken: string }): Promise<void> {
    const { claims } = this.item(accessToken);
    this.state.removedItems.add(claims.n);
  }

  private authenticate(input: SandboxSignIn): SandboxInstitution {
    this.verifyLinkToken(input.linkToken);
    const institution = findSandboxInstitution(input.institutionId);
    if (!institution) throw new BankLinkingError("PROVIDER_ERROR", "Unknown institution.", "INVALID_INSTITUTION");
    if (institution.oauth) {
      if (input.oauthStateId === undefined) {
        throw new BankLinkingError("PROVIDER_ERROR", SANDBOX_OAUTH_ONLY_ERROR, "INSTITUTION_REQUIRES_OAUTH");
      }
      if (this.verifyOAuthState(input.linkToken, input.oauthStateId).i !== institution.institutionId) {
        throw new BankLinkingError("INVALID_TOKEN", "The OAuth state is not valid.", "INVALID_OAUTH_STATE_ID");
      }
      return institution;
    }
    const { username, password } = input;
    const usernames = [SANDBOX_USERNAME, SANDBOX_SYNC_FAILS_USERNAME, SANDBOX_DYNAMIC_USERNAME];
    if (!usernames.includes(username ?? "") || password !== SANDBOX_PASSWORD) {
      throw new BankLinkingError("PROVIDER_ERROR", SANDBOX_CREDENTIALS_ERROR, "INVALID_CREDENTIALS");
    }
    return institution;
  }

  private verifyLinkToken(linkToken: string): LinkClaims {
    const claims = this.verify<LinkClaims>(SANDBOX_LINK_TOKEN_PREFIX, linkToken, "INVALID_LINK_TOKEN");
    if (claims.e <= this.now().getTime()) {
      throw new BankLinkingError("INVALID_TOKEN", "The link token has expired.", "INVALID_LINK_TOKEN");
    }
    return claims;
  }

  /** A state id works only with the link token it was issued for, and only for a while. */
  private verifyOAuthState(linkToken: string, oauthStateId: string): OAuthStateClaims {
    this.verifyLinkToken(linkToken);
    const claims = this.verify<OAuthStateClaims>(OAUTH_STATE_PREFIX, oauthStateId, "INVALID_OAUTH_STATE_ID");
    if (claims.l !== this.mac(linkToken) || claims.e <= this.now().getTime()) {
      throw new BankLinkingError("INVALID_TOKEN", "The OAuth state is not valid.", "INVALID_OAUTH_STATE_ID");
    }
    return claims;
  }

  private item(accessToken: string): { item: SandboxItem; claims: AccessClaims } {
    const claims = this.verify<AccessClaims>(ACCESS_PREFIX, accessToken, "INVALID_ACCESS_TOKEN");
    const institution = findSandboxInstitution(claims.i);
    if (this.state.removedItems.has(claims.n) || !institution) {
      throw new BankLinkingError("INVALID_TOKEN", "The access token is not valid.", "INVALID_ACCESS_TOKEN");
    }
    return { item: { institution, accountKeys: claims.a, itemSuffix: claims.n, dynamicLinkDay: claims.y }, claims };
  }

  private sign(prefix: string, claims: object): string {
    const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
    return `${prefix}${body}.${this.mac(prefix + body)}`;
  }

  private verify<T>(prefix: string, token: string, providerCode: string): T {
    const invalid = () => new BankLinkingError("INVALID_TOKEN", "The token is not valid.", providerCode);
    if (typeof token !== "string" || !token.startsWith(prefix)) throw invalid();
    const [body, mac] = token.slice(prefix.length).split(".");
    if (!body || !mac) throw invalid();
    const expected = Buffer.from(this.mac(prefix + body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
  }

  private mac(text: string): string {
    return createHmac("sha256", this.options.secret).update(text).digest("base64url");
  }

  private forgetExpired(now: number): void {
    for (const [nonce, expiresAt] of this.state.usedPublicTokens) {
      if (expiresAt <= now) this.state.usedPublicTokens.delete(nonce);
    }
  }
}

type Change =
  | { kind: "added" | "modified"; transaction: LinkedTransaction }
  | { kind: "removed"; transactionId: string };

/** What changed from one day's view to a later one, in a stable order (so pages of it line up). */
function diff(before: LinkedTransaction[], after: LinkedTransaction[]): Change[] {
  const earlier = new Map(before.map((transaction) => [transaction.transactionId, transaction]));
  const later = new Set(after.map((transaction) => transaction.transactionId));
  const changes: Change[] = [];
  for (const transaction of after) {
    const previous = earlier.get(transaction.transactionId);
    if (!previous) changes.push({ kind: "added", transaction });
    else if (JSON.stringify(previous) !== JSON.stringify(transaction)) changes.push({ kind: "modified", transaction });
  }
  for (const transaction of before) {
    if (!later.has(transaction.transactionId)) changes.push({ kind: "removed", transactionId: transaction.transactionId });
  }
  return changes;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function parseCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<Cursor> & { from?: string };
    const day = /^\d{4}-\d{2}-\d{2}$/;
    const offset = Number.isInteger(value.o) && (value.o as number) >= 0 ? (value.o as number) : undefined;
    if (typeof value.d === "string" && day.test(value.d) && offset !== undefined) {
      // A cursor from before pending transactions ({ from, d, o }): its history is the 90 days before it.
      const h = typeof value.h === "string" && day.test(value.h) ? value.h : addDays(value.d, -SANDBOX_HISTORY_DAYS);
      const t = typeof value.t === "string" && day.test(value.t) ? value.t : value.d;
      return { h, d: value.d, t, o: offset };
    }
  } catch {
    // Falls through to the provider's answer for a cursor it does not know.
  }
  throw new BankLinkingError("PROVIDER_ERROR", "The cursor is not valid.", "INVALID_FIELD");
}
