import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { enabledIdentityProviders } from "@/lib/auth/identity-providers";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { LogInForm } from "./log-in-form";
import { ProviderButtons } from "./provider-buttons";

export const metadata: Metadata = { title: "Log in", robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string; error?: string }> };

/** 'Welcome back' (spec 000 §2.3). A signed-in visitor goes straight on to where they were headed. */
export default async function LogInPage({ searchParams }: Props) {
  const { next, error } = await searchParams;
  const returnPath = safeReturnPath(next);
  if (await getPageViewer()) redirect(returnPath);
  const providers = enabledIdentityProviders();

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Welcome back</h1>
        <div className="mt-6 space-y-6">
          {providers.google ? (
            <>
              <ProviderButtons provider="google" returnPath={returnPath} />
              <p className="text-center text-sm text-muted">or</p>
            </>
          ) : null}
          <LogInForm returnPath={returnPath} initialError={error ?? null} />
          <div className="space-y-2 text-sm">
            {providers.okta ? <ProviderButtons provider="okta" returnPath={returnPath} /> : null}
            <p>
              <Link href="/password-reset" className="font-medium text-brand-700 underline underline-offset-2">
                Forgot password or recover account
              </Link>
            </p>
            <p className="text-muted">
              No account?{" "}
              <Link href="/sign-up" className="font-medium text-brand-700 underline underline-offset-2">
                Sign up
              </Link>
            </p>
          </div>
        </div>
      </div>
    </main>
  );
}
