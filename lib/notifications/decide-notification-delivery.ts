import type { Tx } from "@/lib/db";

export type NotificationKind = { templateSlug: string } | { subcategorySlug: string };
export type NotificationDelivery =
  | { mode: "always" }
  | { mode: "instant" | "digest"; categoryId: string | null }
  | { mode: "off" };

/**
 * Whether one email of the catalog goes to the member now, waits for the weekly digest, or not at all: a template
 * the member cannot opt out of (security) always goes; otherwise the category's frequency, then the template's or
 * subcategory's own switch, each falling back to the catalog default. An email missing from the catalog (an install
 * whose catalog is not seeded yet) goes out instantly.
 */
export async function decideNotificationDelivery(tx: Tx, { userId, kind }: { userId: string; kind: NotificationKind }): Promise<NotificationDelivery> {
  const mine = { where: { userId, notificationType: "EMAIL" as const }, select: { isEmailEnabled: true, frequency: true } };
  const categorySelect = { select: { id: true, isDefaultEmailEnabled: true, preferences: mine } };
  const entry =
    "templateSlug" in kind
      ? await tx.notificationTemplate.findUnique({
          where: { slug: kind.templateSlug },
          select: { canUserOptOut: true, isDefaultEmailEnabled: true, preferences: mine, category: categorySelect },
        })
      : await tx.notificationSubcategory
          .findUnique({
            where: { slug: kind.subcategorySlug },
            select: { isDefaultEmailEnabled: true, preferences: mine, category: categorySelect },
          })
          .then((row) => (row ? { ...row, canUserOptOut: true } : null));
  if (!entry) return { mode: "instant", categoryId: null };
  if (!entry.canUserOptOut) return { mode: "always" };
  const categoryChoice = entry.category.preferences[0];
  const categoryOn = categoryChoice?.isEmailEnabled ?? entry.category.isDefaultEmailEnabled;
  const ownOn = entry.preferences[0]?.isEmailEnabled ?? entry.isDefaultEmailEnabled;
  if (!categoryOn || !ownOn) return { mode: "off" };
  return { mode: categoryChoice?.frequency === "WEEKLY_DIGEST" ? "digest" : "instant", categoryId: entry.category.id };
}
