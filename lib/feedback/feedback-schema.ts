import { z } from "zod";

// The feedback survey and 'Report a Bug' (spec 001 §2 Feedback modal, §3 Customer feedback, §4, §5, §9). One schema
// per input, used by the form (zodResolver) and by the server (parseInput).

export const FEEDBACK_SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const FEEDBACK_MAX_LENGTH = 1024;
/** 7 or higher is a promoter and is offered the review link (001 §9). */
export const PROMOTER_MIN_SCORE = 7;
export const isPromoterScore = (score: number) => score >= PROMOTER_MIN_SCORE;

/** The question the score answers; sent with the answer as `prompt` so staff read what was asked. */
export const FEEDBACK_PROMPT = "How likely are you to recommend Mariner to a friend or colleague?";
export const PROMPT_MAX_LENGTH = 300;

export const FEEDBACK_MESSAGES = {
  score: "Choose a score from 1 to 10.",
  tooLong: `Use ${FEEDBACK_MAX_LENGTH} characters or fewer.`,
  promptTooLong: `The question is longer than ${PROMPT_MAX_LENGTH} characters.`,
} as const;

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

// Bug reports: enough room for steps to reproduce, small enough to read in a list.
export const BUG_DESCRIPTION_MAX_LENGTH = 2000;
export const PAGE_PATH_MAX_LENGTH = 2048;
export const USER_AGENT_MAX_LENGTH = 512;

/** A screenshot is an image: PNG or JPEG, at most 5 MB (a full-page retina PNG is typically 1 to 3 MB). */
export const SCREENSHOT_CONTENT_TYPES = ["image/png", "image/jpeg"] as const;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_PURPOSE = "bug-report-screenshot";

export const BUG_REPORT_MESSAGES = {
  descriptionRequired: "Tell us what happened.",
  descriptionTooLong: `Use ${BUG_DESCRIPTION_MAX_LENGTH} characters or fewer.`,
  pagePath: "The page address is missing or too long.",
  screenshotType: "Attach a PNG or JPEG image.",
  screenshotTooLarge: "The screenshot is too large (5 MB at most).",
  screenshotMissing: "The screenshot was not received. Please attach it again.",
  sent: "Thanks, your bug report was sent.",
  failed: "Your bug report could not be sent. Please try again.",
} as const;

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

export function isScreenshotContentType(value: string): value is (typeof SCREENSHOT_CONTENT_TYPES)[number] {
  return (SCREENSHOT_CONTENT_TYPES as readonly string[]).includes(value);
}
