import { z } from "zod";

// The booking rules of /contact (issue 14 item 8; our choices, docs/decisions.md "Coaching"). Plain zod only: the
// slot picker in the browser shares these.

export const SESSION_MINUTES = [30, 60] as const;
export type SessionMinutes = (typeof SESSION_MINUTES)[number];
export const SESSION_FORMATS = ["PHONE", "VIDEO"] as const;
export type SessionFormat = (typeof SESSION_FORMATS)[number];

/** Slots start on the hour and half hour. */
export const SLOT_STEP_MINUTES = 30;
/** A session can be changed or cancelled until 24 hours before it; so only slots at least that far ahead are offered. */
export const CHANGE_NOTICE_HOURS = 24;
/** Slots are offered up to four weeks ahead. */
export const BOOKING_WINDOW_DAYS = 28;
/** At most this many upcoming sessions at once: room for a follow-up without holding a coach's week. */
export const MAX_UPCOMING_SESSIONS = 2;

export const COACHING_MESSAGES = {
  notEligible: "Coaching is not part of your plan.",
  slotTaken: "That time was just booked. Please choose another time.",
  slotUnavailable: "That time is not available. Please choose another time.",
  tooManyUpcoming: `You can have up to ${MAX_UPCOMING_SESSIONS} upcoming sessions. Please cancel one or wait until it has taken place.`,
  tooLate: "This session starts in less than 24 hours, so it can no longer be changed here. Please contact your coach.",
  notFound: "Session not found.",
  notBooked: "This session is no longer booked.",
  phoneRequired: "Please enter a phone number for the coach to call.",
  phoneInvalid: "Please enter a valid phone number, e.g. +1 512 555 0142.",
  duration: "Please choose a 30- or 60-minute session.",
  format: "Please choose a phone or video session.",
  startsAt: "Please choose a time.",
  timeZone: "Please choose a valid time zone.",
  notStarted: "This session has not started yet.",
  summary: "Please write a summary of up to 5,000 characters.",
  actionItem: "Please keep each action item to 1 to 200 characters.",
  tooManyActionItems: "Please list at most 10 action items.",
  notes: "Please keep private notes to 10,000 characters or fewer.",
  workingHours: "Please enter working hours that start before they end, within one day.",
  blockedTime: "Please choose a blocked time that ends after it starts.",
} as const;

export const timeZoneSchema = z.string().refine(isTimeZone, COACHING_MESSAGES.timeZone);

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** E.164 after removing spaces, dashes, dots and brackets; a 10-digit US number gains +1. */
export function normalizePhoneNumber(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, "");
  const e164 = /^\d{10}$/.test(compact) ? `+1${compact}` : compact;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}

export const bookCoachingSessionSchema = z
  .object({
    coachUserId: z.string().min(1, COACHING_MESSAGES.startsAt),
    startsAt: z.coerce.date({ error: COACHING_MESSAGES.startsAt }),
    durationMinutes: z.union([z.literal(30), z.literal(60)], { error: COACHING_MESSAGES.duration }),
    format: z.enum(SESSION_FORMATS, { error: COACHING_MESSAGES.format }),
    phoneNumber: z.string().trim().max(40).nullish(),
  })
  .superRefine((input, context) => {
    if (Number.isNaN(input.startsAt.getTime())) {
      context.addIssue({ code: "custom", message: COACHING_MESSAGES.startsAt, path: ["startsAt"] });
    }
  });
export type BookCoachingSessionInput = z.infer<typeof bookCoachingSessionSchema>;

export const rescheduleCoachingSessionSchema = z.object({
  sessionId: z.string().min(1),
  coachUserId: z.string().min(1, COACHING_MESSAGES.startsAt),
  startsAt: z.coerce.date({ error: COACHING_MESSAGES.startsAt }),
});

export const shareCoachingSummarySchema = z.object({
  sessionId: z.string().min(1),
  summary: z.string().trim().min(1, COACHING_MESSAGES.summary).max(5000, COACHING_MESSAGES.summary),
  actionItems: z
    .array(z.string().trim().min(1, COACHING_MESSAGES.actionItem).max(200, COACHING_MESSAGES.actionItem))
    .max(10, COACHING_MESSAGES.tooManyActionItems),
});

export const workingHoursSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    startMinute: z.number().int().min(0).max(1440),
    endMinute: z.number().int().min(0).max(1440),
  })
  .refine((hours) => hours.startMinute < hours.endMinute, COACHING_MESSAGES.workingHours);

export const setCoachAvailabilitySchema = z.object({
  timeZone: timeZoneSchema,
  workingHours: z.array(workingHoursSchema).max(50),
});

export const blockCoachTimeSchema = z
  .object({
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    reason: z.string().trim().max(200).default(""),
  })
  .refine((block) => block.startsAt < block.endsAt, { message: COACHING_MESSAGES.blockedTime, path: ["endsAt"] });
