import { z } from "zod";

// Coach mode by consent (issue 14 item 7). The numbers are product decisions recorded in docs/decisions.md.

/** An unanswered request lapses after a day: a coach's question is about now, not next week. */
export const COACH_ACCESS_REQUEST_HOURS = 24;
/** Approved access (or emergency access) lasts at most this long from the moment it was given. */
export const COACH_ACCESS_MINUTES = 60;
/** A coach may ask this many members per hour, and a member is asked at most this many times a day. */
export const REQUESTS_PER_COACH_PER_HOUR = 20;
export const REQUESTS_PER_MEMBER_PER_DAY = 3;
/** Emergency access is rare by design: a staff member can open at most this many a day. */
export const EMERGENCIES_PER_STAFF_PER_DAY = 3;

export const REQUEST_REASON_MIN = 10;
export const EMERGENCY_REASON_MIN = 40;
export const REASON_MAX = 500;

// Messages. 'You were unable to log into {user}' itself is the client's toast (spec 001 §8); the server's error
// after it says why.
export const NO_CONSENT_MESSAGE = "The member has not given you access. Ask them for access first.";
export const ALREADY_ASKED_MESSAGE = "You already asked this member; the request is waiting for their answer.";
export const REQUEST_NOT_FOUND_MESSAGE = "This request was not found, or it was already answered.";
export const REQUEST_EXPIRED_MESSAGE = "This request has expired.";
export const ACCESS_NOT_FOUND_MESSAGE = "There is no coach access to end.";
export const READ_ONLY_MESSAGE =
  "Coach Mode is view only: the member did not allow changes. Ask them for access with changes allowed.";

const reason = (min: number) =>
  z
    .string()
    .trim()
    .min(min, `Please write at least ${min} characters about why you need access.`)
    .max(REASON_MAX, `Please keep the reason under ${REASON_MAX} characters.`);

/** One schema for the coach's form and the server. */
export const requestCoachAccessSchema = z.object({
  memberEmail: z.string().trim().toLowerCase().email("Please enter the member's email."),
  reason: reason(REQUEST_REASON_MIN),
});

export const emergencyCoachAccessSchema = z.object({
  memberEmail: z.string().trim().toLowerCase().email("Please enter the member's email."),
  reason: reason(EMERGENCY_REASON_MIN),
});

export type CoachAccessStatusName = "REQUESTED" | "APPROVED" | "DECLINED" | "EXPIRED" | "REVOKED" | "ENDED";

/** The status as of now: a request or an access past its time has lapsed even before anything wrote that down. */
export function effectiveStatus(
  grant: { status: CoachAccessStatusName; expiresAt: Date },
  now = new Date(),
): CoachAccessStatusName {
  if (grant.status === "REQUESTED" && grant.expiresAt <= now) return "EXPIRED";
  if (grant.status === "APPROVED" && grant.expiresAt <= now) return "ENDED";
  return grant.status;
}
