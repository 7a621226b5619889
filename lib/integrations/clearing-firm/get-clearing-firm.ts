import "server-only";
import { getEnv, type Env } from "@/lib/env";
import { LocalClearingFirm } from "./local-adapter";
import type { ClearingFirm } from "./types";

/** Whether APEX_API_URL, APEX_CLIENT_ID and APEX_CLIENT_SECRET are all set (blank counts as unset). */
export function isApexConfigured(env: Env = getEnv()): boolean {
  return Boolean(env.APEX_API_URL && env.APEX_CLIENT_ID && env.APEX_CLIENT_SECRET);
}

/**
 * The clearing firm: Apex when its three settings are present, else the built-in sandbox (its state in the
 * database; sandbox-control.ts decides outcomes on local installs).
 */
export function getClearingFirm(): ClearingFirm {
  // Seam for the Apex adapter (apex-adapter.ts): `if (isApexConfigured()) return new ApexClearingFirm(...)`.
  return new LocalClearingFirm();
}

/** The sandbox, for its dev route and agreement pages; undefined when Apex is configured. */
export function getSandboxClearingFirm(): LocalClearingFirm | undefined {
  return isApexConfigured() ? undefined : new LocalClearingFirm();
}
