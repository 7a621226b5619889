import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { signedOutRedirect } from "@/lib/auth/guards/decide-guard-redirect";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";
import { EmailVerificationRequired } from "./email-verification-required";
import { VerifyEmailToken } from "./verify-email-token";

export const metadata: Metadata = { title: "Verify your email", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Two uses of one route: the emailed link (`?token=`) verifies the address, signed in or not; without a token a
 * signed-in user whose email is not verified is asked to verify it (spec 000 §2.2, §4.7) and may resend the link.
 */
export default async function VerifyUserEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const content =
    typeof token === "string" && token ? <VerifyEmailToken token={token} /> : await verificationRequired();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <GraphQLProvider>{content}</GraphQLProvider>
      </div>
    </main>
  );
}

async function verificationRequired() {
  const info = await getPageAuthenticationInfo();
  if (!info) redirect(signedOutRedirect("/verify-user-email"));
  // Verified already (or just now, in another tab): onboarding, which sends a finished user on to /health.
  if (info.isUserEmailVerified) redirect("/onboarding");
  return <EmailVerificationRequired email={info.email} />;
}
