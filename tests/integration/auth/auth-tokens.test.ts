import { getDb } from "@/lib/db";
import { consumeAuthToken } from "@/lib/auth/auth-tokens/consume-auth-token";
import { findValidAuthToken } from "@/lib/auth/auth-tokens/find-valid-auth-token";
import { issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { hashToken } from "@/lib/crypto/hash-token";
import { createUser } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

describe("magic-link tokens", () => {
  test("are stored only as a hash and work once, for their own purpose", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { token, expiresAt } = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD" });

    expect(await db.authToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(await db.authToken.count({ where: { tokenHash: hashToken(token) } })).toBe(1);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    expect(await findValidAuthToken({ token, purpose: "RECOVER_ACCOUNT" })).toBeNull();
    expect(await consumeAuthToken({ token, purpose: "RECOVER_ACCOUNT" })).toBeNull();
    expect(await findValidAuthToken({ token, purpose: "RESET_PASSWORD" })).toMatchObject({ userId: user.id });
    expect(await consumeAuthToken({ token, purpose: "RESET_PASSWORD" })).toMatchObject({ userId: user.id });
    expect(await consumeAuthToken({ token, purpose: "RESET_PASSWORD" })).toBeNull();
  });

  test("of two requests racing with one link, exactly one gets it", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { token } = await issueAuthToken({ userId: user.id, purpose: "VERIFY_EMAIL" });
    const results = await Promise.all([
      consumeAuthToken({ token, purpose: "VERIFY_EMAIL" }),
      consumeAuthToken({ token, purpose: "VERIFY_EMAIL" }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test("expire after 60 minutes, and a newer link replaces the older one", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const first = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD" });
    const second = await issueAuthToken({ userId: user.id, purpose: "RESET_PASSWORD" });
    expect(await findValidAuthToken({ token: first.token, purpose: "RESET_PASSWORD" })).toBeNull();
    expect(await findValidAuthToken({ token: second.token, purpose: "RESET_PASSWORD" })).not.toBeNull();

    await db.authToken.update({ where: { tokenHash: hashToken(second.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await consumeAuthToken({ token: second.token, purpose: "RESET_PASSWORD" })).toBeNull();
    expect(await findValidAuthToken({ token: "", purpose: "RESET_PASSWORD" })).toBeNull();
  });
});
