import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { getEnv, requiresConfiguredSecrets } from "@/lib/env";

/** AES-256 needs exactly 32 bytes. */
export const SECRETS_KEY_BYTES = 32;

let cached: Buffer | undefined;

/**
 * The key that encrypts secrets at rest (SSNs, provider access tokens). SECRETS_KEY (32 bytes, base64) when set.
 * Otherwise, outside a deployed production, a key kept in `.data/secrets.key` and created on first use, so a laptop
 * works with no settings. A deployed production without SECRETS_KEY refuses to start encrypting: a key generated
 * inside a container would be lost with it, and everything encrypted with it unreadable.
 */
export function getSecretsKey(): Buffer {
  if (!cached) {
    const env = getEnv();
    cached = resolveSecretsKey({
      secretsKey: env.SECRETS_KEY,
      isDeployedProduction: requiresConfiguredSecrets(),
      keyFilePath: path.join(process.cwd(), ".data", "secrets.key"),
    });
  }
  return cached;
}

/** For tests that change SECRETS_KEY (call `resetEnvForTests()` too). */
export function resetSecretsKeyForTests(): void {
  cached = undefined;
}

export function resolveSecretsKey({
  secretsKey,
  isDeployedProduction,
  keyFilePath,
}: {
  secretsKey: string | undefined;
  isDeployedProduction: boolean;
  keyFilePath: string;
}): Buffer {
  if (secretsKey) return decodeKey(secretsKey, "SECRETS_KEY");
  if (isDeployedProduction) {
    throw new Error(
      "SECRETS_KEY is not set. In production it must hold a 32-byte key in base64, " +
        'e.g. the output of: node -e "console.log(require(\'crypto\').randomBytes(32).toString(\'base64\'))"',
    );
  }
  return readOrCreateKeyFile(keyFilePath);
}

function readOrCreateKeyFile(keyFilePath: string): Buffer {
  mkdirSync(path.dirname(keyFilePath), { recursive: true, mode: 0o700 });
  try {
    // "wx": never overwrite a key another process created a moment ago; its data would become unreadable.
    writeFileSync(keyFilePath, `${randomBytes(SECRETS_KEY_BYTES).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    chmodSync(keyFilePath, 0o600); // the umask may have widened the mode given above
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return decodeKey(readFileSync(keyFilePath, "utf8"), keyFilePath);
}

function decodeKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, "base64");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) || key.length !== SECRETS_KEY_BYTES) {
    throw new Error(`${source} must be a ${SECRETS_KEY_BYTES}-byte key in base64 (it decodes to ${key.length} bytes).`);
  }
  return key;
}
