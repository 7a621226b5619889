import { calculatePKCECodeChallenge } from "openid-client";
import { timingSafeEqual } from "node:crypto";
import { consumeLocalAuthorizationCode } from "./local-authorization-codes";
import { IdentityProviderError, STAFF_SCOPES, type StaffIdentityProvider } from "./types";

export const LOCAL_CLIENT_ID = "mariner-local";
export const LOCAL_AUTHORIZE_PATH = "/dev/identity-provider/authorize";

/** The local stand-in's issuer identifier (sent back as `iss`, as RFC 9207 providers do). */
export function localIssuer(siteUrl: string): string {
  return new URL("/dev/identity-provider", siteUrl).toString();
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A built-in staff identity provider for installs without OKTA_* settings (laptops, tests). It follows the same
 * protocol as the real one: the browser goes to its sign-in page with state, nonce and an S256 PKCE challenge, comes
 * back to the redirect URI with a one-time code (60 s, single use, stored hashed), and the server redeems the code
 * only with the matching verifier, redirect URI and nonce.
 */
export function createLocalStaffIdentityProvider({ siteUrl }: { siteUrl: string }): StaffIdentityProvider {
  const issuer = localIssuer(siteUrl);

  return {
    kind: "local",

    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const url = new URL(LOCAL_AUTHORIZE_PATH, siteUrl);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: LOCAL_CLIENT_ID,
        redirect_uri: redirectUri,
        scope: STAFF_SCOPES,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      }).toString();
      return url;
    },

    async exchangeCode({ redirectUri, callbackParams, expectedState, expectedNonce, codeVerifier }) {
      const error = callbackParams.get("error");
      if (error) throw new IdentityProviderError(`The local identity provider answered ${error}`);
      const state = callbackParams.get("state");
      if (!state || !same(state, expectedState)) throw new IdentityProviderError("state mismatch");
      const iss = callbackParams.get("iss");
      if (iss !== null && iss !== issuer) throw new IdentityProviderError("issuer mismatch");
      const code = callbackParams.get("code");
      if (!code) throw new IdentityProviderError("no code");

      const grant = consumeLocalAuthorizationCode(code);
      if (!grant) throw new IdentityProviderError("unknown, used or expired code");
      if (grant.redirectUri !== redirectUri) throw new IdentityProviderError("redirect_uri mismatch");
      if (!same(grant.codeChallenge, await calculatePKCECodeChallenge(codeVerifier))) {
        throw new IdentityProviderError("PKCE verifier mismatch");
      }
      if (!same(grant.nonce, expectedNonce)) throw new IdentityProviderError("nonce mismatch");
      return {
        subject: `local|${grant.email}`,
        email: grant.email,
        firstName: grant.firstName,
        lastName: grant.lastName,
      };
    },
  };
}
