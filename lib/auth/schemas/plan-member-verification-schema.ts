import { z } from "zod";

// Plan-member verification (spec 000 §2.2 /verify): one schema for the work-email form and the server.

export const workEmailSchema = z.object({
  workEmail: z
    .string()
    .trim()
    .min(1, "Please enter your work email")
    .max(254, "Please enter a valid email address")
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address")),
});

export type WorkEmailInput = z.input<typeof workEmailSchema>;

/** The server's answer for a link that is unknown, used, expired or another account's (spec 000 §8 wording). */
export const INVALID_VERIFICATION_LINK_MESSAGE = "Token is invalid or has expired";
/** The roster entry was removed (or verified by another account) between sending the link and opening it. */
export const NO_LONGER_ON_PLAN_MESSAGE = "This work email is no longer on an employer plan. Please contact your employer.";
