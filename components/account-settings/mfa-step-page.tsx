"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useClient } from "urql";
import { CodeResendLinks, type CodeChannel } from "@/components/auth/code-resend-links";
import { useCountdown } from "@/components/auth/use-countdown";
import { Button } from "@/components/ui/button";
import { CodeInput, type CodeInputHandle } from "@/components/ui/code-input";
import { useToast } from "@/components/ui/toast";
import {
  ENABLE_2FA_AT,
  MFA_CLIENT_MESSAGES,
  MFA_STATE_KEY,
  MFA_STEP_TEXT,
  sendRefusalText,
  type MfaStepState,
} from "@/lib/account-settings/mfa-steps";
import { displayPhone } from "@/lib/account-settings/us-phone-number";
import { SEND_MFA_CODE, VERIFY_MFA_CODE } from "./account-settings-operations";

const SEND_COOLDOWN_SECONDS = 30;

function parseState(raw: string | null): MfaStepState | null {
  try {
    const value = JSON.parse(raw ?? "null") as MfaStepState | null;
    return value && typeof value.phoneNumber === "string" && value.step in ENABLE_2FA_AT ? value : null;
  } catch {
    return null;
  }
}

// The stored state is read once per render from this tab's storage; nothing else writes it while the page is open.
const subscribeToNothing = () => () => {};
const readStoredState = () => sessionStorage.getItem(MFA_STATE_KEY);
const noStoredStateOnServer = () => undefined;

/**
 * /account-details/mfa: the code that sendMfaCode sent, for the step the settings page chose (its state is kept in
 * this tab's sessionStorage, never in the URL). 'approved' makes the change and goes back to the settings with a
 * toast; any other status is 'Invalid code'; a server error is toasted (spec 002 §8 MFA send and verify).
 */
export function MfaStepPage() {
  const client = useClient();
  const router = useRouter();
  const { toast } = useToast();
  const codeInput = useRef<CodeInputHandle>(null);
  const raw = useSyncExternalStore(subscribeToNothing, readStoredState, noStoredStateOnServer);
  const state = useMemo(() => (raw === undefined ? undefined : parseState(raw)), [raw]);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const { remaining: resendWait, start: waitBeforeResend } = useCountdown(SEND_COOLDOWN_SECONDS);

  if (state === undefined) return null;
  if (state === null) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-ink">Start from your account settings</h1>
        <p className="mt-3 text-muted">Turn two-step verification on or off, or change your number, from Update Account.</p>
        <Link href="/account-details" className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4">
          Go to account settings
        </Link>
      </div>
    );
  }
  const text = MFA_STEP_TEXT[state.step];

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!state || code.length !== 6 || verifying) return;
    setVerifying(true);
    setError(null);
    const result = await client
      .mutation(VERIFY_MFA_CODE, { code, phoneNumber: state.phoneNumber, enable2fa: ENABLE_2FA_AT[state.step] })
      .toPromise();
    setVerifying(false);
    const payload = result.data?.verifyMfaCode;
    if (!payload) {
      toast({ message: MFA_CLIENT_MESSAGES.verifyFailed, theme: "error" });
      return;
    }
    if (payload.error) {
      toast({ message: payload.error, theme: "error" });
      return;
    }
    if (payload.status !== "approved") {
      setError(MFA_CLIENT_MESSAGES.invalidCode);
      codeInput.current?.clear();
      return;
    }
    sessionStorage.removeItem(MFA_STATE_KEY);
    toast({ message: text.done, theme: "success" });
    router.push("/account-details");
  }

  async function resend(channel: CodeChannel) {
    if (!state) return;
    setResending(true);
    const result = await client.mutation(SEND_MFA_CODE, { phoneNumber: state.phoneNumber, channel }).toPromise();
    setResending(false);
    const payload = result.data?.sendMfaCode;
    if (!payload) {
      toast({ message: MFA_CLIENT_MESSAGES.sendFailed, theme: "error" });
    } else if (payload.error) {
      if (payload.retryAfterSeconds) waitBeforeResend(payload.retryAfterSeconds);
      toast({ message: sendRefusalText(payload.error, payload.retryAfterSeconds), theme: "error" });
    } else {
      waitBeforeResend(SEND_COOLDOWN_SECONDS);
      toast({ message: MFA_CLIENT_MESSAGES.codeSent, theme: "success" });
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <form onSubmit={verify} noValidate className="space-y-6 rounded-lg border border-border bg-surface p-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{text.title}</h1>
          <p className="text-sm text-muted">
            Enter the 6-digit code we sent to <span className="whitespace-nowrap">{displayPhone(state.phoneNumber)}</span>. It
            expires in 10 minutes.
          </p>
        </div>
        <CodeInput ref={codeInput} value={code} onChange={setCode} label="Verification code" error={error ?? undefined} autoFocus />
        <div role="alert" aria-live="assertive" className="sr-only">
          {error}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={code.length !== 6} loading={verifying}>
            Verify
          </Button>
          <Button variant="ghost" onClick={() => router.push("/account-details")}>
            Cancel
          </Button>
        </div>
        <CodeResendLinks onSend={(channel) => void resend(channel)} busy={resending} waitSeconds={resendWait} hasWaited />
      </form>
    </div>
  );
}
