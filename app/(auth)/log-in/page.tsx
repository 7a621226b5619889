import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { GoogleSignInButton } from "@/components/auth/google-sign-in-button";
import { StaffSignInLink } from "@/components/auth/staff-sign-in-link";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { googleClientId } from "@/lib/integrations/identity-providers/settings";
import { LogInForm } from "./log-in-form";

export const metadata: Metadata = { title: "Log in", robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string; error?: string }> };

const linkClasses = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** 'Welcome back' (spec 000 §2.3). A signed-in visitor goes straight on to where they were headed. */
export default async function LogInPage({ searchParams }: Props) {
  const { next, error } = await searchParams;
  const returnPath = safeReturnPath(next);
  if (await getPageViewer()) redirect(returnPath);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Welcome back</h1>
        <div className="mt-6 space-y-6">
          {googleClientId() ? (
            <>
              <GoogleSignInButton mode="log-in" returnPath={returnPath} />
              <p className="flex items-center gap-3 text-sm text-muted">
                <span className="h-px flex-1 bg-border" />
                or
                <span className="h-px flex-1 bg-border" />
              </p>
            </>
          ) : null}
          <GraphQLProvider>
            <LogInForm returnPath={returnPath} initialError={typeof error === "string" ? error : null} />
          </GraphQLProvider>
          <div className="space-y-3 text-sm">
            <StaffSignInLink />
            <p>
              <Link href="/password-reset" className={linkClasses}>
                Forgot password or recover account
              </Link>
            </p>
            <p className="text-muted">
              No account?{" "}
              <Link href="/sign-up" className={linkClasses}>
                Sign up
              </Link>
            </p>
          </div>
        </div>
      </div>
    </main>
  );
}
