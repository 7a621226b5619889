import path from "node:path";
import type { Env } from "@/lib/env";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The S3 adapter is used when S3_BUCKET is set; otherwise the local adapter keeps files on this server's disk. */
export function s3Settings(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK's default chain).");
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export function localStorageDir(env: Env): string {
  // Read at run time only: the build must not trace the whole project for it.
  const configured = env.LOCAL_STORAGE_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "storage");
  return path.resolve(/*turbopackIgnore: true*/ configured);
}
