import {
  SANDBOX_LINK_TOKEN_MS,
  SANDBOX_OAUTH_STATE_MS,
  SANDBOX_PUBLIC_TOKEN_MS,
  SandboxBankLinking,
} from "@/lib/integrations/bank-linking/sandbox-adapter";
import {
  SANDBOX_CREDENTIALS_ERROR,
  SANDBOX_OAUTH_ONLY_ERROR,
  SANDBOX_PASSWORD,
  SANDBOX_USERNAME,
} from "@/lib/integrations/bank-linking/sandbox-institutions";

function sandboxAt(start: string, secret = "unit-secret") {
  let now = new Date(start);
  const sandbox = new SandboxBankLinking({ secret: Buffer.from(secret), now: () => now });
  return { sandbox, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const signIn = { institutionId: "ins_109509", username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD };

describe("SandboxBankLinking", () => {
  test("wrong test credentials fail the sign-in with the provider's message", async () => {
    const { sandbox } = sandboxAt("2026-03-10T12:00:00Z");
    const { linkToken } = await sandbox.createLinkToken({ userId: "u1", withAuth: false });
    for (const wrong of [{ password: "pass_bad" }, { username: "someone" }]) {
      expect(() => sandbox.signIn({ linkToken, ...signIn, ...wrong })).toThrow(SANDBOX_CREDENTIALS_ERROR);
    }
    expect(sandbox.signIn({ linkToken, ...signIn }).accounts.map((account) => account.accountKey)).toEqual([
      "checking",
      "savings",
      "credit-card",
    ]);
  });

  test("a link token expires after 4 hours, a public token after 30 minutes", async () => {
    const { sandbox, advance } = sandboxAt("2026-03-10T12:00:00Z");
    const { linkToken } = await sandbox.createLinkToken({ userId: "u1", withAuth: false });
    const { publicToken } = sandbox.createPublicToken({ linkToken, ...signIn, accountKeys: ["checking"] });
    advance(SANDBOX_PUBLIC_TOKEN_MS);
    await expect(sandbox.exchangePublicToken({ publicToken })).rejects.toMatchObject({ kind: "INVALID_TOKEN" });
    advance(SANDBOX_LINK_TOKEN_MS);
    expect(() => sandbox.signIn({ linkToken, ...signIn })).toThrow(expect.objectContaining({ kind: "INVALID_TOKEN" }));
  });

  test("tokens signed with another secret are refused", async () => {
    const { sandbox: other } = sandboxAt("2026-03-10T12:00:00Z", "other-secret");
    const { sandbox } = sandboxAt("2026-03-10T12:00:00Z");
    const { linkToken } = await other.createLinkToken({ userId: "u1", withAuth: false });
    const { publicToken } = other.createPublicToken({ linkToken, ...signIn, accountKeys: ["checking"] });
    await expect(sandbox.exchangePublicToken({ publicToken })).rejects.toMatchObject({ kind: "INVALID_TOKEN" });
  });

  test("the same institution and day give the same figures; a later sync brings only the new days", async () => {
    const { sandbox, advance } = sandboxAt("2026-03-10T12:00:00Z");
    const link = async () => {
      const { linkToken } = await sandbox.createLinkToken({ userId: "u1", withAuth: false });
      const { publicToken } = sandbox.createPublicToken({ linkToken, ...signIn, accountKeys: ["checking", "credit-card"] });
      return (await sandbox.exchangePublicToken({ publicToken })).accessToken;
    };
    const first = await link();
    const second = await link();
    const syncAll = async (accessToken: string, cursor?: string) => {
      const added = [];
      for (;;) {
        const page = await sandbox.syncTransactions({ accessToken, cursor });
        added.push(...page.added);
        cursor = page.nextCursor;
        if (!page.hasMore) return { added, cursor };
      }
    };
    const a = await syncAll(first);
    const b = await syncAll(second);
    const figures = (list: typeof a.added) => list.map((t) => [t.date, t.amount, t.name]);
    expect(figures(a.added)).toEqual(figures(b.added));
    expect(a.added[0]!.transactionId).not.toBe(b.added[0]!.transactionId);
    // 90 days back (a purchase of the first day may post a few days later).
    expect(a.added[0]!.date >= "2025-12-11" && a.added[0]!.date <= "2025-12-16").toBe(true);
    expect(a.added.at(-1)!.date <= "2026-03-10").toBe(true);

    advance(3 * 86_400_000);
    const later = await syncAll(first, a.cursor);
    expect(later.added.length).toBeGreaterThan(0);
    expect(later.added.every((t) => t.date > "2026-03-10" && t.date <= "2026-03-13")).toBe(true);
  });

  test("day by day, pending purchases post under a new id that names them, holds go, and merchants get cleaned up", async () => {
    const { sandbox, advance } = sandboxAt("2026-03-10T12:00:00Z");
    const { linkToken } = await sandbox.createLinkToken({ userId: "u1", withAuth: false });
    const { publicToken } = sandbox.createPublicToken({
      linkToken,
      institutionId: "ins_109508",
      username: SANDBOX_USERNAME,
      password: SANDBOX_PASSWORD,
      accountKeys: ["checking", "credit-card"],
    });
    const { accessToken } = await sandbox.exchangePublicToken({ publicToken });
    const held = new Map<string, { amount: string; pending: boolean; pendingTransactionId: string | null }>();
    const posted: { amount: string; pendingAmount: string }[] = [];
    const cancelled: string[] = [];
    let modified = 0;
    let cursor: string | undefined;
    for (let day = 0; day < 45; day++) {
      for (;;) {
        const page = await sandbox.syncTransactions({ accessToken, cursor });
        for (const transaction of page.added) {
          const replaced = transaction.pendingTransactionId ? held.get(transaction.pendingTransactionId) : undefined;
          if (replaced) posted.push({ amount: transaction.amount, pendingAmount: replaced.amount });
          held.set(transaction.transactionId, transaction);
        }
        for (const transaction of page.modified) {
          expect(held.has(transaction.transactionId)).toBe(true);
          held.set(transaction.transactionId, transaction);
          modified++;
        }
        for (const { transactionId } of page.removed) {
          expect(held.get(transactionId)?.pending).toBe(true);
          held.delete(transactionId);
          if (![...held.values()].some((t) => t.pendingTransactionId === transactionId)) cancelled.push(transactionId);
        }
        cursor = page.nextCursor;
        if (!page.hasMore) break;
      }
      advance(86_400_000);
    }
    expect(posted.length).toBeGreaterThan(5);
    // A restaurant's charge posts with the tip: different from what was pending, within a fifth more.
    expect(posted.some((t) => t.amount !== t.pendingAmount && Number(t.amount) <= Number(t.pendingAmount) * 1.25)).toBe(true);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(modified).toBeGreaterThan(0);
    // Nothing that was replaced is still there: never two rows for one purchase.
    const replacedIds = new Set([...held.values()].flatMap((t) => (t.pendingTransactionId ? [t.pendingTransactionId] : [])));
    expect([...replacedIds].filter((id) => held.has(id))).toEqual([]);
  });

  test("a bank that wants a new sign-in fails until update mode, then syncs; its webhooks are signed", async () => {
    const { sandbox, advance } = sandboxAt("2026-03-10T12:00:00Z");
    const { linkToken } = await sandbox.createLinkToken({ userId: "u1", withAuth: false });
    const { publicToken } = sandbox.createPublicToken({
      linkToken,
      institutionId: "ins_109508",
      username: "user_sync_fails",
      password: SANDBOX_PASSWORD,
      accountKeys: ["checking"],
    });
    const { accessToken } = await sandbox.exchangePublicToken({ publicToken });
    const { nextCursor } = await sandbox.syncTransactions({ accessToken });
    advance(86_400_000);
    await expect(sandbox.syncTransactions({ accessToken, cursor: nextCursor })).rejects.toMatchObject({ kind: "ITEM_LOGIN_REQUIRED" });

    const update = await sandbox.createLinkToken({ userId: "u1", withAuth: false, accessToken });
    expect(sandbox.updateModeInstitution(update.linkToken)).toBe("ins_109508");
    expect(() => sandbox.createUpdateToken({ linkToken: update.linkToken, institutionId: "ins_109508", username: SANDBOX_USERNAME, password: "wrong" })).toThrow(
      SANDBOX_CREDENTIALS_ERROR,
    );
    const { publicToken: updateToken } = sandbox.createUpdateToken({
      linkToken: update.linkToken,
      institutionId: "ins_109508",
      username: SANDBOX_USERNAME,
      password: SANDBOX_PASSWORD,
    });
    const repaired = await sandbox.completeUpdate({ accessToken, publicToken: updateToken });
    await expect(sandbox.completeUpdate({ accessToken, publicToken: updateToken })).rejects.toMatchObject({ kind: "INVALID_TOKEN" });
    // The new sign-in is in the token itself: another instance with the same secret (a restart) agrees.
    const { sandbox: restarted } = sandboxAt("2026-03-11T12:00:00Z");
    await expect(restarted.syncTransactions({ accessToken: repaired.accessToken, cursor: nextCursor })).resolves.toMatchObject({
      hasMore: false,
    });

    const body = JSON.stringify({ webhook_type: "TRANSACTIONS", webhook_code: "SYNC_UPDATES_AVAILABLE", item_id: "item-local-1" });
    const headers = await sandbox.signWebhook(body);
    expect(await sandbox.verifyWebhook({ body, headers })).toBe(true);
    expect(await sandbox.verifyWebhook({ body: body.replace("1", "2"), headers })).toBe(false);
    expect(await sandbox.verifyWebhook({ body, headers: new Headers() })).toBe(false);
    const { sandbox: other } = sandboxAt("2026-03-11T12:00:00Z", "other-secret");
    expect(await other.verifyWebhook({ body, headers })).toBe(false);
    advance(6 * 60_000);
    expect(await sandbox.verifyWebhook({ body, headers })).toBe(false);
  });

  describe("a bank that signs in on its own site (OAuth)", () => {
    const OAUTH_BANK = "ins_127287";

    test("takes no credentials: the state id it sends the member back with is the sign-in", async () => {
      const { sandbox } = sandboxAt("2026-03-10T12:00:00Z");
      const { linkToken } = await sandbox.createLinkToken({ userId: "u1", withAuth: false });
      expect(() => sandbox.signIn({ linkToken, institutionId: OAUTH_BANK, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD })).toThrow(
        SANDBOX_OAUTH_ONLY_ERROR,
      );

      const { oauthStateId } = sandbox.beginOAuth({ linkToken, institutionId: OAUTH_BANK });
      expect(sandbox.oauthInstitution({ linkToken, oauthStateId })).toBe(OAUTH_BANK);
      const { publicToken, institution } = sandbox.createPublicToken({
        linkToken,
        institutionId: OAUTH_BANK,
        oauthStateId,
        accountKeys: ["checking", "savings"],
      });
      expect(institution).toEqual({ institutionId: OAUTH_BANK, name: "Platypus OAuth Bank" });
      const { accessToken } = await sandbox.exchangePublicToken({ publicToken });
      expect((await sandbox.getAccounts({ accessToken })).map((account) => account.mask)).toEqual(["8101", "8102"]);
    });

    test("a state id works only with its own link token and bank, and for 30 minutes", async () => {
      const { sandbox, advance } = sandboxAt("2026-03-10T12:00:00Z");
      const { linkToken } = await sandbox.createLinkToken({ userId: "u1", withAuth: false });
      const { linkToken: otherLink } = await sandbox.createLinkToken({ userId: "u2", withAuth: false });
      const { oauthStateId } = sandbox.beginOAuth({ linkToken, institutionId: OAUTH_BANK });

      expect(() => sandbox.signIn({ linkToken: otherLink, institutionId: OAUTH_BANK, oauthStateId })).toThrow(
        expect.objectContaining({ kind: "INVALID_TOKEN" }),
      );
      expect(() => sandbox.signIn({ linkToken, institutionId: OAUTH_BANK, oauthStateId: `${oauthStateId}x` })).toThrow(
        expect.objectContaining({ kind: "INVALID_TOKEN" }),
      );
      // Only OAuth banks have a site to go to; a credentials bank is not signed in by a state id.
      expect(() => sandbox.beginOAuth({ linkToken, institutionId: "ins_109508" })).toThrow("Unknown institution.");
      expect(() => sandbox.signIn({ linkToken, institutionId: "ins_109508", oauthStateId })).toThrow(SANDBOX_CREDENTIALS_ERROR);

      advance(SANDBOX_OAUTH_STATE_MS);
      expect(() => sandbox.signIn({ linkToken, institutionId: OAUTH_BANK, oauthStateId })).toThrow(
        expect.objectContaining({ kind: "INVALID_TOKEN" }),
      );
    });
  });
});
