import "server-only";
import { createHmac } from "node:crypto";
import { getSecretsKey } from "@/lib/crypto/secrets-key";
import { getEnv } from "@/lib/env";
import { LocalFileStorage } from "./local-adapter";
import { S3FileStorage } from "./s3-adapter";
import { localStorageDir, s3Settings } from "./settings";
import type { FileStorage } from "./types";

/** File storage: S3 (S3_BUCKET and friends) when configured, else files on this server under LOCAL_STORAGE_DIR. */
export function getFileStorage(): FileStorage {
  const settings = s3Settings(getEnv());
  return settings ? new S3FileStorage(settings) : getLocalFileStorage()!;
}

/** The local adapter, for its route; undefined when S3 is configured. */
export function getLocalFileStorage(): LocalFileStorage | undefined {
  const env = getEnv();
  if (s3Settings(env)) return undefined;
  // A key derived from the secrets key: signed URLs outlive a restart and cannot be made up.
  const secret = createHmac("sha256", getSecretsKey()).update("local-file-storage").digest();
  return new LocalFileStorage({ rootDir: localStorageDir(env), secret, baseUrl: env.SITE_URL });
}
