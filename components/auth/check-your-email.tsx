"use client";

import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type CheckYourEmailProps = {
  /** What was sent and to where; the caller words it (spec 000 §2.9). */
  text: ReactNode;
  onResend: () => Promise<void> | void;
  /** The caller is busy (e.g. the first send is still on its way): shows the indicator and holds the button. */
  loading?: boolean;
};

/** The 'email sent' screen (spec 000 §2.9): title, the caller's text, an 'email delivered' image and 'Resend magic link'. */
export function CheckYourEmail({ text, onResend, loading = false }: CheckYourEmailProps) {
  const titleId = useId();
  const [resending, setResending] = useState(false);
  const busy = loading || resending;

  async function resend() {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  }

  return (
    <section aria-labelledby={titleId} aria-busy={busy || undefined} className="flex flex-col items-center text-center">
      <EmailDeliveredImage />
      <h1 id={titleId} className="mt-6 text-2xl font-semibold tracking-tight text-ink">
        Check your email
      </h1>
      <div className="mt-3 text-sm text-muted">{text}</div>
      <div className="mt-6 flex min-h-6 items-center justify-center">
        {busy ? <Spinner size="sm" label="Loading" className="text-brand-700" /> : null}
      </div>
      <Button variant="secondary" className="mt-2" onClick={resend} loading={busy}>
        Resend magic link
      </Button>
    </section>
  );
}

function EmailDeliveredImage() {
  return (
    <svg role="img" viewBox="0 0 120 96" width="120" height="96" className="text-brand-700">
      <title>Email delivered</title>
      <rect x="8" y="20" width="88" height="60" rx="8" fill="#d7f2ec" stroke="currentColor" strokeWidth="3" />
      <path d="M10 24l42 30 42-30" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="96" cy="24" r="16" fill="currentColor" />
      <path d="M88 24l6 6 10-12" fill="none" stroke="#ffffff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
