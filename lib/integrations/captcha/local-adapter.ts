import type { CaptchaCheck, CaptchaVerifier } from "./types";

/** Captcha off (no CAPTCHA_SECRET_KEY): nothing to check, every request passes. */
export class LocalCaptchaVerifier implements CaptchaVerifier {
  readonly isEnabled = false;

  async verify(_check: CaptchaCheck): Promise<{ success: boolean }> {
    return { success: true };
  }
}
