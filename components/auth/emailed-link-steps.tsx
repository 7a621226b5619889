"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { CheckYourEmail } from "./check-your-email";

// The steps the password-reset and account-recovery flows share around their emailed link (spec 000 §2.6, §2.7).

/** Shown while the emailed link's token is checked with the server. */
export function CheckingLinkStatus() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
      <Spinner size="lg" className="text-brand-700" />
      <p className="text-base font-medium text-ink">Checking your link…</p>
    </div>
  );
}

/** 'Check your email' with a resend that says so when it worked, and the way back to log in. */
export function LinkSentStep({
  text,
  loading,
  resend,
  onResent,
}: {
  text: ReactNode;
  loading: boolean;
  /** Sends the link again; true when it went. */
  resend: () => Promise<boolean>;
  onResent: () => void;
}) {
  return (
    <div className="space-y-6">
      <CheckYourEmail
        loading={loading}
        text={text}
        onResend={async () => {
          if (await resend()) onResent();
        }}
      />
      <p className="text-center text-sm">
        <Link href="/log-in" className="font-medium text-brand-700 underline underline-offset-2">
          Back to Log In
        </Link>
      </p>
    </div>
  );
}
