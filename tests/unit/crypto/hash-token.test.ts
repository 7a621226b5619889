import { createToken, hashToken } from "@/lib/crypto/hash-token";

test("creates unguessable url-safe tokens", () => {
  const token = createToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(createToken()).not.toBe(token);
});

test("hashes a token to a stable SHA-256 hex digest that does not contain it", () => {
  const token = createToken();
  expect(hashToken(token)).toBe(hashToken(token));
  expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashToken(token)).not.toContain(token);
  expect(hashToken(`${token}x`)).not.toBe(hashToken(token));
});
