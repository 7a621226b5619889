import { getEnv, resetEnvForTests } from "@/lib/env";
import { localStorageDir, s3Settings } from "@/lib/integrations/storage/settings";
import path from "node:path";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function settingsWith(values: Record<string, string | undefined>) {
  for (const name of Object.keys(process.env).filter((name) => name.startsWith("S3_") || name === "LOCAL_STORAGE_DIR")) {
    delete process.env[name];
  }
  Object.assign(process.env, values);
  resetEnvForTests();
  return s3Settings(getEnv());
}

test("without S3_BUCKET the local adapter is used, under .data/storage unless LOCAL_STORAGE_DIR says otherwise", () => {
  expect(settingsWith({ S3_ACCESS_KEY_ID: "AKID", S3_SECRET_ACCESS_KEY: "secret" })).toBeUndefined();
  expect(localStorageDir(getEnv())).toBe(path.join(process.cwd(), ".data", "storage"));
  settingsWith({ LOCAL_STORAGE_DIR: "/var/lib/mariner/files" });
  expect(localStorageDir(getEnv())).toBe("/var/lib/mariner/files");
});

test("an S3-compatible store: endpoint, path style and keys", () => {
  expect(
    settingsWith({
      S3_BUCKET: "member-files",
      S3_REGION: "auto",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "AKID",
      S3_SECRET_ACCESS_KEY: "secret",
    }),
  ).toEqual({
    bucket: "member-files",
    region: "auto",
    endpoint: "https://account.r2.cloudflarestorage.com",
    forcePathStyle: true,
    credentials: { accessKeyId: "AKID", secretAccessKey: "secret" },
  });
});

test("AWS itself with the SDK's own credentials: defaults", () => {
  expect(settingsWith({ S3_BUCKET: "member-files" })).toEqual({
    bucket: "member-files",
    region: "us-east-1",
    endpoint: undefined,
    forcePathStyle: false,
    credentials: undefined,
  });
});

test("half a key pair is a configuration error, not a silent fallback", () => {
  expect(() => settingsWith({ S3_BUCKET: "member-files", S3_ACCESS_KEY_ID: "AKID" })).toThrow(
    "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
  );
});
