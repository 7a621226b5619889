import type { Metadata } from "next";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { VerifyRecoveryEmailToken } from "./verify-recovery-email-token";

export const metadata: Metadata = { title: "Confirm your recovery email", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The link emailed to a new recovery address (account settings, onboarding step 1). Works signed in or not. */
export default async function VerifyRecoveryEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <GraphQLProvider>
          <VerifyRecoveryEmailToken token={typeof token === "string" ? token : ""} />
        </GraphQLProvider>
      </div>
    </main>
  );
}
