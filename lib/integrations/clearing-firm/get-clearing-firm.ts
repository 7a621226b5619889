import "server-only";
import { getEnv } from "@/lib/env";
import { ApexClearingFirm } from "./apex-adapter";
import { apexSettings, type ApexSettings } from "./apex-settings";
import { LocalClearingFirm } from "./local-adapter";
import type { ClearingFirm } from "./types";

// One Apex adapter per server process, so its access token is shared by every caller until it nears expiry.
const apexHolder = globalThis as typeof globalThis & { __apexClearingFirm?: { settings: ApexSettings; firm: ApexClearingFirm } };

/** Apex when APEX_API_URL, APEX_CLIENT_ID and APEX_CLIENT_SECRET are all set, else the built-in sandbox. */
export function getClearingFirm(): ClearingFirm {
  const settings = apexSettings(getEnv());
  if (settings) return apexClearingFirm(settings);
  return new LocalClearingFirm();
}

function apexClearingFirm(settings: ApexSettings): ApexClearingFirm {
  const held = apexHolder.__apexClearingFirm;
  const same = held && (Object.keys(settings) as (keyof ApexSettings)[]).every((key) => held.settings[key] === settings[key]);
  if (held && same) return held.firm;
  const firm = new ApexClearingFirm(settings);
  apexHolder.__apexClearingFirm = { settings, firm };
  return firm;
}
