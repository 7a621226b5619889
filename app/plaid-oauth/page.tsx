import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { PlaidOAuthReturn } from "@/components/bank-linking/plaid-oauth-return";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { SessionExpiryProvider } from "@/components/providers/session-expiry-provider";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { signedOutRedirect } from "@/lib/auth/guards/decide-guard-redirect";

export const metadata: Metadata = { title: "Connecting your bank", robots: { index: false } };

/**
 * Where a bank that signs members in on its own site (OAuth) sends them back (spec 001 §1): the link flow they
 * began on /accounts or in onboarding resumes here and then returns them there. Outside the shell on purpose, so
 * that the onboarding guard does not take a member who is still onboarding away from their link.
 */
export default async function PlaidOAuthPage() {
  if (!(await getPageViewer())) {
    const path = (await headers()).get("x-request-path") ?? "/plaid-oauth";
    redirect(signedOutRedirect(path));
  }
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <SessionExpiryProvider>
          <GraphQLProvider>
            <PlaidOAuthReturn />
          </GraphQLProvider>
        </SessionExpiryProvider>
      </div>
    </main>
  );
}
