import "server-only";
import { LocalClearingFirm } from "./local-adapter";
import type { ClearingFirm } from "./types";

/** The Apex adapter (APEX_API_URL, APEX_CLIENT_ID, APEX_CLIENT_SECRET) arrives with the investing features. */
export function getClearingFirm(): ClearingFirm {
  return new LocalClearingFirm();
}
