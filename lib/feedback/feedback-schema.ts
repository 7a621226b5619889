import { z } from "zod";
import {
  BUG_DESCRIPTION_MAX_LENGTH,
  BUG_REPORT_MESSAGES,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  PAGE_PATH_MAX_LENGTH,
  PROMPT_MAX_LENGTH,
  USER_AGENT_MAX_LENGTH,
} from "./feedback-rules";

// The feedback survey and 'Report a Bug' (spec 001 §2 Feedback modal, §3 Customer feedback, §4, §5, §9). One schema
// per input, used by the form (zodResolver) and by the server (parseInput); the limits and texts are in
// feedback-rules.ts.

export * from "./feedback-rules";

/** Empty text is stored as null: the score alone is an answer. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value?.trim() ?? "")
    .pipe(z.string().max(max, message))
    .transform((value) => value || null);

export const customerFeedbackSchema = z.object({
  netPromoterScore: z
    .number({ error: FEEDBACK_MESSAGES.score })
    .int(FEEDBACK_MESSAGES.score)
    .min(1, FEEDBACK_MESSAGES.score)
    .max(10, FEEDBACK_MESSAGES.score),
  feedback: optionalText(FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES.tooLong),
  prompt: optionalText(PROMPT_MAX_LENGTH, FEEDBACK_MESSAGES.promptTooLong),
});
export type CustomerFeedbackInput = z.input<typeof customerFeedbackSchema>;

export const bugReportSchema = z.object({
  description: z
    .string({ error: BUG_REPORT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, BUG_REPORT_MESSAGES.descriptionRequired)
    .max(BUG_DESCRIPTION_MAX_LENGTH, BUG_REPORT_MESSAGES.descriptionTooLong),
  // Must be a path on this site: the list shows it to staff, never a link elsewhere.
  pagePath: z
    .string({ error: BUG_REPORT_MESSAGES.pagePath })
    .trim()
    .max(PAGE_PATH_MAX_LENGTH, BUG_REPORT_MESSAGES.pagePath)
    .regex(/^\/(?!\/)/, BUG_REPORT_MESSAGES.pagePath),
  // Recorded as the browser sent it, cut to length rather than refused: a report is worth more than its header.
  userAgent: z
    .string()
    .nullish()
    .transform((value) => (value ?? "").slice(0, USER_AGENT_MAX_LENGTH)),
  screenshotKey: z.string().max(300).nullish().transform((value) => value || null),
});
export type BugReportInput = z.input<typeof bugReportSchema>;
