import { LOCAL_CLIENT_ID } from "./local-staff-adapter";

export type LocalAuthorizationRequest = {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
};

const FIELDS = ["response_type", "client_id", "redirect_uri", "scope", "state", "nonce", "code_challenge", "code_challenge_method"];

/**
 * The local stand-in checks an authorization request as a real provider would: our client id, the one registered
 * redirect URI, response type code, the openid scope, state, nonce and an S256 PKCE challenge. Null when invalid.
 */
export function parseLocalAuthorizationRequest(
  params: URLSearchParams,
  { registeredRedirectUri }: { registeredRedirectUri: string },
): LocalAuthorizationRequest | null {
  const value = (name: string) => params.get(name) ?? "";
  if (value("response_type") !== "code" || value("client_id") !== LOCAL_CLIENT_ID) return null;
  if (value("redirect_uri") !== registeredRedirectUri) return null;
  if (!value("scope").split(" ").includes("openid")) return null;
  if (value("code_challenge_method") !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(value("code_challenge"))) return null;
  const state = value("state");
  const nonce = value("nonce");
  if (!state || !nonce || state.length > 512 || nonce.length > 512) return null;
  return { redirectUri: registeredRedirectUri, state, nonce, codeChallenge: value("code_challenge") };
}

/** The request's parameters, to carry through the sign-in form as hidden fields. */
export function authorizationRequestFields(params: URLSearchParams): Array<[string, string]> {
  return FIELDS.map((name) => [name, params.get(name) ?? ""]);
}
