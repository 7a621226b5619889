import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { findPendingLogIn } from "@/lib/auth/log-in/find-pending-log-in";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { secondsUntilNextCode } from "@/lib/auth/two-factor/seconds-until-next-code";
import { codeSendCooldownSeconds } from "@/lib/auth/two-factor/two-factor-policy";
import { MfaForm } from "./mfa-form";

export const metadata: Metadata = { title: "Enter your code", robots: { index: false } };

type Props = { searchParams: Promise<{ next?: string }> };

/**
 * 'Enter the code we sent you' (spec 000 §2.5, §4.4). Who is logging in comes from the server's pending log-in
 * (an HttpOnly cookie set after the password check), not from the browser: arriving without one goes to /log-in.
 */
export default async function MfaPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const returnPath = safeReturnPath(next);
  if (await getPageViewer()) redirect(returnPath);
  const pending = await findPendingLogIn({ cookieHeader: (await cookies()).toString() || null });
  if (!pending) redirect(next ? `/log-in?next=${encodeURIComponent(returnPath)}` : "/log-in");
  const resendWaitSeconds = pending.phoneNumber ? await secondsUntilNextCode({ phoneNumber: pending.phoneNumber }) : 0;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <GraphQLProvider>
          <MfaForm
            email={pending.email}
            last4PhoneNumber={pending.last4PhoneNumber}
            hasAuthenticatorApp={pending.hasAuthenticatorApp}
            returnPath={returnPath}
            resendWaitSeconds={resendWaitSeconds}
            resendCooldownSeconds={codeSendCooldownSeconds()}
          />
        </GraphQLProvider>
      </div>
    </main>
  );
}
