import "server-only";
import { getEnv } from "@/lib/env";
import { LocalCaptchaVerifier } from "./local-adapter";
import { TurnstileCaptchaVerifier } from "./turnstile-adapter";
import type { CaptchaVerifier } from "./types";

export function getCaptchaVerifier(): CaptchaVerifier {
  const secretKey = getEnv().CAPTCHA_SECRET_KEY;
  return secretKey ? new TurnstileCaptchaVerifier({ secretKey }) : new LocalCaptchaVerifier();
}
