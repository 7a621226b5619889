import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { AUTH_TOKEN_LIFETIME_MINUTES } from "@/lib/auth/auth-tokens/issue-auth-token";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { VerifyFrame } from "../verify-frame";

export const metadata: Metadata = { title: "Link invalid or expired" };

/** /verify/error (spec 000 §2.2): a bad, used or expired plan-member link, with the way to ask for a new one. */
export default async function VerifyErrorPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const returnPath = safeReturnPath(typeof next === "string" ? next : null);
  return (
    <VerifyFrame>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">We couldn&apos;t confirm your work email</h1>
      <p className="mt-3 text-muted">
        This link is invalid or has expired. Each link works once, for {AUTH_TOKEN_LIFETIME_MINUTES} minutes, and only the newest one you asked
        for works. It must be opened while signed in to the account that asked for it.
      </p>
      <ButtonLink href={`/verify?next=${encodeURIComponent(returnPath)}`} className="mt-6" fullWidth>
        Try again
      </ButtonLink>
    </VerifyFrame>
  );
}
