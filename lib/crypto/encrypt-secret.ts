import { createCipheriv, randomBytes } from "node:crypto";

import { getSecretsKey } from "@/lib/crypto/secrets-key";

export const SECRET_FORMAT_VERSION = "v1";
export const SECRET_IV_BYTES = 12;
export const SECRET_TAG_BYTES = 16;

/**
 * Encrypts a secret for storage (e.g. InvestingParty.taxIdEncrypted, InstitutionItem.accessTokenEncrypted) with
 * AES-256-GCM and a fresh random IV: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. The version prefix lets a
 * later format or key be introduced without guessing what old rows hold.
 */
export function encryptSecret(plaintext: string, { key = getSecretsKey() }: { key?: Buffer } = {}): string {
  const iv = randomBytes(SECRET_IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: SECRET_TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [SECRET_FORMAT_VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(":");
}
