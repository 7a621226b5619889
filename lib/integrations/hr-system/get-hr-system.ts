import "server-only";
import { createHmac } from "node:crypto";
import { getSecretsKey } from "@/lib/crypto/secrets-key";
import { getEnv } from "@/lib/env";
import { FinchHrSystem } from "./finch-adapter";
import { createLocalHrState, LocalHrSystem, type LocalHrState } from "./local-adapter";
import { finchSettings } from "./settings";
import type { HrSystem } from "./types";

// One stand-in memory per server process; kept on globalThis so a dev-server reload does not forget it.
const localHolder = globalThis as typeof globalThis & { __marinerLocalHrState?: LocalHrState };

/** The HR system: Finch when FINCH_CLIENT_ID and FINCH_CLIENT_SECRET are set, else the built-in stand-in. */
export function getHrSystem(): HrSystem {
  const settings = finchSettings(getEnv());
  return settings ? new FinchHrSystem(settings) : getLocalHrSystem()!;
}

/** The stand-in, for its Connect page and the dev route; undefined when Finch is configured. */
export function getLocalHrSystem(): LocalHrSystem | undefined {
  if (finchSettings(getEnv())) return undefined;
  localHolder.__marinerLocalHrState ??= createLocalHrState();
  // A key derived from the secrets key: tokens outlive a restart and cannot be made up.
  const secret = createHmac("sha256", getSecretsKey()).update("local-hr-system").digest();
  return new LocalHrSystem({ secret, state: localHolder.__marinerLocalHrState, siteUrl: getEnv().SITE_URL });
}

/** The stand-in's memory (its Connect page approves sessions there; the dev route changes the directory). */
export function getLocalHrState(): LocalHrState | undefined {
  return getLocalHrSystem() ? localHolder.__marinerLocalHrState : undefined;
}
