import "server-only";
import { z } from "zod";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { CaptchaCheck, CaptchaVerifier } from "./types";

export const CAPTCHA_UNAVAILABLE_MESSAGE = "We could not check that you are human right now. Please try again later.";

export type TurnstileAdapterOptions = {
  secretKey: string;
  /** Cloudflare's siteverify endpoint; tests point it at a loopback stand-in. */
  verifyUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Turnstile documents tokens of at most 2048 characters. */
const MAX_TOKEN_LENGTH = 2048;
/** Codes that mean our configuration is wrong, not the user's token: every check would fail. */
const MISCONFIGURED = new Set(["missing-input-secret", "invalid-input-secret"]);

const answerSchema = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).default([]) });

/** Cloudflare Turnstile (invisible). */
export class TurnstileCaptchaVerifier implements CaptchaVerifier {
  readonly isEnabled = true;
  private readonly verifyUrl: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: TurnstileAdapterOptions) {
    this.verifyUrl = options.verifyUrl ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify";
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async verify({ token, remoteIp }: CaptchaCheck): Promise<{ success: boolean }> {
    if (typeof token !== "string" || token.trim() === "" || token.length > MAX_TOKEN_LENGTH) return { success: false };

    const form = new URLSearchParams({ secret: this.options.secretKey, response: token });
    if (remoteIp) form.set("remoteip", remoteIp);

    let answer: z.infer<typeof answerSchema>;
    try {
      const response = await this.fetch(this.verifyUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`Turnstile siteverify answered ${response.status}.`);
      answer = answerSchema.parse(await response.json());
    } catch (error) {
      throw new AppError(AppErrorCode.UNAVAILABLE, CAPTCHA_UNAVAILABLE_MESSAGE, { cause: error });
    }

    const misconfigured = answer["error-codes"].filter((code) => MISCONFIGURED.has(code));
    if (misconfigured.length > 0) {
      throw new AppError(AppErrorCode.UNAVAILABLE, CAPTCHA_UNAVAILABLE_MESSAGE, {
        cause: new Error(`Turnstile rejected CAPTCHA_SECRET_KEY: ${misconfigured.join(", ")}.`),
      });
    }
    return { success: answer.success };
  }
}
