import { getEnv } from "@/lib/env";
import { readSecretOrCreateLocally } from "@/lib/local-secret";

/** Signs and encrypts the next-auth session cookie. */
export function getAuthSecret(): string {
  return readSecretOrCreateLocally({ value: getEnv().AUTH_SECRET, settingName: "AUTH_SECRET", fileName: "auth.secret" });
}
