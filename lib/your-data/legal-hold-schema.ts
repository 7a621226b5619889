import { z } from "zod";

export const LEGAL_HOLD_REASON_MAX_LENGTH = 500;

export const LEGAL_HOLD_MESSAGES = {
  missingReason: "Please write why (for example, the case or request it is for).",
  reasonTooLong: `Please keep the reason to ${LEGAL_HOLD_REASON_MAX_LENGTH} characters or fewer.`,
} as const;

/** Setting or lifting a legal hold on /customers/{id}: the form and the server (setLegalHold) use this schema. */
export const legalHoldSchema = z.object({
  onHold: z.boolean(),
  reason: z
    .string(LEGAL_HOLD_MESSAGES.missingReason)
    .trim()
    .min(1, LEGAL_HOLD_MESSAGES.missingReason)
    .max(LEGAL_HOLD_REASON_MAX_LENGTH, LEGAL_HOLD_MESSAGES.reasonTooLong),
});
export type LegalHoldFormInput = z.input<typeof legalHoldSchema>;
