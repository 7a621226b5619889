import { generateSecret, generateURI, verifySync } from "otplib";
import { siteConfig } from "@/lib/site-config";

/** RFC 6238 defaults every authenticator app understands: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed just as it changed, still works. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new shared secret for an authenticator app: 160 random bits, base32 (what the apps expect). */
export function newAuthenticatorSecret(): string {
  return generateSecret();
}

/** The otpauth:// address the QR code holds; the label shows the product and the member's email in the app. */
export function authenticatorUri({ secret, email }: { secret: string; email: string }): string {
  return generateURI({ issuer: siteConfig.productName, label: email, secret, period: PERIOD_SECONDS });
}

/**
 * The 30-second step the six-digit `code` belongs to, or null when it is not the app's code now (or was already used:
 * steps up to `afterTimeStep` are refused, so a code seen over a shoulder cannot be replayed within its window).
 */
export function authenticatorCodeTimeStep({
  secret,
  code,
  afterTimeStep,
}: {
  secret: string;
  code: string;
  afterTimeStep: number | null;
}): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
