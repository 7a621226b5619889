import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from "openid-client";
import { getStaffIdentityProvider } from "@/lib/integrations/identity-providers/get-staff-identity-provider";
import { absoluteUrl } from "@/lib/site-url";
import { sealOktaFlow } from "./okta-flow-cookie";

/** The redirect URI registered with the provider: exact, without a query (openid-client compares it that way). */
export function oktaRedirectUri(): string {
  return absoluteUrl("/okta/callback");
}

/**
 * Begins a staff sign-in (spec 000 §4.3): fresh state, nonce and PKCE verifier, sealed into the flow cookie, and the
 * provider's authorization URL. Null when this install has no staff identity provider.
 */
export async function startOktaSignIn({ signup }: { signup: boolean }): Promise<{ url: URL; flowCookie: string } | null> {
  const provider = getStaffIdentityProvider();
  if (!provider) return null;
  const state = randomState();
  const nonce = randomNonce();
  const codeVerifier = randomPKCECodeVerifier();
  const url = await provider.authorizationUrl({
    redirectUri: oktaRedirectUri(),
    state,
    nonce,
    codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
  });
  return { url, flowCookie: await sealOktaFlow({ state, nonce, codeVerifier, signup }) };
}
