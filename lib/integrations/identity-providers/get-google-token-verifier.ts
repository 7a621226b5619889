import "server-only";
import { createGoogleTokenVerifier } from "./google-adapter";
import { googleClientId } from "./settings";
import type { GoogleTokenVerifier } from "./types";

let cached: { clientId: string; verifier: GoogleTokenVerifier } | undefined;

/**
 * The Google verifier, or null when Google is not configured. There is no local Google: without GOOGLE_CLIENT_ID
 * the button is hidden and the Google operations refuse every token (docs/decisions.md).
 */
export function getGoogleTokenVerifier(): GoogleTokenVerifier | null {
  const clientId = googleClientId();
  if (!clientId) return null;
  // One verifier per client id keeps jose's key cache across requests.
  if (cached?.clientId !== clientId) cached = { clientId, verifier: createGoogleTokenVerifier({ clientId }) };
  return cached.verifier;
}

/** Tests run the real adapter against a loopback key server; this swaps it in (null restores the default). */
export function setGoogleTokenVerifierForTests(verifier: GoogleTokenVerifier | null): void {
  cached = verifier ? { clientId: googleClientId() ?? "", verifier } : undefined;
}
