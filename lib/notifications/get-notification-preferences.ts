import type { Viewer } from "@/lib/authz/viewer";
import { getDb, type Db, type Tx } from "@/lib/db";
import { isInvestEligibleEmail } from "@/lib/users/is-invest-eligible-email";
import { DIGEST_CATEGORY_SLUGS } from "./notification-catalog-slugs";
import type { NotificationFrequencyValue } from "./notification-schemas";
import { resolvePreferenceOwner } from "./resolve-preference-owner";

export type NotificationTemplateView = {
  id: string;
  templateName: string;
  title: string;
  description: string;
  isEmailEnabled: boolean;
  canUserOptOut: boolean;
};

export type NotificationSubcategoryView = { id: string; categoryName: string; description: string; isCategoryEmailEnabled: boolean };

export type NotificationCategoryView = {
  id: string;
  slug: string;
  categoryName: string;
  description: string;
  isCategoryEmailEnabled: boolean;
  /** Extra to the spec: instant, weekly digest or off (issue 13). */
  emailFrequency: NotificationFrequencyValue;
  /** The weekly digest has a section for this category (send-weekly-digests). */
  supportsWeeklyDigest: boolean;
  /** False when every template of the category is one the member cannot opt out of (security). */
  canUserOptOut: boolean;
  templates: NotificationTemplateView[];
  subcategories: NotificationSubcategoryView[];
};

/**
 * The member's notification preferences (001 §3, §7 notificationPreferences): the catalog with their choices, where
 * no row means the catalog default. The investing category only when the email check of 001 §6 passes.
 */
export async function getNotificationPreferences({
  viewer,
  unsubscribeToken,
}: {
  viewer: Viewer | null;
  unsubscribeToken?: string | null;
}): Promise<NotificationCategoryView[]> {
  const db = await getDb();
  const owner = await resolvePreferenceOwner(db, { viewer, unsubscribeToken, write: false });
  return loadPreferences(db, owner);
}

export async function loadPreferences(db: Db | Tx, owner: { userId: string; email: string | null }): Promise<NotificationCategoryView[]> {
  const mine = { where: { userId: owner.userId, notificationType: "EMAIL" as const }, select: { isEmailEnabled: true, frequency: true } };
  const categories = await db.notificationCategory.findMany({
    where: isInvestEligibleEmail(owner.email ?? "") ? {} : { isInvesting: false },
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      isDefaultEmailEnabled: true,
      preferences: mine,
      templates: {
        orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
        select: { id: true, name: true, title: true, description: true, canUserOptOut: true, isDefaultEmailEnabled: true, preferences: mine },
      },
      subcategories: {
        orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
        select: { id: true, name: true, description: true, isDefaultEmailEnabled: true, preferences: mine },
      },
    },
  });
  return categories.map((category) => {
    const choice = category.preferences[0];
    const isCategoryEmailEnabled = choice?.isEmailEnabled ?? category.isDefaultEmailEnabled;
    return {
      id: category.id,
      slug: category.slug,
      categoryName: category.name,
      description: category.description,
      isCategoryEmailEnabled,
      emailFrequency: isCategoryEmailEnabled ? (choice?.frequency === "WEEKLY_DIGEST" ? "WEEKLY_DIGEST" : "INSTANT") : "OFF",
      supportsWeeklyDigest: DIGEST_CATEGORY_SLUGS.includes(category.slug),
      canUserOptOut: category.templates.length === 0 || category.templates.some((template) => template.canUserOptOut),
      templates: category.templates.map((template) => ({
        id: template.id,
        templateName: template.name,
        title: template.title,
        description: template.description,
        canUserOptOut: template.canUserOptOut,
        isEmailEnabled: !template.canUserOptOut || (template.preferences[0]?.isEmailEnabled ?? template.isDefaultEmailEnabled),
      })),
      subcategories: category.subcategories.map((subcategory) => ({
        id: subcategory.id,
        categoryName: subcategory.name,
        description: subcategory.description,
        isCategoryEmailEnabled: subcategory.preferences[0]?.isEmailEnabled ?? subcategory.isDefaultEmailEnabled,
      })),
    };
  });
}
