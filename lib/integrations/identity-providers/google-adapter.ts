import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { IdentityProviderError, namesFromClaims, type GoogleIdentity, type GoogleTokenVerifier } from "./types";

export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/**
 * Verifies Google ID tokens with jose: RS256 signature against Google's published keys (fetched and cached by
 * createRemoteJWKSet, refetched when an unknown key id appears), issuer, audience = our client id, expiry (60 s of
 * clock skew) and a verified email. Tests point jwksUrl and issuers at a loopback issuer.
 */
export function createGoogleTokenVerifier({
  clientId,
  jwksUrl = GOOGLE_JWKS_URL,
  issuers = GOOGLE_ISSUERS,
}: {
  clientId: string;
  jwksUrl?: string;
  issuers?: string[];
}): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });

  return {
    async verifyIdToken(idToken) {
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: clientId,
          algorithms: ["RS256"],
          requiredClaims: ["sub", "exp", "iat"],
          clockTolerance: 60,
        }));
      } catch (error) {
        throw new IdentityProviderError("Google ID token rejected", { cause: error });
      }
      return identityFromClaims(claims);
    },
  };
}

function identityFromClaims(claims: JWTPayload): GoogleIdentity {
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  // Google sends email_verified as a boolean; older tokens used the string "true".
  const verified = claims.email_verified === true || claims.email_verified === "true";
  if (!claims.sub || !email || !verified) throw new IdentityProviderError("Google ID token has no verified email");
  return {
    subject: claims.sub,
    email,
    ...namesFromClaims(claims),
    pictureUrl: typeof claims.picture === "string" ? claims.picture : null,
  };
}
