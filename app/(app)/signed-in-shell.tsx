"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useCallback, useState } from "react";
import { useClient } from "urql";
import { CoachAccessNotice } from "@/components/coach-access/coach-access-notice";
import { REQUEST_COACH_ACCESS, START_EMERGENCY_COACH_ACCESS } from "@/components/coach-access/coach-access-operations";
import { currentBugReportContext, type BugReportContext } from "@/components/feedback/bug-report-context";
import { AppShell } from "@/components/shell/app-shell";
import type { ShellUser } from "@/components/shell/shell-user";
import { usePageTracking } from "@/components/shell/use-page-tracking";
import { graphql } from "@/lib/graphql/client/graphql";

const SEARCH_PLANS = graphql(`query SearchEmployerPlans($query: String!) { searchEmployerPlans(query: $query) { id name } }`);
const COACH_LOG_IN = graphql(`mutation CoachLogIn($username: String!) {
  coachLogIn(coachedUserData: { username: $username }) { error coachedUserPayload { email } }
}`);
// The two forms (with their dialog, form library and schemas) load when first opened, not with every page.
const FeedbackDialog = dynamic(() => import("@/components/feedback/feedback-dialog").then((m) => m.FeedbackDialog), {
  ssr: false,
});
const BugReportDialog = dynamic(() => import("@/components/feedback/bug-report-dialog").then((m) => m.BugReportDialog), {
  ssr: false,
});

const COACH_LOG_OUT = graphql(`mutation CoachLogOutOfCoachedUser { coachLogOutOfCoachedUser { error loggedOut } }`);

/** Supplies the shell's callbacks with real GraphQL calls (a server layout cannot pass functions). */
export function SignedInShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  const client = useClient();
  const pathname = usePathname();
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

  const requestCoachAccess = useCallback(
    async (memberEmail: string, reason: string) => {
      const result = await client.mutation(REQUEST_COACH_ACCESS, { input: { memberEmail, reason } }).toPromise();
      return { error: result.error ? result.error.message : (result.data?.requestCoachAccess.error ?? null) };
    },
    [client],
  );

  const emergencyCoachAccess = useCallback(
    async (memberEmail: string, reason: string) => {
      const result = await client.mutation(START_EMERGENCY_COACH_ACCESS, { input: { memberEmail, reason } }).toPromise();
      return { error: result.error ? result.error.message : (result.data?.startEmergencyCoachAccess.error ?? null) };
    },
    [client],
  );

  const exitCoachMode = useCallback(async () => {
    const result = await client.mutation(COACH_LOG_OUT, {}).toPromise();
    return { error: result.error ? result.error.message : (result.data?.coachLogOutOfCoachedUser.error ?? null) };
  }, [client]);

  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [bugReport, setBugReport] = useState<BugReportContext | null>(null);
  // Once opened, a dialog stays mounted, so it closes (focus return included) exactly as it always did.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const [bugReportUsed, setBugReportUsed] = useState(false);

  return (
    <AppShell
      user={user}
      onGiveFeedback={() => {
        setFeedbackUsed(true);
        setFeedbackOpen(true);
      }}
      onReportBug={() => {
        setBugReportUsed(true);
        setBugReport(currentBugReportContext());
      }}
      searchPlans={searchPlans}
      onStartCoachMode={startCoachMode}
      onRequestCoachAccess={requestCoachAccess}
      onEmergencyCoachAccess={emergencyCoachAccess}
      onExitCoachMode={exitCoachMode}
    >
      {/* The member's own coach requests; the emailed link's page shows its request itself. */}
      {!user.isCoachMode && !pathname?.startsWith("/coach-access/") ? <CoachAccessNotice /> : null}
      {children}
      {/* Inside the shell for its toasts; the dialogs render in a portal, outside <main>. */}
      {feedbackUsed ? <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} /> : null}
      {bugReportUsed ? <BugReportDialog context={bugReport} onClose={() => setBugReport(null)} /> : null}
    </AppShell>
  );
}
