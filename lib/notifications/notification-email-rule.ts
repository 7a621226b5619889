// The notification email rule without zod: the Notifications page checks an address as it is typed (the schemas in
// notification-schemas.ts check it again).

/**
 * The notification email rule of 001 §5: an @, text after the last @, a dot, text after the last dot. Deliberately
 * the spec's loose rule rather than a full address grammar: the clearing firm checks deliverability.
 */
export function isValidNotificationEmail(value: string): boolean {
  const at = value.lastIndexOf("@");
  const dot = value.lastIndexOf(".");
  return at >= 0 && at < value.length - 1 && dot >= 0 && dot < value.length - 1;
}

export const INVALID_NOTIFICATION_EMAIL_MESSAGE = "Please enter a valid email.";
export const DELIVERY_PREFERENCES_REQUIRED_MESSAGE = "Choose how you want to receive documents.";
