import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload, type ErrorFields } from "@/lib/graphql/payload";
import { DeliveryPreferenceEnum } from "./delivery-preference-enum";
import { updateApexDeliveryPreferences } from "@/lib/investing/update-apex-delivery-preferences";
import {
  getNotificationPreferences,
  type NotificationCategoryView,
  type NotificationSubcategoryView,
  type NotificationTemplateView,
} from "@/lib/notifications/get-notification-preferences";
import { NOTIFICATION_FREQUENCIES } from "@/lib/notifications/notification-schemas";
import { updateNotificationFrequency } from "@/lib/notifications/update-notification-frequency";
import { updateNotificationPreference } from "@/lib/notifications/update-notification-preference";

// Notifications and delivery preferences (spec 001 §2, §3, §4, §5, §7, §8; issue 13). The three preference operations
// are public: with an unsubscribe token they act for its owner alone, without one they need a signed-in member
// (the domain decides: lib/notifications/resolve-preference-owner.ts).

const NotificationTypeEnum = builder.enumType("NotificationType", { values: ["EMAIL"] as const });
const NotificationFrequencyEnum = builder.enumType("NotificationFrequency", {
  description: "How a category's emails arrive: each as it happens, gathered into the weekly digest, or not at all.",
  values: NOTIFICATION_FREQUENCIES,
});

const NotificationTemplate = builder.objectRef<NotificationTemplateView>("NotificationTemplate").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    templateName: t.exposeString("templateName"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    isEmailEnabled: t.exposeBoolean("isEmailEnabled"),
    canUserOptOut: t.exposeBoolean("canUserOptOut"),
  }),
});

const NotificationSubcategory = builder.objectRef<NotificationSubcategoryView>("NotificationSubcategory").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    categoryName: t.exposeString("categoryName"),
    description: t.exposeString("description"),
    isCategoryEmailEnabled: t.exposeBoolean("isCategoryEmailEnabled"),
  }),
});

const NotificationPreference = builder.objectRef<NotificationCategoryView>("NotificationPreference").implement({
  description: "One notification category with its templates and subcategories, as the member has set them.",
  fields: (t) => ({
    id: t.exposeID("id"),
    categoryName: t.exposeString("categoryName"),
    description: t.exposeString("description"),
    isCategoryEmailEnabled: t.exposeBoolean("isCategoryEmailEnabled"),
    emailFrequency: t.field({ type: NotificationFrequencyEnum, resolve: (category) => category.emailFrequency }),
    supportsWeeklyDigest: t.exposeBoolean("supportsWeeklyDigest", { description: "The weekly digest covers this category." }),
    canUserOptOut: t.exposeBoolean("canUserOptOut", { description: "False for categories made only of security emails." }),
    templates: t.field({ type: [NotificationTemplate], resolve: (category) => category.templates }),
    subcategories: t.field({ type: [NotificationSubcategory], resolve: (category) => category.subcategories }),
  }),
});

type PreferencesResult = ErrorFields & { preferences: NotificationCategoryView[] | null };

const NotificationPreferencesPayload = payloadType<PreferencesResult>("NotificationPreferencesPayload", {
  errorDescription: "'Invalid token' for a bad or expired unsubscribe token; null when it worked.",
  fields: (t) => ({
    preferences: t.field({ type: [NotificationPreference], nullable: true, resolve: (result) => result.preferences }),
  }),
});

builder.queryField("notificationPreferences", (t) =>
  t.withAuth({ public: true }).field({
    type: NotificationPreferencesPayload,
    description: "The member's notification preferences, or the unsubscribe token's owner's (no sign-in needed).",
    args: { unsubscribeToken: t.arg.string({ required: false }) },
    resolve: (_root, { unsubscribeToken }, { viewer }) =>
      runPayload<PreferencesResult>(
        async () => ({ error: null, preferences: await getNotificationPreferences({ viewer, unsubscribeToken }) }),
        (fields) => ({ ...fields, preferences: null }),
      ),
  }),
);

type UpdateResult = ErrorFields & { didUpdate: boolean };

const UpdateNotificationPreferencePayload = payloadType<UpdateResult>("UpdateNotificationPreferencePayload", {
  fields: (t) => ({ didUpdate: t.exposeBoolean("didUpdate") }),
});

builder.mutationField("updateNotificationPreference", (t) =>
  t.withAuth({ public: true }).field({
    type: UpdateNotificationPreferencePayload,
    description:
      "Turns one category, template, or subcategory (with its categoryId) on or off. Never in coach mode; with an " +
      "unsubscribe token, for its owner only.",
    args: {
      categoryId: t.arg.id({ required: false }),
      templateId: t.arg.id({ required: false }),
      subcategoryId: t.arg.id({ required: false }),
      isEnabled: t.arg.boolean({ required: true }),
      notificationType: t.arg({ type: NotificationTypeEnum, required: true }),
      unsubscribeToken: t.arg.string({ required: false }),
    },
    resolve: (_root, args, { viewer }) =>
      runPayload<UpdateResult>(
        async () => ({
          error: null,
          ...(await updateNotificationPreference({
            viewer,
            input: {
              categoryId: args.categoryId == null ? null : String(args.categoryId),
              templateId: args.templateId == null ? null : String(args.templateId),
              subcategoryId: args.subcategoryId == null ? null : String(args.subcategoryId),
              isEnabled: args.isEnabled,
              unsubscribeToken: args.unsubscribeToken,
            },
          })),
        }),
        (fields) => ({ ...fields, didUpdate: false }),
      ),
  }),
);

builder.mutationField("updateNotificationFrequency", (t) =>
  t.withAuth({ public: true }).field({
    type: UpdateNotificationPreferencePayload,
    description: "Chooses instant, weekly digest or off for one category (OFF is isEnabled false). Same rules as above.",
    args: {
      categoryId: t.arg.id({ required: true }),
      frequency: t.arg({ type: NotificationFrequencyEnum, required: true }),
      unsubscribeToken: t.arg.string({ required: false }),
    },
    resolve: (_root, { categoryId, frequency, unsubscribeToken }, { viewer }) =>
      runPayload<UpdateResult>(
        async () => ({
          error: null,
          ...(await updateNotificationFrequency({ viewer, input: { categoryId: String(categoryId), frequency, unsubscribeToken } })),
        }),
        (fields) => ({ ...fields, didUpdate: false }),
      ),
  }),
);

const DeliveryPreferenceInput = builder.inputType("DeliveryPreferenceInput", {
  fields: (t) => ({
    partyId: t.id({ required: true }),
    accountId: t.id({ required: true }),
    deliveryPreference: t.field({ type: DeliveryPreferenceEnum, required: true }),
    emailAddress: t.string({ required: false, description: "Required for DIGITAL." }),
  }),
});

type DeliveryResult = ErrorFields & { success: boolean };

const UpdateApexDeliveryPreferencesPayload = payloadType<DeliveryResult>("UpdateApexDeliveryPreferencesPayload", {
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

builder.mutationField("updateApexDeliveryPreferences", (t) =>
  t.withAuth({ can: "notifications:write" }).field({
    type: UpdateApexDeliveryPreferencesPayload,
    description: "Sets DIGITAL (to an email) or PHYSICAL (paper, with a fee) for all five document kinds of each party.",
    args: { deliveryPreferences: t.arg({ type: [DeliveryPreferenceInput], required: true }) },
    resolve: (_root, { deliveryPreferences }, { viewer }) =>
      runPayload<DeliveryResult>(
        async () => ({
          error: null,
          ...(await updateApexDeliveryPreferences({
            viewer,
            deliveryPreferences: deliveryPreferences.map((item) => ({
              ...item,
              partyId: String(item.partyId),
              accountId: String(item.accountId),
            })),
          })),
        }),
        (fields) => ({ ...fields, success: false }),
      ),
  }),
);
