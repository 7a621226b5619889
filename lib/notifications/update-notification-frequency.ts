import { z } from "zod";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { loadPreferences } from "./get-notification-preferences";
import { NO_DIGEST_MESSAGE, CANNOT_OPT_OUT_MESSAGE, NOTIFICATION_FREQUENCIES, NOTIFICATION_NOT_FOUND_MESSAGE, NOTIFICATION_TARGET_MESSAGES } from "./notification-schemas";
import { resolvePreferenceOwner } from "./resolve-preference-owner";
import { writeCategoryChoice } from "./update-notification-preference";

const frequencyInputSchema = z.object({
  categoryId: z.string({ error: NOTIFICATION_TARGET_MESSAGES.missing }).trim().min(1, NOTIFICATION_TARGET_MESSAGES.missing).max(100),
  frequency: z.enum(NOTIFICATION_FREQUENCIES),
});

/**
 * Chooses how a category's emails arrive: each as it happens, in the weekly digest, or not at all (issue 13). An
 * extra to the spec's operations; OFF and on map to its isEnabled, so both views agree.
 */
export async function updateNotificationFrequency({
  viewer,
  input,
}: {
  viewer: Viewer | null;
  input: { categoryId: string; frequency: string; unsubscribeToken?: string | null };
}): Promise<{ didUpdate: true }> {
  const { categoryId, frequency } = parseInput(frequencyInputSchema, input, { field: null });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const owner = await resolvePreferenceOwner(tx, { viewer, unsubscribeToken: input.unsubscribeToken, write: true });
    const category = (await loadPreferences(tx, owner)).find((candidate) => candidate.id === categoryId);
    if (!category) throw new AppError(AppErrorCode.NOT_FOUND, NOTIFICATION_NOT_FOUND_MESSAGE);
    if (frequency === "OFF" && !category.canUserOptOut) throw new AppError(AppErrorCode.INVALID_INPUT, CANNOT_OPT_OUT_MESSAGE);
    if (frequency === "WEEKLY_DIGEST" && !category.supportsWeeklyDigest) throw new AppError(AppErrorCode.INVALID_INPUT, NO_DIGEST_MESSAGE);
    await writeCategoryChoice(tx, owner, category.id, frequency);
  });
  return { didUpdate: true };
}
