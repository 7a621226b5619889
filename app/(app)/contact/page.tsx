import type { Metadata } from "next";

import { CoachingUpsell } from "@/components/coaching/coaching-upsell";
import { MemberCoaching } from "@/components/coaching/member-coaching";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { getDb } from "@/lib/db";
import { hasCoachingPlan } from "@/lib/coaching/has-coaching-plan";

export const metadata: Metadata = { title: "Coaching", robots: { index: false } };

/**
 * /contact, the 'Coaching' menu entry (001 §2): book, move and cancel 1-on-1 sessions for a member whose plan
 * includes coaching; what coaching adds for everyone else. In coach mode, the member's sessions, read-only.
 */
export default async function CoachingPage() {
  const viewer = await getPageViewer();
  // The (app) layout sends signed-out visitors to log in; it renders alongside this page.
  if (!viewer) return null;
  const isEligible = await hasCoachingPlan(await getDb(), viewer.userId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Coaching</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {isEligible
          ? "Talk money through 1-on-1 with a licensed financial coach, by phone or video. Coaching is educational; it is not investment, tax or legal advice."
          : "Licensed financial coaches help you make a plan and stick to it."}
      </p>
      <div className="mt-8">{isEligible ? <MemberCoaching readOnly={viewer.isCoachMode} /> : <CoachingUpsell />}</div>
    </div>
  );
}
