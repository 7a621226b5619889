// The feedback survey's and 'Report a Bug''s limits and texts, without zod: the dialogs import them on first load and
// load lib/feedback/feedback-schema.ts, which builds the schemas from them, only to check an answer.

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

export function isScreenshotContentType(value: string): value is (typeof SCREENSHOT_CONTENT_TYPES)[number] {
  return (SCREENSHOT_CONTENT_TYPES as readonly string[]).includes(value);
}
