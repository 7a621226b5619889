import * as oidc from "openid-client";
import {
  IdentityProviderError,
  namesFromClaims,
  STAFF_SCOPES,
  type StaffIdentity,
  type StaffIdentityProvider,
} from "./types";
import type { OktaSettings } from "./settings";

/** Plain http is allowed only for an issuer on this machine (the tests' loopback OIDC server). */
function isLoopback(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(hostname);
}

/**
 * The staff identity provider through openid-client: discovery, authorization code flow with state, nonce and PKCE
 * (S256), client_secret_basic at the token endpoint, ID token validation (signature, issuer, audience, expiry,
 * nonce), the RFC 9207 `iss` check when the provider sends it, and userinfo when the ID token carries no email.
 */
export function createOktaIdentityProvider(settings: OktaSettings): StaffIdentityProvider {
  let configuration: Promise<oidc.Configuration> | undefined;

  function configure(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: isLoopback(settings.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again on the next sign-in
        throw new IdentityProviderError("Staff identity provider discovery failed", { cause: error });
      });
    return configuration;
  }

  return {
    kind: "okta",

    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      return oidc.buildAuthorizationUrl(await configure(), {
        redirect_uri: redirectUri,
        scope: STAFF_SCOPES,
        response_type: "code",
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
    },

    async exchangeCode({ redirectUri, callbackParams, expectedState, expectedNonce, codeVerifier }) {
      const config = await configure();
      // openid-client takes the redirect URI from the callback URL (without its query), as the provider saw it.
      const callbackUrl = new URL(redirectUri);
      for (const name of ["code", "state", "iss", "error", "error_description"]) {
        const value = callbackParams.get(name);
        if (value !== null) callbackUrl.searchParams.set(name, value);
      }
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState,
          expectedNonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new IdentityProviderError("No ID token");
        let profile: Record<string, unknown> = claims;
        if (typeof claims.email !== "string") {
          profile = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
        }
        return identityFromClaims(claims.sub, profile);
      } catch (error) {
        if (error instanceof IdentityProviderError) throw error;
        throw new IdentityProviderError("Staff identity provider code exchange failed", { cause: error });
      }
    },
  };
}

function identityFromClaims(subject: string, claims: Record<string, unknown>): StaffIdentity {
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email) throw new IdentityProviderError("The staff identity provider sent no email");
  // Only an explicit "not verified" is refused: the provider owns the staff domain's addresses.
  if (claims.email_verified === false) throw new IdentityProviderError("The staff email is not verified");
  return { subject, email, ...namesFromClaims(claims) };
}
