import type { Viewer } from "@/lib/authz/viewer";
import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { loadPreferences } from "./get-notification-preferences";
import {
  CANNOT_OPT_OUT_MESSAGE,
  CATEGORY_OFF_MESSAGE,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  notificationTargetSchema,
  type NotificationFrequencyValue,
} from "./notification-schemas";
import { resolvePreferenceOwner, type PreferenceOwner } from "./resolve-preference-owner";

/**
 * Turns one category, template or subcategory on or off for the member or the token's owner (001 §4, §5, §7
 * updateNotificationPreference). Refused: the spec's three target messages, a template that cannot be opted out of,
 * a template or subcategory under a category that is off, anything the member cannot see (investing when not
 * eligible), and coach mode. Turning a category on keeps its weekly digest if it had one.
 */
export async function updateNotificationPreference({
  viewer,
  input,
}: {
  viewer: Viewer | null;
  input: { categoryId?: string | null; templateId?: string | null; subcategoryId?: string | null; isEnabled: boolean; unsubscribeToken?: string | null };
}): Promise<{ didUpdate: true }> {
  const target = parseInput(notificationTargetSchema, input, { field: null });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const owner = await resolvePreferenceOwner(tx, { viewer, unsubscribeToken: input.unsubscribeToken, write: true });
    const categories = await loadPreferences(tx, owner);
    if (target.kind === "category") {
      const category = categories.find((candidate) => candidate.id === target.categoryId);
      if (!category) throw notFound();
      if (!input.isEnabled && !category.canUserOptOut) throw new AppError(AppErrorCode.INVALID_INPUT, CANNOT_OPT_OUT_MESSAGE);
      const frequency = input.isEnabled ? (category.emailFrequency === "OFF" ? "INSTANT" : category.emailFrequency) : "OFF";
      await writeCategoryChoice(tx, owner, category.id, frequency);
    } else if (target.kind === "template") {
      const category = categories.find((candidate) => candidate.templates.some((template) => template.id === target.templateId));
      const template = category?.templates.find((candidate) => candidate.id === target.templateId);
      if (!category || !template) throw notFound();
      if (!template.canUserOptOut) throw new AppError(AppErrorCode.INVALID_INPUT, CANNOT_OPT_OUT_MESSAGE);
      if (!category.isCategoryEmailEnabled) throw new AppError(AppErrorCode.INVALID_INPUT, CATEGORY_OFF_MESSAGE);
      await tx.notificationPreference.upsert({
        where: { userId_templateId_notificationType: { userId: owner.userId, templateId: template.id, notificationType: "EMAIL" } },
        create: { userId: owner.userId, templateId: template.id, isEmailEnabled: input.isEnabled },
        update: { isEmailEnabled: input.isEnabled },
      });
    } else {
      const category = categories.find((candidate) => candidate.id === target.categoryId);
      const subcategory = category?.subcategories.find((candidate) => candidate.id === target.subcategoryId);
      if (!category || !subcategory) throw notFound();
      if (!category.isCategoryEmailEnabled) throw new AppError(AppErrorCode.INVALID_INPUT, CATEGORY_OFF_MESSAGE);
      await tx.notificationPreference.upsert({
        where: {
          userId_subcategoryId_notificationType: { userId: owner.userId, subcategoryId: subcategory.id, notificationType: "EMAIL" },
        },
        create: { userId: owner.userId, subcategoryId: subcategory.id, isEmailEnabled: input.isEnabled },
        update: { isEmailEnabled: input.isEnabled },
      });
    }
  });
  return { didUpdate: true };
}

/** The one place a category row is written: frequency and the spec's isEmailEnabled always agree. */
export async function writeCategoryChoice(
  tx: Tx,
  owner: PreferenceOwner,
  categoryId: string,
  frequency: NotificationFrequencyValue,
): Promise<void> {
  const data = { isEmailEnabled: frequency !== "OFF", frequency };
  await tx.notificationPreference.upsert({
    where: { userId_categoryId_notificationType: { userId: owner.userId, categoryId, notificationType: "EMAIL" } },
    create: { userId: owner.userId, categoryId, ...data },
    update: data,
  });
}

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, NOTIFICATION_NOT_FOUND_MESSAGE);
