import "server-only";
import { createHmac } from "node:crypto";
import { getSecretsKey } from "@/lib/crypto/secrets-key";
import { getEnv } from "@/lib/env";
import { PlaidBankLinking } from "./plaid-adapter";
import { createSandboxState, SandboxBankLinking, type SandboxState } from "./sandbox-adapter";
import { plaidSettings } from "./settings";
import type { BankLinking } from "./types";

// One sandbox memory per server process; kept on globalThis so a dev-server reload does not forget used tokens.
const sandboxHolder = globalThis as typeof globalThis & { __marinerBankLinkingSandbox?: SandboxState };

/** Bank linking: the provider (PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV) when configured, else the built-in sandbox. */
export function getBankLinking(): BankLinking {
  const settings = plaidSettings(getEnv());
  return settings ? new PlaidBankLinking(settings) : getSandboxBankLinking()!;
}

/** The sandbox, for its link dialog's routes; undefined when the real provider is configured. */
export function getSandboxBankLinking(): SandboxBankLinking | undefined {
  if (plaidSettings(getEnv())) return undefined;
  sandboxHolder.__marinerBankLinkingSandbox ??= createSandboxState();
  // Signing tokens with a key derived from the secrets key: they outlive a restart and cannot be made up.
  const secret = createHmac("sha256", getSecretsKey()).update("bank-linking-sandbox").digest();
  return new SandboxBankLinking({ secret, state: sandboxHolder.__marinerBankLinkingSandbox });
}
