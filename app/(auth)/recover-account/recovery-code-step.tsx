"use client";

import { useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import { StepButtons, StepHeading } from "@/components/auth/set-password-fields";
import { useCountdown } from "@/components/auth/use-countdown";
import { CodeResendLinks } from "@/components/auth/code-resend-links";
import { CodeInput, type CodeInputHandle } from "@/components/ui/code-input";
import { useToast } from "@/components/ui/toast";
import { mfaCodeSchema } from "@/lib/auth/schemas/log-in-schema";
import { graphql } from "@/lib/graphql/client/graphql";

const SEND_RECOVER_ACCOUNT_CODE = graphql(`mutation SendRecoverAccountCode($token: String!, $channel: MfaCodeChannel) {
  sendRecoverAccountCode(token: $token, channel: $channel) { success error retryAfterSeconds }
}`);

/**
 * The code step of a two-factor account's recovery, after the new password is confirmed: a code to the phone on file
 * (sent when the step first opens), the /mfa page's six boxes and its resend links with their countdown.
 */
export function RecoveryCodeStep({
  token,
  maskedPhoneNumber,
  resendCooldownSeconds,
  firstCodeSent,
  onFirstCodeSent,
  error,
  loading,
  onBack,
  onSubmit,
}: {
  token: string;
  maskedPhoneNumber: string | null;
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
      if (!quiet) toast({ message: "Code resent successfully", theme: "success" });
      return;
    }
    if (answer?.retryAfterSeconds) waitBeforeResend(answer.retryAfterSeconds);
    // Refused as too soon on opening: the code sent moments ago still works, so there is nothing to say.
    if (quiet && answer?.retryAfterSeconds) return;
    toast({ message: answer?.error || "Too many attempts. Please try again later", theme: "error" });
  };

  const sendFirst = useRef(!firstCodeSent);
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

  const isComplete = mfaCodeSchema.safeParse({ code, rememberDevice: false }).success;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete && !loading) onSubmit(code);
      }}
      noValidate
      className="space-y-5"
    >
      <StepHeading>Enter the code we sent you</StepHeading>
      <p className="text-sm text-muted">
        Your account signs in with a code to your phone, so recovering it needs one too. We sent a 6-digit code to{" "}
        {maskedPhoneNumber ? <strong className="whitespace-nowrap text-ink">{maskedPhoneNumber}</strong> : "your phone"}.
      </p>
      <CodeInput
        ref={codeInput}
        value={code}
        onChange={setCode}
        label="Verification code"
        error={error ?? undefined}
        autoFocus
      />
      <div role="alert" aria-live="assertive" className="sr-only">
        {error}
      </div>
      <StepButtons onBack={onBack} submitLabel="Update account" disabled={!isComplete} loading={loading} />
      <CodeResendLinks
        onSend={(channel) => send(channel, { quiet: false })}
        busy={sending !== null}
        waitSeconds={resendWait}
        hasWaited={hasWaited}
      />
    </form>
  );
}
