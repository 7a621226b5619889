import { z } from "zod";
import {
  isValidNotificationEmail,
  INVALID_NOTIFICATION_EMAIL_MESSAGE,
  DELIVERY_PREFERENCES_REQUIRED_MESSAGE,
} from "./notification-email-rule";

// One schema per input, shared by the Notifications page and the server, with the spec's messages (001 §5, §8).

export * from "./notification-email-rule";

export const NOTIFICATION_TARGET_MESSAGES = {
  missing: "You must provide either a categoryId, templateId, or subcategoryId",
  categoryAndTemplate: "You cannot provide both a categoryId and templateId at the same time",
  subcategoryWithoutCategory: "You must provide a categoryId when providing a subcategoryId",
} as const;

export const INVALID_TOKEN_MESSAGE = "Invalid token";
export const CANNOT_OPT_OUT_MESSAGE = "This notification cannot be turned off.";
export const CATEGORY_OFF_MESSAGE = "Turn on its category first.";
export const NO_DIGEST_MESSAGE = "These emails have no weekly digest.";
export const NOTIFICATION_NOT_FOUND_MESSAGE = "Notification not found.";

const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => value || null);

/** Exactly one target: a category, a template, or a subcategory named together with its category (001 §5). */
export const notificationTargetSchema = z
  .object({ categoryId: optionalId, templateId: optionalId, subcategoryId: optionalId })
  .superRefine((input, context) => {
    const fail = (message: string) => context.addIssue({ code: "custom", message });
    if (!input.categoryId && !input.templateId && !input.subcategoryId) return fail(NOTIFICATION_TARGET_MESSAGES.missing);
    if (input.categoryId && input.templateId) return fail(NOTIFICATION_TARGET_MESSAGES.categoryAndTemplate);
    if (input.subcategoryId && !input.categoryId) return fail(NOTIFICATION_TARGET_MESSAGES.subcategoryWithoutCategory);
  })
  .transform(
    ({ categoryId, templateId, subcategoryId }): NotificationTarget =>
      subcategoryId
        ? { kind: "subcategory", categoryId: categoryId!, subcategoryId }
        : templateId
          ? { kind: "template", templateId }
          : { kind: "category", categoryId: categoryId! },
  );

export type NotificationTarget =
  | { kind: "category"; categoryId: string }
  | { kind: "template"; templateId: string }
  | { kind: "subcategory"; categoryId: string; subcategoryId: string };

export const NOTIFICATION_FREQUENCIES = ["INSTANT", "WEEKLY_DIGEST", "OFF"] as const;
export type NotificationFrequencyValue = (typeof NOTIFICATION_FREQUENCIES)[number];

export const deliveryPreferenceSchema = z
  .object({
    partyId: z.string().trim().min(1).max(100),
    accountId: z.string().trim().min(1).max(100),
    deliveryPreference: z.enum(["DIGITAL", "PHYSICAL"]),
    emailAddress: z
      .string()
      .trim()
      .max(254)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((input, context) => {
    if (input.deliveryPreference !== "DIGITAL") return;
    if (!input.emailAddress || !isValidNotificationEmail(input.emailAddress)) {
      context.addIssue({ code: "custom", message: INVALID_NOTIFICATION_EMAIL_MESSAGE, path: ["emailAddress"] });
    }
  });

export const deliveryPreferencesSchema = z.array(deliveryPreferenceSchema).min(1, DELIVERY_PREFERENCES_REQUIRED_MESSAGE).max(50);

/** The page's delivery form: one choice and one address for all of the member's accounts (001 §4). */
export const deliveryFormSchema = z
  .object({ deliveryPreference: z.enum(["DIGITAL", "PHYSICAL"]), emailAddress: z.string().trim().max(254) })
  .superRefine((input, context) => {
    if (input.deliveryPreference === "DIGITAL" && !isValidNotificationEmail(input.emailAddress)) {
      context.addIssue({ code: "custom", message: INVALID_NOTIFICATION_EMAIL_MESSAGE, path: ["emailAddress"] });
    }
  });
export type DeliveryFormValues = z.infer<typeof deliveryFormSchema>;
