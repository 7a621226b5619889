import { hashPassword, verifyPassword } from "@/lib/crypto/hash-password";

const PASSWORD = "Demo-Password-2026!";

test("hashes with argon2id and OWASP's parameters, with a random salt", async () => {
  const first = await hashPassword(PASSWORD);
  const second = await hashPassword(PASSWORD);
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(first).not.toBe(second);
  expect(first).not.toContain(PASSWORD);
});

test("verifies the right password and rejects others", async () => {
  const passwordHash = await hashPassword(PASSWORD);
  await expect(verifyPassword(passwordHash, PASSWORD)).resolves.toBe(true);
  await expect(verifyPassword(passwordHash, "demo-password-2026!")).resolves.toBe(false);
  await expect(verifyPassword(passwordHash, "")).resolves.toBe(false);
});

test("treats a missing or malformed hash as a mismatch", async () => {
  await expect(verifyPassword(null, PASSWORD)).resolves.toBe(false);
  await expect(verifyPassword("", PASSWORD)).resolves.toBe(false);
  await expect(verifyPassword("not-a-hash", PASSWORD)).resolves.toBe(false);
});
