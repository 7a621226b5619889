import "server-only";
import { getEnv } from "@/lib/env";
import { createLocalStaffIdentityProvider } from "./local-staff-adapter";
import { createOktaIdentityProvider } from "./okta-adapter";
import { oktaSettings, staffIdentityProviderMode } from "./settings";
import type { StaffIdentityProvider } from "./types";

let cached: { key: string; provider: StaffIdentityProvider } | undefined;

/**
 * The staff identity provider: the real one when OKTA_* is set, the local stand-in on laptop and test installs,
 * none on a staging or production install without settings.
 */
export function getStaffIdentityProvider(): StaffIdentityProvider | null {
  const mode = staffIdentityProviderMode();
  if (!mode) return null;
  const settings = oktaSettings();
  const siteUrl = getEnv().SITE_URL;
  const key = settings ? `okta|${settings.issuer}|${settings.clientId}` : `local|${siteUrl}`;
  // One adapter per configuration keeps the provider's discovery document and keys cached across requests.
  if (cached?.key !== key) {
    cached = {
      key,
      provider: settings ? createOktaIdentityProvider(settings) : createLocalStaffIdentityProvider({ siteUrl }),
    };
  }
  return cached.provider;
}
