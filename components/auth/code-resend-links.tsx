"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";

export type CodeChannel = "sms" | "call";

/**
 * 'Resend code via SMS' and 'Send code via phone call' under a code field (/mfa, account recovery), with the wait
 * before another code may be asked for: shown while it runs, announced once when it ends.
 */
export function CodeResendLinks({
  onSend,
  busy,
  waitSeconds,
  hasWaited,
  firstCode = false,
}: {
  onSend: (channel: CodeChannel) => void;
  /** A send is under way. */
  busy: boolean;
  /** Seconds left before another code may be sent; 0 when it may. */
  waitSeconds: number;
  /** A wait was shown on this screen (so its end is worth announcing). */
  hasWaited: boolean;
  /** No code was sent yet (the screen asks for an authenticator app's code): 'Text me a code' rather than 'Resend'. */
  firstCode?: boolean;
}) {
  const hintId = useId();
  const waiting = waitSeconds > 0;
  return (
    <div className="space-y-1">
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="link"
          onClick={() => onSend("sms")}
          disabled={busy || waiting}
          aria-describedby={waiting ? hintId : undefined}
        >
          {firstCode ? "Text me a code instead" : "Resend code via SMS"}
        </Button>
        <Button
          variant="link"
          onClick={() => onSend("call")}
          disabled={busy || waiting}
          aria-describedby={waiting ? hintId : undefined}
        >
          {firstCode ? "Call me with a code instead" : "Send code via phone call"}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted" aria-live="off">
        {waiting ? `You can ask for a new code in ${waitSeconds} second${waitSeconds === 1 ? "" : "s"}.` : null}
      </p>
      {/* Said once, when the wait ends, rather than every second of it. */}
      <p role="status" className="sr-only">
        {!waiting && hasWaited ? "You can ask for a new code now." : null}
      </p>
    </div>
  );
}
