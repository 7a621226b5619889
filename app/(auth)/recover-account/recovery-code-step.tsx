"use client";

import { useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import { StepButtons, StepHeading } from "@/components/auth/set-password-fields";
import { useCountdown } from "@/components/auth/use-countdown";
import { CodeResendLinks } from "@/components/auth/code-resend-links";
import {
  isSecondFactorCodeComplete,
  SecondFactorCodeField,
  type SecondFactorCodeMode,
} from "@/components/auth/second-factor-code-field";
import type { CodeInputHandle } from "@/components/ui/code-input";
import { useToast } from "@/components/ui/toast";
import { graphql } from "@/lib/graphql/client/graphql";

const SEND_RECOVER_ACCOUNT_CODE = graphql(`mutation SendRecoverAccountCode($token: String!, $channel: MfaCodeChannel) {
  sendRecoverAccountCode(token: $token, channel: $channel) { success error retryAfterSeconds }
}`);

/**
 * The code step of a two-factor account's recovery, after the new password is confirmed: a code to the phone on file
 * (sent when the step first opens) or, with an authenticator app set up, the app's code (a text only on request); a
 * recovery code always works. The /mfa page's code field and its resend links with their countdown.
 */
export function RecoveryCodeStep({
  token,
  maskedPhoneNumber,
  hasAuthenticatorApp = false,
  resendCooldownSeconds,
  firstCodeSent,
  onFirstCodeSent,
  error,
  loading,
  onBack,
  onSubmit,
}: {
  token: string;
  /** The phone codes go to; null when two-step verification by phone is off. */
  maskedPhoneNumber: string | null;
  hasAuthenticatorApp?: boolean;
  /** The server's cooldown between two codes, started again by every send. */
  resendCooldownSeconds: number;
  /** Whether this flow already sent the step's first code (going Back and forth does not send another). */
  firstCodeSent: boolean;
  onFirstCodeSent: () => void;
  /** The server's answer to the last submitted code. */
  error: string | null;
  loading: boolean;
  onBack: () => void;
  onSubmit: (code: string) => void;
}) {
  const { toast } = useToast();
  const codeInput = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState("");
  const [mode, setMode] = useState<SecondFactorCodeMode>("code");
  const [codeTexted, setCodeTexted] = useState(!hasAuthenticatorApp || firstCodeSent);
  const [sending, setSending] = useState<"sms" | "call" | null>(null);
  const { remaining: resendWait, start: waitBeforeResend } = useCountdown(0);
  const [hasWaited, setHasWaited] = useState(false);
  const [, sendCode] = useMutation(SEND_RECOVER_ACCOUNT_CODE);

  const send = async (channel: "sms" | "call", { quiet }: { quiet: boolean }) => {
    setSending(channel);
    const result = await sendCode({ token, channel }, { requestPolicy: "network-only" });
    setSending(null);
    const answer = result.data?.sendRecoverAccountCode;
    setHasWaited(true);
    if (answer?.success) {
      waitBeforeResend(resendCooldownSeconds);
      setCodeTexted(true);
      if (!quiet) toast({ message: "Code resent successfully", theme: "success" });
      return;
    }
    if (answer?.retryAfterSeconds) waitBeforeResend(answer.retryAfterSeconds);
    // Refused as too soon on opening: the code sent moments ago still works, so there is nothing to say.
    if (quiet && answer?.retryAfterSeconds) return;
    toast({ message: answer?.error || "Too many attempts. Please try again later", theme: "error" });
  };

  const sendFirst = useRef(!firstCodeSent && !hasAuthenticatorApp && maskedPhoneNumber !== null);
  useEffect(() => {
    if (!sendFirst.current) return;
    sendFirst.current = false;
    onFirstCodeSent();
    void send("sms", { quiet: true });
    // Once, when the step first opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (error) codeInput.current?.clear();
  }, [error]);

  const isComplete = isSecondFactorCodeComplete(mode, code);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete && !loading) onSubmit(code);
      }}
      noValidate
      className="space-y-5"
    >
      <StepHeading>
        {mode === "recovery-code"
          ? "Enter a recovery code"
          : codeTexted
            ? "Enter the code we sent you"
            : "Enter the code from your authenticator app"}
      </StepHeading>
      <p className="text-sm text-muted">
        {mode === "recovery-code" ? (
          "Use one of the recovery codes you saved when you set up two-step verification. Each works once."
        ) : codeTexted ? (
          <>
            Your account signs in with a code to your phone, so recovering it needs one too. We sent a 6-digit code to{" "}
            {maskedPhoneNumber ? (
              <strong className="whitespace-nowrap text-ink">{maskedPhoneNumber}</strong>
            ) : (
              "your phone"
            )}
            .
          </>
        ) : (
          "Your account signs in with an authenticator app, so recovering it needs its code too. Enter the 6-digit code the app shows."
        )}
      </p>
      <SecondFactorCodeField
        mode={mode}
        onModeChange={setMode}
        code={code}
        onCodeChange={setCode}
        error={error}
        codeInputRef={codeInput}
        autoFocus
      />
      <div role="alert" aria-live="assertive" className="sr-only">
        {error}
      </div>
      <StepButtons onBack={onBack} submitLabel="Update account" disabled={!isComplete} loading={loading} />
      {maskedPhoneNumber && mode === "code" ? (
        <CodeResendLinks
          onSend={(channel) => send(channel, { quiet: false })}
          busy={sending !== null}
          waitSeconds={resendWait}
          hasWaited={hasWaited}
          firstCode={!codeTexted}
        />
      ) : null}
    </form>
  );
}
