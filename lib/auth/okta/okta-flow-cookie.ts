import { decode, encode } from "next-auth/jwt";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { secureCookiePrefix, usesSecureCookies } from "@/lib/auth/session-cookie";

/** What the start route remembers for the callback: never sent to the provider except as state, nonce, challenge. */
export type OktaFlow = { state: string; nonce: string; codeVerifier: string; signup: boolean };

/** Long enough to sign in at the provider (with its own two-factor), short enough not to linger. */
export const OKTA_FLOW_MAX_AGE_SECONDS = 600;

const SALT = "mariner.okta-flow";

export function oktaFlowCookieName(): string {
  return `${secureCookiePrefix()}mariner.okta-flow`;
}

/** An encrypted (JWE) HttpOnly cookie: the PKCE verifier and nonce stay on the server's side of the browser. */
export async function sealOktaFlow(flow: OktaFlow): Promise<string> {
  return encode({ token: flow, secret: getAuthSecret(), salt: SALT, maxAge: OKTA_FLOW_MAX_AGE_SECONDS });
}

export async function openOktaFlow(value: string | undefined): Promise<OktaFlow | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: getAuthSecret(), salt: SALT });
    if (
      !token ||
      typeof token.state !== "string" ||
      typeof token.nonce !== "string" ||
      typeof token.codeVerifier !== "string" ||
      typeof token.signup !== "boolean"
    ) {
      return null;
    }
    return { state: token.state, nonce: token.nonce, codeVerifier: token.codeVerifier, signup: token.signup };
  } catch {
    return null;
  }
}

export function oktaFlowCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: usesSecureCookies() };
}
