import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ShellUser } from "@/components/shell/shell-user";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { SessionExpiryProvider } from "@/components/providers/session-expiry-provider";
import { ViewerScope } from "@/components/providers/viewer-scope";
import { signedInRedirect, signedOutRedirect } from "@/lib/auth/guards/decide-guard-redirect";
import { guardSubjectOf } from "@/lib/auth/guards/guard-subject";
import { isDatabaseUnavailable } from "@/lib/db/is-database-unavailable";
import { isAppError } from "@/lib/errors";
import type { AuthenticationInfo } from "@/lib/users/get-authentication-info";
import { getPageAuthenticationInfo } from "@/lib/users/get-page-authentication-info";
import { AuthenticationInfoError } from "./authentication-info-error";
import { ShellGuards } from "./shell-guards";
import { SignedInShell } from "./signed-in-shell";
import { isTokenPagePath, TokenPageFrame } from "./token-page-frame";
import { pageLogger } from "@/lib/log/page-logger";

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
    isCoach: info.isCoach,
    isInvestEligible: info.isInvestEligible,
    isCoachMode: info.isCoachMode,
    coachedUser: info.coachedUser,
    coachAccess: info.coachAccessEndsAt
      ? { endsAt: info.coachAccessEndsAt.toISOString(), canEdit: info.coachCanEdit }
      : null,
  };
}

/** Null when signed out (or the session's user is gone); "failed" when the load itself broke. */
async function loadAuthenticationInfo(): Promise<AuthenticationInfo | null | "failed"> {
  try {
    return await getPageAuthenticationInfo();
  } catch (error) {
    if (isAppError(error) && error.code === "UNAUTHENTICATED") return null;
    // The database is restarting or out of reach: not this page's failure to explain. Thrown before anything is sent,
    // the request ends in a 5xx, which the load balancer turns into a short "try again in a few seconds" page with
    // Retry-After (deploy/nginx.conf).
    if (isDatabaseUnavailable(error)) throw error;
    (await pageLogger()).error({ err: error }, "authentication info could not be loaded");
    return "failed";
  }
}

/**
 * The signed-in product. For every page below, on the server: the session is checked (signed-out visitors go to
 * /log-in or /sign-up and come back afterwards) and the shell's guards run (spec 000 §4.7). A layout is not rendered
 * again on client-side navigation between its pages, so ShellGuards re-applies the same rule in the browser.
 */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  // proxy.ts sets this on every page request (overwriting anything the browser sent).
  const path = (await headers()).get("x-request-path") ?? "/health";
  const info = await loadAuthenticationInfo();
  if (info === "failed") return <AuthenticationInfoError />;
  if (!info) {
    if (isTokenPagePath(path)) return <TokenPageFrame>{children}</TokenPageFrame>;
    redirect(signedOutRedirect(path));
  }

  const subject = guardSubjectOf(info);
  const target = signedInRedirect({ subject, path });
  if (target) redirect(target);

  return (
    <SessionExpiryProvider>
      <ViewerScope viewerKey={`${info.id}:${info.isCoachMode ? "coached" : "own"}`}>
        <GraphQLProvider>
          <ShellGuards subject={subject} />
          <SignedInShell user={toShellUser(info)}>{children}</SignedInShell>
        </GraphQLProvider>
      </ViewerScope>
    </SessionExpiryProvider>
  );
}
