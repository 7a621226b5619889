import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ShellUser } from "@/components/shell/shell-user";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import type { AuthenticationInfo } from "@/lib/users/get-authentication-info";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";
import { SignedInShell } from "./signed-in-shell";

function toShellUser(info: AuthenticationInfo): ShellUser {
  return {
    id: info.id,
    email: info.email,
    firstName: info.firstName || null,
    lastName: info.lastName || null,
    googleAvatarUrl: info.googleAvatarUrl,
    plans: info.plans,
    advisorPlans: info.advisorPlans,
    isStaff: info.isStaff,
    isPlanSuccessManager: info.isPlanSuccessManager,
    isAdvisor: info.isAdvisor,
    isInvestEligible: info.isInvestEligible,
    isCoachMode: info.isCoachMode,
    coachedUser: info.coachedUser,
  };
}

/** The signed-in product. The session is checked here, on the server, for every page below. */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const info = await getPageAuthenticationInfo();
  if (!info) {
    const requested = (await headers()).get("x-request-path") ?? "/health";
    redirect(`/log-in?next=${encodeURIComponent(requested)}`);
  }
  return (
    <GraphQLProvider>
      <SignedInShell user={toShellUser(info)}>{children}</SignedInShell>
    </GraphQLProvider>
  );
}
