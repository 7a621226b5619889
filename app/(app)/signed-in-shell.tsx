"use client";

import { useCallback } from "react";
import { useClient } from "urql";
import { AppShell } from "@/components/shell/app-shell";
import type { ShellUser } from "@/components/shell/shell-user";
import { usePageTracking } from "@/components/shell/use-page-tracking";
import { graphql } from "@/lib/graphql/client/graphql";
import { siteConfig } from "@/lib/site-config";

const SEARCH_PLANS = graphql(`query SearchEmployerPlans($query: String!) { searchEmployerPlans(query: $query) { id name } }`);
const COACH_LOG_IN = graphql(`mutation CoachLogIn($username: String!) {
  coachLogIn(coachedUserData: { username: $username }) { error coachedUserPayload { email } }
}`);
const COACH_LOG_OUT = graphql(`mutation CoachLogOutOfCoachedUser { coachLogOutOfCoachedUser { error loggedOut } }`);

/** Supplies the shell's callbacks with real GraphQL calls (a server layout cannot pass functions). */
export function SignedInShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  const client = useClient();
  usePageTracking();

  const searchPlans = useCallback(
    async (query: string) => {
      const result = await client.query(SEARCH_PLANS, { query }, { requestPolicy: "network-only" }).toPromise();
      if (result.error) throw result.error;
      return result.data?.searchEmployerPlans ?? [];
    },
    [client],
  );

  const startCoachMode = useCallback(
    async (email: string) => {
      const result = await client.mutation(COACH_LOG_IN, { username: email }).toPromise();
      return { error: result.error ? result.error.message : (result.data?.coachLogIn.error ?? null) };
    },
    [client],
  );

  const exitCoachMode = useCallback(async () => {
    const result = await client.mutation(COACH_LOG_OUT, {}).toPromise();
    return { error: result.error ? result.error.message : (result.data?.coachLogOutOfCoachedUser.error ?? null) };
  }, [client]);

  // The feedback survey arrives with its own issue; until then feedback goes to the team by email.
  const giveFeedback = useCallback(() => {
    window.location.href = `mailto:${siteConfig.infoEmail}?subject=${encodeURIComponent("Product feedback")}`;
  }, []);

  return (
    <AppShell
      user={user}
      onGiveFeedback={giveFeedback}
      searchPlans={searchPlans}
      onStartCoachMode={startCoachMode}
      onExitCoachMode={exitCoachMode}
    >
      {children}
    </AppShell>
  );
}
