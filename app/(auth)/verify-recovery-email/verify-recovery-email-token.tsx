"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { graphql } from "@/lib/graphql/client/graphql";

const VERIFY_RECOVERY_EMAIL = graphql(`mutation VerifyRecoveryEmail($token: String!) {
  verifyRecoveryEmail(token: $token) { didVerify error }
}`);

const INVALID_LINK = "Token is invalid or has expired";

/**
 * Uses the token once the page runs in a browser (not during the server render, so a mail scanner fetching the link
 * does not spend it), then says how it went.
 */
export function VerifyRecoveryEmailToken({ token }: { token: string }) {
  const [state, setState] = useState<"checking" | "verified" | { error: string }>(
    token ? "checking" : { error: INVALID_LINK },
  );
  const [, verify] = useMutation(VERIFY_RECOVERY_EMAIL);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void verify({ token }).then((result) => {
      const answer = result.data?.verifyRecoveryEmail;
      setState(answer?.didVerify ? "verified" : { error: answer?.error ?? "An error has occurred validating token" });
    });
  }, [token, verify]);

  if (state === "checking") {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner size="lg" className="text-brand-700" />
        <h1 className="text-xl font-semibold text-ink">Confirming your recovery email…</h1>
        <p role="status" className="sr-only">
          Confirming your recovery email
        </p>
      </div>
    );
  }
  if (state === "verified") {
    return (
      <div className="space-y-4 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Recovery email confirmed</h1>
        <p role="status" className="text-base text-muted">
          If you ever lose access to your main email, we will send account recovery links to this address.
        </p>
        <Link href="/health" className={buttonClasses({ fullWidth: true })}>
          Continue
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">We could not confirm this email</h1>
      <p role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
        {state.error}
      </p>
      <p className="text-sm text-muted">
        Links work once and expire after 60 minutes. Set the recovery email again in your account settings to get a
        new one.
      </p>
    </div>
  );
}
