"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { graphql } from "@/lib/graphql/client/graphql";

const VERIFY_EMAIL = graphql(`mutation VerifyEmail($token: String!) {
  verifyEmail(token: $token) { didVerify wasAlreadyVerified error }
}`);

/** Long enough to read the line, short enough not to wait for it. */
const ALREADY_VERIFIED_PAUSE_MS = 2500;
/** Onboarding, which sends a finished user on to /health (and an employer to their set-up). */
const NEXT_PATH = "/onboarding";

/**
 * The emailed link: uses the token once the page runs in a browser (not on the server render, so a mail scanner
 * fetching the link does not spend it), then goes on to onboarding, which sends a finished user to /health.
 */
export function VerifyEmailToken({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [alreadyVerified, setAlreadyVerified] = useState(false);
  const [, verify] = useMutation(VERIFY_EMAIL);
  const started = useRef(false);
  const router = useRouter();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify({ token }).then((result) => {
      const answer = result.data?.verifyEmail;
      if (answer?.wasAlreadyVerified) {
        setAlreadyVerified(true);
        window.setTimeout(() => router.replace(NEXT_PATH), ALREADY_VERIFIED_PAUSE_MS);
      } else if (answer?.didVerify) router.replace(NEXT_PATH);
      else setError(answer?.error ?? "An error has occurred validating token");
    });
  }, [token, verify, router]);

  if (alreadyVerified) {
    return (
      <div className="space-y-4 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Your email is already verified</h1>
        <p role="status" className="text-sm text-muted">
          This link was used before, and your address is verified. Taking you onward…
        </p>
        <Link href={NEXT_PATH} className={buttonClasses({ fullWidth: true })}>
          Continue
        </Link>
      </div>
    );
  }

  if (!error) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner size="lg" className="text-brand-700" />
        <h1 className="text-xl font-semibold text-ink">Verifying your email…</h1>
        <p role="status" className="sr-only">
          Verifying your email
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">We could not verify your email</h1>
      <p role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
        {error}
      </p>
      <p className="text-sm text-muted">Links work once and expire after 60 minutes. Ask for a new one below.</p>
      <Link href="/verify-user-email" className={buttonClasses({ fullWidth: true })}>
        Send me a new link
      </Link>
    </div>
  );
}
