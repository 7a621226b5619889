import { normalizeName, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";

// The outside sign-in services: Google (ID tokens from Google Identity Services) and the staff identity provider
// (OpenID Connect, authorization code with state, nonce and PKCE). Adapters throw IdentityProviderError for anything
// the caller must treat as "not authenticated"; the domain turns it into the spec's message.

/** A person Google vouches for: signature, issuer, audience, expiry and email_verified already checked. */
export type GoogleIdentity = {
  subject: string;
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
};

export interface GoogleTokenVerifier {
  verifyIdToken(idToken: string): Promise<GoogleIdentity>;
}

/** A person the staff identity provider vouches for, from a validated ID token (and userinfo when needed). */
export type StaffIdentity = {
  subject: string;
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
};

export type AuthorizationRequest = {
  redirectUri: string;
  state: string;
  nonce: string;
  /** S256 of the PKCE verifier. */
  codeChallenge: string;
};

export type CodeExchange = {
  redirectUri: string;
  /** The parameters the provider sent back to the redirect URI: code, state and (when the provider sends it) iss. */
  callbackParams: URLSearchParams;
  expectedState: string;
  expectedNonce: string;
  codeVerifier: string;
};

export interface StaffIdentityProvider {
  readonly kind: "okta" | "local";
  /** Where to send the browser to sign in (scopes openid email profile). */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Checks the callback (state, iss), redeems the code with the PKCE verifier, validates the ID token and nonce. */
  exchangeCode(exchange: CodeExchange): Promise<StaffIdentity>;
}

export const STAFF_SCOPES = "openid email profile";

export class IdentityProviderError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "IdentityProviderError";
  }
}

export function isIdentityProviderError(error: unknown): error is IdentityProviderError {
  return error instanceof IdentityProviderError;
}

/** Given and family names from OIDC claims, falling back to splitting `name`; normalised as every stored name is. */
export function namesFromClaims(claims: Record<string, unknown>): { firstName: string; lastName: string } {
  const text = (value: unknown) => (typeof value === "string" ? normalizeName(value) : "");
  const cap = (name: string) => name.slice(0, PERSON_NAME_MAX_LENGTH).trim();
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: cap(given), lastName: cap(family) };
  const [first = "", ...rest] = text(claims.name).split(" ");
  return { firstName: cap(first), lastName: cap(rest.join(" ")) };
}
