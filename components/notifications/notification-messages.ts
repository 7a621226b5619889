// The page's messages (spec 001 §8 Notifications).
export const NOTIFICATION_MESSAGES = {
  invalidToken: "Token is invalid or has expired",
  updateFailed: "An error occurred while updating your notification preferences",
  deliverySaved: "Notification preferences updated successfully",
  deliveryFailed: "An error occurred while updating notification preferences",
  noInvestingAccounts: "You don't have any investing accounts.",
} as const;

/** The server's answer to a bad or expired unsubscribe token. */
export const INVALID_TOKEN_ERROR = "Invalid token";
