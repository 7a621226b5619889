import { AppError, AppErrorCode } from "@/lib/errors";
import { getGoogleTokenVerifier } from "@/lib/integrations/identity-providers/get-google-token-verifier";
import type { GoogleIdentity } from "@/lib/integrations/identity-providers/types";
import { GOOGLE_MESSAGES } from "./google-messages";

/**
 * A Google ID token from the Google Identity Services button, verified (spec 000 §7). Any failure, including Google
 * not being configured, is the GraphQL error 'Failed to authenticate with Google.', never the `error` field.
 */
export async function verifyGoogleToken({ token }: { token: string }): Promise<GoogleIdentity> {
  const verifier = getGoogleTokenVerifier();
  if (!verifier || !token || token.length > 8_192) {
    throw new AppError(AppErrorCode.UNAUTHENTICATED, GOOGLE_MESSAGES.failedToAuthenticate);
  }
  try {
    return await verifier.verifyIdToken(token);
  } catch (error) {
    throw new AppError(AppErrorCode.UNAUTHENTICATED, GOOGLE_MESSAGES.failedToAuthenticate, { cause: error });
  }
}
