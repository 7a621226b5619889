import { AppError, AppErrorCode } from "@/lib/errors";
import { getCaptchaVerifier } from "@/lib/integrations/captcha/get-captcha-verifier";

export const CAPTCHA_FAILED_MESSAGE = "Captcha verification failed. Please try again.";

/** Password log-in, sign-up, code verification and recovery need a captcha token when captcha is configured. */
export async function verifyCaptchaToken({ token, ipAddress }: { token: string | null | undefined; ipAddress: string | null }) {
  const verifier = getCaptchaVerifier();
  if (!verifier.isEnabled) return;
  const { success } = await verifier.verify({ token: token ?? "", remoteIp: ipAddress ?? undefined });
  if (!success) throw new AppError(AppErrorCode.INVALID_INPUT, CAPTCHA_FAILED_MESSAGE);
}
