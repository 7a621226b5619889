import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { requiresConfiguredSecrets } from "@/lib/env";

const memo = new Map<string, string>();

/**
 * A secret from the environment, or - on a laptop install only - one generated on first use and kept in
 * `.data/<name>` (mode 0600), so `npm install && npm start` works with no settings. A real deployment must set it.
 */
export function readSecretOrCreateLocally({
  value,
  settingName,
  fileName,
  bytes = 32,
}: {
  value: string | undefined;
  settingName: string;
  fileName: string;
  bytes?: number;
}): string {
  if (value) return value;
  if (requiresConfiguredSecrets()) {
    throw new Error(`${settingName} must be set in production (see README, Settings).`);
  }
  const cached = memo.get(fileName);
  if (cached) return cached;
  const dataDir = path.join(process.cwd(), ".data");
  const filePath = path.join(dataDir, fileName);
  let secret: string;
  try {
    secret = readFileSync(filePath, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    secret = randomBytes(bytes).toString("base64");
    try {
      writeFileSync(filePath, secret, { mode: 0o600, flag: "wx" });
    } catch {
      // Another process created it first: use theirs so both agree.
      secret = readFileSync(filePath, "utf8").trim();
    }
  }
  memo.set(fileName, secret);
  return secret;
}
