import { randomBytes } from "node:crypto";

import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { resetSecretsKeyForTests } from "@/lib/crypto/secrets-key";
import { resetEnvForTests } from "@/lib/env";

const SSN = "123-45-6789";
const originalKey = process.env.SECRETS_KEY;

function useKey(key: Buffer): void {
  process.env.SECRETS_KEY = key.toString("base64");
  resetEnvForTests();
  resetSecretsKeyForTests();
}

beforeEach(() => useKey(randomBytes(32)));

afterAll(() => {
  if (originalKey === undefined) delete process.env.SECRETS_KEY;
  else process.env.SECRETS_KEY = originalKey;
  resetEnvForTests();
  resetSecretsKeyForTests();
});

test("round-trips through the SECRETS_KEY setting", () => {
  const stored = encryptSecret(SSN);
  expect(decryptSecret(stored)).toBe(SSN);
});

test("round-trips empty and non-ASCII text", () => {
  for (const text of ["", "access-sandbox-ünïcødé-🔑", "x".repeat(10_000)]) {
    expect(decryptSecret(encryptSecret(text))).toBe(text);
  }
});

test("writes the versioned format v1:<iv>:<tag>:<ciphertext> in base64url", () => {
  const stored = encryptSecret(SSN);
  expect(stored).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
});

test("never contains the plaintext, in any encoding", () => {
  const stored = encryptSecret(SSN);
  for (const form of [SSN, "123456789", Buffer.from(SSN).toString("base64url"), Buffer.from(SSN).toString("hex")]) {
    expect(stored).not.toContain(form);
  }
});

test("uses a fresh IV: the same secret encrypts differently each time", () => {
  const outputs = new Set(Array.from({ length: 20 }, () => encryptSecret(SSN)));
  expect(outputs.size).toBe(20);
  const ivs = new Set([...outputs].map((stored) => stored.split(":")[1]));
  expect(ivs.size).toBe(20);
});

test("detects tampering with the ciphertext, the tag or the IV", () => {
  const stored = encryptSecret(SSN);
  const [version, iv, tag, ciphertext] = stored.split(":") as [string, string, string, string];
  const flip = (part: string) => {
    const bytes = Buffer.from(part, "base64url");
    bytes[0] = bytes[0]! ^ 0x01;
    return bytes.toString("base64url");
  };
  for (const altered of [
    [version, iv, tag, flip(ciphertext)],
    [version, iv, flip(tag), ciphertext],
    [version, flip(iv), tag, ciphertext],
  ]) {
    expect(() => decryptSecret(altered.join(":"))).toThrow(/could not be decrypted/);
  }
});

test("fails with another key, without revealing the value", () => {
  const stored = encryptSecret(SSN);
  useKey(randomBytes(32));
  expect(() => decryptSecret(stored)).toThrow(/wrong SECRETS_KEY/);
  try {
    decryptSecret(stored);
  } catch (error) {
    expect(String(error)).not.toContain(SSN);
  }
});

test("accepts an explicit key (for key rotation scripts)", () => {
  const key = randomBytes(32);
  const stored = encryptSecret(SSN, { key });
  expect(decryptSecret(stored, { key })).toBe(SSN);
  expect(() => decryptSecret(stored)).toThrow();
});

test("rejects values in an unknown format", () => {
  for (const value of ["", SSN, "v2:a:b:c", "v1:a:b", "v1:!!:@@:##", "v1:AAAA:AAAA:AAAA"]) {
    expect(() => decryptSecret(value)).toThrow(/known format/);
  }
});
