"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useCountdown } from "@/components/auth/use-countdown";
import { useMutation } from "urql";
import { useCaptchaToken } from "@/components/auth/use-captcha-token";
import { clearActiveAdminPlan } from "@/components/shell/use-admin-mode";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { CodeResendLinks } from "@/components/auth/code-resend-links";
import {
  isSecondFactorCodeComplete,
  SecondFactorCodeField,
  type SecondFactorCodeMode,
} from "@/components/auth/second-factor-code-field";
import type { CodeInputHandle } from "@/components/ui/code-input";
import { useToast } from "@/components/ui/toast";
import { PASSWORD_LOG_IN_MUTATION } from "@/app/(auth)/log-in/log-in-form";
import { LOG_IN_SERVER_MESSAGES, mfaCodeErrorText } from "@/lib/auth/schemas/log-in-rules";
import { graphql } from "@/lib/graphql/client/graphql";

const RESEND_MFA_CODE_MUTATION = graphql(`
  mutation ResendMfaCode($email: String!, $channel: MfaCodeChannel) {
    resendMfaCode(email: $email, channel: $channel) {
      success
      error
      retryAfterSeconds
    }
  }
`);

const HEADING_ID = "mfa-heading";

export function MfaForm({
  email,
  last4PhoneNumber,
  hasAuthenticatorApp = false,
  returnPath,
  resendWaitSeconds = 0,
  resendCooldownSeconds = 30,
}: {
  email: string;
  /** The phone codes are texted to; null when two-step verification by phone is off. */
  last4PhoneNumber: string | null;
  /** The code asked for is the authenticator app's (no text was sent; one can be asked for). */
  hasAuthenticatorApp?: boolean;
  returnPath: string;
  /** Seconds until the number may get another code (the code sent at log-in starts the server's cooldown). */
  resendWaitSeconds?: number;
  /** The server's cooldown between two codes, started again by every resend. */
  resendCooldownSeconds?: number;
}) {
  const { toast } = useToast();
  const getCaptchaToken = useCaptchaToken();
  const codeInput = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState("");
  const [mode, setMode] = useState<SecondFactorCodeMode>("code");
  const [codeTexted, setCodeTexted] = useState(!hasAuthenticatorApp);
  const [rememberDevice, setRememberDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState<"sms" | "call" | null>(null);
  const { remaining: resendWait, start: waitBeforeResend } = useCountdown(resendWaitSeconds);
  const [hasWaited, setHasWaited] = useState(resendWaitSeconds > 0);
  const [, passwordLogIn] = useMutation(PASSWORD_LOG_IN_MUTATION);
  const [, resendMfaCode] = useMutation(RESEND_MFA_CODE_MUTATION);

  const isComplete = isSecondFactorCodeComplete(mode, code);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!isComplete || submitting) return;
    setSubmitting(true);
    setError(null);
    const result = await passwordLogIn(
      { email, code, skip2fa: rememberDevice, captchaToken: await getCaptchaToken() },
      { requestPolicy: "network-only" },
    );
    const answer = result.data?.passwordLogIn;
    if (!answer?.payload || answer.error) {
      setSubmitting(false);
      setError(mfaCodeErrorText(answer?.error ?? result.error?.graphQLErrors[0]?.message));
      codeInput.current?.clear();
      return;
    }
    clearActiveAdminPlan();
    window.location.assign(returnPath);
  };

  const resend = async (channel: "sms" | "call") => {
    setResending(channel);
    const result = await resendMfaCode({ email, channel }, { requestPolicy: "network-only" });
    setResending(null);
    const answer = result.data?.resendMfaCode;
    setHasWaited(true);
    if (answer?.success) {
      waitBeforeResend(resendCooldownSeconds);
      setCodeTexted(true);
      toast({ message: "Code resent successfully", theme: "success" });
    } else {
      if (answer?.retryAfterSeconds) waitBeforeResend(answer.retryAfterSeconds);
      toast({ message: answer?.error || "Too many attempts. Please try again later", theme: "error" });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="space-y-2">
        <h1 id={HEADING_ID} className="text-2xl font-semibold tracking-tight text-ink">
          {mode === "recovery-code"
            ? "Enter a recovery code"
            : codeTexted
              ? "Enter the code we sent you"
              : "Enter the code from your authenticator app"}
        </h1>
        <p className="text-sm text-muted">
          {mode === "recovery-code"
            ? "Use one of the recovery codes you saved when you set up two-step verification. Each works once."
            : !codeTexted
              ? "Open your authenticator app and enter the 6-digit code it shows for this account."
              : last4PhoneNumber
                ? `We sent a 6-digit code to the phone number ending in ${last4PhoneNumber}.`
                : "We sent a 6-digit code to your phone."}
        </p>
      </div>
      <SecondFactorCodeField
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          setError(null);
        }}
        code={code}
        onCodeChange={setCode}
        error={error}
        codeInputRef={codeInput}
        autoFocus
      />
      <div role="alert" aria-live="assertive" className="sr-only">
        {error}
      </div>
      {error === LOG_IN_SERVER_MESSAGES.logInExpired ? (
        <p className="text-sm">
          <Link href="/log-in" className="font-medium text-brand-700 underline underline-offset-2">
            Back to Log In
          </Link>
        </p>
      ) : null}
      <Checkbox
        label="Remember this device for 30 days"
        checked={rememberDevice}
        onChange={(event) => setRememberDevice(event.target.checked)}
      />
      <Button type="submit" fullWidth disabled={!isComplete} loading={submitting}>
        Next
      </Button>
      {last4PhoneNumber && mode === "code" ? (
        <CodeResendLinks
          onSend={(channel) => resend(channel)}
          busy={resending !== null}
          waitSeconds={resendWait}
          hasWaited={hasWaited}
          firstCode={!codeTexted}
        />
      ) : null}
    </form>
  );
}
