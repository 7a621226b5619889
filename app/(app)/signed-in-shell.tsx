"use client";

import { useCallback, useState } from "react";
import { useClient } from "urql";
import { BugReportDialog, currentBugReportContext, type BugReportContext } from "@/components/feedback/bug-report-dialog";
import { FeedbackDialog } from "@/components/feedback/feedback-dialog";
import { AppShell } from "@/components/shell/app-shell";
import type { ShellUser } from "@/components/shell/shell-user";
import { usePageTracking } from "@/components/shell/use-page-tracking";
import { graphql } from "@/lib/graphql/client/graphql";

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

  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [bugReport, setBugReport] = useState<BugReportContext | null>(null);

  return (
    <AppShell
      user={user}
      onGiveFeedback={() => setFeedbackOpen(true)}
      onReportBug={() => setBugReport(currentBugReportContext())}
      searchPlans={searchPlans}
      onStartCoachMode={startCoachMode}
      onExitCoachMode={exitCoachMode}
    >
      {children}
      {/* Inside the shell for its toasts; the dialogs render in a portal, outside <main>. */}
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      <BugReportDialog context={bugReport} onClose={() => setBugReport(null)} />
    </AppShell>
  );
}
