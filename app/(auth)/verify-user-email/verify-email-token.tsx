"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useMutation } from "urql";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

const VERIFY_EMAIL = `mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { didVerify error } }`;

type VerifyResult = { verifyEmail: { didVerify: boolean; error: string | null } };

/**
 * The emailed link: uses the token once the page runs in a browser (not on the server render, so a mail scanner
 * fetching the link does not spend it), then goes on to onboarding, which sends a finished user to /health.
 */
export function VerifyEmailToken({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [, verify] = useMutation<VerifyResult>(VERIFY_EMAIL);
  const started = useRef(false);
  const router = useRouter();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify({ token }).then((result) => {
      const answer = result.data?.verifyEmail;
      if (answer?.didVerify) router.replace("/onboarding");
      else setError(answer?.error ?? "An error has occurred validating token");
    });
  }, [token, verify, router]);

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
