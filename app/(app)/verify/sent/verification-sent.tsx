"use client";

import { useEffect, useRef, useState } from "react";
import { useClient } from "urql";
import { CheckYourEmail } from "@/components/auth/check-your-email";
import { useToast } from "@/components/ui/toast";
import { GENERIC_ERROR, SEND_PLAN_MEMBER_VERIFICATION_EMAIL } from "../verify-mutations";

export function VerificationSent({
  workEmail,
  returnPath,
  sendOnArrival,
  validMinutes,
}: {
  workEmail: string;
  returnPath: string;
  /** Send the first link on arrival (the shell's guard found the address on a roster and none is out yet). */
  sendOnArrival: boolean;
  validMinutes: number;
}) {
  const client = useClient();
  const { toast } = useToast();
  const [sending, setSending] = useState(sendOnArrival);
  const sentOnArrival = useRef(false);

  async function send(): Promise<string | null> {
    const result = await client.mutation(SEND_PLAN_MEMBER_VERIFICATION_EMAIL, { workEmail, returnPath }).toPromise();
    const payload = result.data?.sendPlanMemberVerificationEmail;
    if (payload?.didSend) return null;
    return payload?.error ?? result.error?.graphQLErrors[0]?.message ?? GENERIC_ERROR;
  }

  useEffect(() => {
    if (!sendOnArrival || sentOnArrival.current) return;
    sentOnArrival.current = true;
    void send().then((error) => {
      setSending(false);
      if (error) toast({ message: error, theme: "error" });
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function resend() {
    const error = await send();
    toast(error ? { message: error, theme: "error" } : { message: "Magic link resent", theme: "success" });
  }

  return (
    <CheckYourEmail
      loading={sending}
      onResend={resend}
      text={
        <>
          <p>
            If <strong className="font-semibold text-ink">{workEmail}</strong> is on your employer&apos;s plan, we sent
            a link to it. Open it within {validMinutes} minutes to confirm your plan membership.
          </p>
          <p className="mt-2">
            Nothing arrived? Check your spam folder, resend the link, or{" "}
            <a href={`/verify?next=${encodeURIComponent(returnPath)}`} className="font-medium text-brand-700 underline">
              use another work email
            </a>
            .
          </p>
        </>
      }
    />
  );
}
