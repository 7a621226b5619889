import { startingDeliveryPreference } from "@/components/notifications/delivery-preference";
import {
  deliveryFormSchema,
  isValidNotificationEmail,
  NOTIFICATION_TARGET_MESSAGES,
  notificationTargetSchema,
} from "@/lib/notifications/notification-schemas";

const issue = (input: object) => {
  const parsed = notificationTargetSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("notification target (001 §5)", () => {
  test("exactly one target, with the spec's three messages", () => {
    expect(issue({})).toBe(NOTIFICATION_TARGET_MESSAGES.missing);
    expect(issue({ categoryId: "", templateId: " " })).toBe(NOTIFICATION_TARGET_MESSAGES.missing);
    expect(issue({ categoryId: "c", templateId: "t" })).toBe("You cannot provide both a categoryId and templateId at the same time");
    expect(issue({ subcategoryId: "s" })).toBe("You must provide a categoryId when providing a subcategoryId");
    expect(notificationTargetSchema.parse({ categoryId: "c" })).toEqual({ kind: "category", categoryId: "c" });
    expect(notificationTargetSchema.parse({ templateId: "t" })).toEqual({ kind: "template", templateId: "t" });
    expect(notificationTargetSchema.parse({ categoryId: "c", subcategoryId: "s" })).toEqual({ kind: "subcategory", categoryId: "c", subcategoryId: "s" });
  });
});

describe("notification email rule (001 §5)", () => {
  test.each([
    ["a@b.co", true],
    ["first.last@example.com", true],
    ["a@b", false],
    ["ab.com", false],
    ["a@b.", false],
    ["a@", false],
    ["", false],
  ])("%s is %s", (value, valid) => {
    expect(isValidNotificationEmail(value)).toBe(valid);
  });

  test("the form needs a valid email on DIGITAL only", () => {
    expect(deliveryFormSchema.safeParse({ deliveryPreference: "DIGITAL", emailAddress: "" }).success).toBe(false);
    expect(deliveryFormSchema.safeParse({ deliveryPreference: "PHYSICAL", emailAddress: "" }).success).toBe(true);
  });
});

describe("starting delivery preference (001 §4)", () => {
  const party = {
    emailAddress: null,
    prospectusDeliveryPreference: "DIGITAL",
    proxyDeliveryPreference: "DIGITAL",
    statementDeliveryPreference: "DIGITAL",
    taxDocumentDeliveryPreference: "DIGITAL",
    tradeConfirmationDeliveryPreference: "DIGITAL",
  };
  test("PHYSICAL when any of the five is PHYSICAL, otherwise DIGITAL", () => {
    expect(startingDeliveryPreference(party)).toBe("DIGITAL");
    expect(startingDeliveryPreference({ ...party, proxyDeliveryPreference: "PHYSICAL" })).toBe("PHYSICAL");
    expect(startingDeliveryPreference(undefined)).toBe("DIGITAL");
  });
});
