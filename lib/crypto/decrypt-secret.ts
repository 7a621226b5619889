import { createDecipheriv } from "node:crypto";

import { SECRET_FORMAT_VERSION, SECRET_IV_BYTES, SECRET_TAG_BYTES } from "@/lib/crypto/encrypt-secret";
import { getSecretsKey } from "@/lib/crypto/secrets-key";

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Reverses `encryptSecret`. Throws when the value is not in a known format, was altered, or was encrypted with
 * another key; the message never contains the value.
 */
export function decryptSecret(stored: string, { key = getSecretsKey() }: { key?: Buffer } = {}): string {
  const parts = stored.split(":");
  const [version, ivText, tagText, ciphertextText] = parts;
  if (
    parts.length !== 4 ||
    version !== SECRET_FORMAT_VERSION ||
    ivText === undefined ||
    tagText === undefined ||
    ciphertextText === undefined ||
    ![ivText, tagText, ciphertextText].every((part) => BASE64URL.test(part))
  ) {
    throw new Error("decryptSecret: the value is not an encrypted secret in a known format.");
  }
  const iv = Buffer.from(ivText, "base64url");
  const tag = Buffer.from(tagText, "base64url");
  if (iv.length !== SECRET_IV_BYTES || tag.length !== SECRET_TAG_BYTES) {
    throw new Error("decryptSecret: the value is not an encrypted secret in a known format.");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: SECRET_TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertextText, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch (error) {
    throw new Error("decryptSecret: the secret could not be decrypted (wrong SECRETS_KEY, or the value was altered).", {
      cause: error,
    });
  }
}
