import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CoachCalendar } from "@/components/coaching/coach-calendar";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { can } from "@/lib/authz/permissions";

export const metadata: Metadata = { title: "Coaching Calendar", robots: { index: false } };

/** Staff coaches only (User.isCoach): their sessions, working hours, blocked times, private notes and summaries. */
export default async function CoachCalendarPage() {
  const viewer = await getPageViewer();
  if (!can(viewer, "coaching:coach")) notFound();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="text-sm font-medium text-muted">Admin</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-ink">Coaching Calendar</h1>
      <p className="mt-2 text-muted">Private notes are yours alone: members and employers never see them. Summaries you share appear on the member&apos;s Coaching page.</p>
      <div className="mt-8">
        <CoachCalendar />
      </div>
    </div>
  );
}
