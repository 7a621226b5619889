import { DateTime } from "luxon";

import { calendarFile } from "@/lib/coaching/coaching-calendar-file";
import { contactHtml, contactText, escapeHtml } from "@/lib/emails/link-email";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { siteConfig } from "@/lib/site-config";
import { absoluteUrl } from "@/lib/site-url";

// The emails of a booked coaching session. Each carries the same calendar event (UID = the session's id, SEQUENCE =
// its change count), so a calendar that took the first invitation moves or removes that one event.

export type SessionForEmail = {
  id: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  format: "PHONE" | "VIDEO";
  phoneNumber: string | null;
  meetingUrl: string | null;
  member: { email: string; firstName: string };
  coach: { email: string; firstName: string; lastName: string };
  /** The member's time zone for the times written in the email (their browser's when they booked). */
  timeZone: string;
};

type Kind = "booked" | "rescheduled" | "cancelled" | "reminder-24h" | "reminder-1h";

const SUBJECTS: Record<Kind, string> = {
  booked: "Your coaching session is booked",
  rescheduled: "Your coaching session has moved",
  cancelled: "Your coaching session is cancelled",
  "reminder-24h": "Reminder: your coaching session is tomorrow",
  "reminder-1h": "Reminder: your coaching session starts in an hour",
};

export function coachingSessionMessage(kind: Kind, session: SessionForEmail): EmailMessage {
  const coachName = `${session.coach.firstName} ${session.coach.lastName}`.trim() || "your coach";
  const when = describeTime(session);
  const where =
    session.format === "VIDEO"
      ? `Video session: join at ${session.meetingUrl ?? "the link on your Coaching page"}`
      : `Phone session: ${coachName} will call you at ${session.phoneNumber ?? "the number you gave"}`;
  const lead =
    kind === "cancelled"
      ? `Your session with ${coachName} on ${when} is cancelled.`
      : kind === "rescheduled"
        ? `Your session with ${coachName} is now on ${when}.`
        : kind === "booked"
          ? `You are booked in with ${coachName} on ${when}.`
          : `Your session with ${coachName} is on ${when}.`;
  const changeNote =
    kind === "cancelled"
      ? "You can book another time on your Coaching page."
      : "You can reschedule or cancel on your Coaching page until 24 hours before the session; after that, please contact your coach.";
  const link = absoluteUrl("/contact");
  const paragraphs = kind === "cancelled" ? [lead, changeNote] : [lead, where, changeNote];
  const text = ["Hi " + (session.member.firstName || "there") + ",", "", ...paragraphs.flatMap((p) => [p, ""]), link, "", contactText].join("\n");
  const html = `<p>Hi ${escapeHtml(session.member.firstName || "there")},</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">Open your Coaching page</a></p>
${contactHtml}`;
  const isReminder = kind.startsWith("reminder");
  return {
    to: session.member.email,
    subject: SUBJECTS[kind],
    text,
    html,
    // Reminders carry no file: the event is already in the member's calendar from the confirmation.
    attachments: isReminder ? undefined : [sessionCalendarAttachment(session, kind === "cancelled" ? "CANCEL" : "REQUEST", coachName, where)],
  };
}

function sessionCalendarAttachment(session: SessionForEmail, method: "REQUEST" | "CANCEL", coachName: string, where: string) {
  const content = calendarFile({
    uid: `coaching-session-${session.id}@${new URL(absoluteUrl("/")).hostname}`,
    sequence: session.sequence,
    method,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    summary: `Coaching session with ${coachName}`,
    description: `${where}\n\nManage it at ${absoluteUrl("/contact")}`,
    location: session.format === "VIDEO" ? (session.meetingUrl ?? "") : `Phone: ${session.phoneNumber ?? ""}`,
    organizer: { name: `${coachName} (${siteConfig.name})`, email: session.coach.email },
    attendee: { name: session.member.firstName || session.member.email, email: session.member.email },
    stampedAt: new Date(),
  });
  return { filename: "coaching-session.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/** "Tuesday, December 1 at 9:00 AM (America/New_York)". */
function describeTime(session: SessionForEmail): string {
  const start = DateTime.fromJSDate(session.startsAt, { zone: session.timeZone });
  return `${start.toFormat("cccc, LLLL d 'at' h:mm a")} (${session.timeZone})`;
}
