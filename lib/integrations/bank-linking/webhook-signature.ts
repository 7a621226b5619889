import { createHash, timingSafeEqual } from "node:crypto";
import { decodeProtectedHeader, jwtVerify, SignJWT, type CryptoKey, type KeyObject } from "jose";

/** The header the provider signs its webhooks in (a JWT over the body's SHA-256); the sandbox uses it too. */
export const WEBHOOK_SIGNATURE_HEADER = "plaid-verification";
/** A webhook signed longer ago than this is refused (a replay). */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;

/** The signature's header (alg, kid) without checking anything, or undefined when it is no JWT at all. */
export function webhookSignatureHeader(token: string | null): { alg?: string; kid?: string } | undefined {
  if (!token) return undefined;
  try {
    return decodeProtectedHeader(token);
  } catch {
    return undefined;
  }
}

/**
 * The provider's check: the JWT verifies with `key` under `algorithm` only, was issued within the last 5 minutes
 * (and not in the future), and its request_body_sha256 is the body's hash. Any doubt answers false.
 */
export async function verifyWebhookSignature({
  token,
  body,
  key,
  algorithm,
  now = new Date(),
}: {
  token: string;
  body: string;
  key: CryptoKey | KeyObject | Uint8Array;
  algorithm: "ES256" | "HS256";
  now?: Date;
}): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [algorithm],
      currentDate: now,
      maxTokenAge: WEBHOOK_MAX_AGE_SECONDS,
      clockTolerance: 5,
    });
    if (typeof payload.iat !== "number" || payload.iat * 1000 > now.getTime() + 5000) return false;
    const claimed = payload.request_body_sha256;
    if (typeof claimed !== "string") return false;
    const actual = Buffer.from(sha256(body));
    const given = Buffer.from(claimed);
    return actual.length === given.length && timingSafeEqual(actual, given);
  } catch {
    return false;
  }
}

/** The sandbox's signature: the same claims, HMAC-SHA256 with the sandbox's secret instead of the provider's key. */
export function signSandboxWebhook({ body, secret, now = new Date() }: { body: string; secret: Uint8Array; now?: Date }) {
  return new SignJWT({ request_body_sha256: sha256(body) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(secret);
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
