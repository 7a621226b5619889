import type { Metadata } from "next";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { codeSendCooldownSeconds } from "@/lib/auth/two-factor/two-factor-policy";
import { RecoverAccountFlow } from "./recover-account-flow";

// The token in the address must not leak to other sites through the Referer header.
export const metadata: Metadata = { title: "Recover your account", robots: { index: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Account recovery (spec 000 §2.7, §4.6): ENTRY -> RECOVER_EMAIL_SENT; with `?token=` SET_NEW_PRIMARY ->
 * (SET_NEW_RECOVERY) -> SET_NEW_PASSWORD -> CONFIRM_NEW_PASSWORD -> (ENTER_CODE, two-factor accounts) -> SUCCESS.
 */
export default async function RecoverAccountPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <GraphQLProvider>
          <RecoverAccountFlow
            token={typeof token === "string" && token ? token : null}
            resendCooldownSeconds={codeSendCooldownSeconds()}
          />
        </GraphQLProvider>
      </div>
    </main>
  );
}
