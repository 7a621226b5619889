import { getDb } from "@/lib/db";
import { verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { createUser, uniqueEmail } from "@/prisma/seed";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const PASSWORD = "Harbor-Lights-2031";

describe("password sign-in check", () => {
  test("accepts the right password, whatever the email's case and spacing", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    await expect(
      verifyPasswordSignIn({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD, ipAddress: null }),
    ).resolves.toEqual({ userId: user.id });
  });

  test("a wrong password and an unknown email get the same message", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    await expect(verifyPasswordSignIn({ email: user.email, password: "wrong-password", ipAddress: null })).rejects.toThrow(
      "Email or password is incorrect",
    );
    await expect(
      verifyPasswordSignIn({ email: uniqueEmail("nobody"), password: PASSWORD, ipAddress: null }),
    ).rejects.toThrow("Email or password is incorrect");
  });

  test("an account without a password, and a deactivated one, are refused with the spec's messages", async () => {
    const db = await getDb();
    const googleOnly = await createUser(db);
    await expect(verifyPasswordSignIn({ email: googleOnly.email, password: PASSWORD, ipAddress: null })).rejects.toThrow(
      "Password authentication not permitted",
    );
    const deactivated = await createUser(db, { password: PASSWORD, deactivatedAt: new Date() });
    await expect(verifyPasswordSignIn({ email: deactivated.email, password: PASSWORD, ipAddress: null })).rejects.toThrow(
      "Account has been deactivated",
    );
  });

  test("after five failures the account waits (growing delay): even the right password is refused at once", async () => {
    const db = await getDb();
    const user = await createUser(db, { password: PASSWORD });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(verifyPasswordSignIn({ email: user.email, password: "wrong", ipAddress: null })).rejects.toThrow(
        "Email or password is incorrect",
      );
    }
    await expect(verifyPasswordSignIn({ email: user.email, password: PASSWORD, ipAddress: null })).rejects.toThrow(
      "Too many attempts. Please try again later",
    );
  });
});

describe("rate limits", () => {
  test("count per key and window, shared through the database", async () => {
    const key = `test:${Date.now()}`;
    await expect(consumeRateLimit({ key, limit: 2, windowSeconds: 60 })).resolves.toEqual({ remaining: 1 });
    await expect(consumeRateLimit({ key, limit: 2, windowSeconds: 60 })).resolves.toEqual({ remaining: 0 });
    await expect(consumeRateLimit({ key, limit: 2, windowSeconds: 60 })).rejects.toThrow("Too many attempts");
    await expect(consumeRateLimit({ key: `${key}:other`, limit: 2, windowSeconds: 60 })).resolves.toEqual({ remaining: 1 });
  });
});
