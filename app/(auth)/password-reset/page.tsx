import type { Metadata } from "next";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { PasswordResetFlow } from "./password-reset-flow";

// The token in the address must not leak to other sites through the Referer header.
export const metadata: Metadata = { title: "Reset your password", robots: { index: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Password reset (spec 000 §2.6, §4.5): ENTRY -> SENT; with `?token=` SET_NEW -> CONFIRM_NEW -> SUCCESS. */
export default async function PasswordResetPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <GraphQLProvider>
          <PasswordResetFlow token={typeof token === "string" && token ? token : null} />
        </GraphQLProvider>
      </div>
    </main>
  );
}
