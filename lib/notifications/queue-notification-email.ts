import type { Tx } from "@/lib/db";
import type { EmailMessage } from "@/lib/integrations/email/types";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { absoluteUrl } from "@/lib/site-url";
import { decideNotificationDelivery, type NotificationKind } from "./decide-notification-delivery";
import { issueUnsubscribeToken } from "./issue-unsubscribe-token";

export type UnsubscribeLinks = {
  /** For the email's footer: opens the member's preferences without signing in (GET never changes anything). */
  preferencesUrl: string;
  /** The RFC 8058 one-click address: a POST unsubscribes; a GET (mail scanners) only opens the page. */
  oneClickUrl: string;
};

/**
 * Queues one non-security email of the notification catalog, honouring the member's preferences, inside the
 * caller's transaction: not at all when off, not now when the category goes to the weekly digest. Every email sent
 * carries a personal unsubscribe link and the one-click headers (List-Unsubscribe, List-Unsubscribe-Post).
 */
export async function queueNotificationEmail(
  tx: Tx,
  { userId, kind, build }: { userId: string; kind: NotificationKind; build: (links: UnsubscribeLinks) => EmailMessage },
): Promise<"queued" | "digest" | "off"> {
  const delivery = await decideNotificationDelivery(tx, { userId, kind });
  if (delivery.mode === "off") return "off";
  if (delivery.mode === "digest") return "digest";
  // A security email cannot be opted out of, so it offers no unsubscribe.
  if (delivery.mode === "always") {
    await queueEmail(tx, build({ preferencesUrl: absoluteUrl("/notifications"), oneClickUrl: absoluteUrl("/notifications") }));
    return "queued";
  }
  await queueEmail(tx, await withUnsubscribe(tx, { userId, categoryId: delivery.categoryId, build }));
  return "queued";
}

/** Builds a message with a fresh unsubscribe token's links in its body and headers (also used by the digest). */
export async function withUnsubscribe(
  tx: Tx,
  { userId, categoryId, build }: { userId: string; categoryId: string | null; build: (links: UnsubscribeLinks) => EmailMessage },
): Promise<EmailMessage> {
  const { token } = await issueUnsubscribeToken(tx, { userId, categoryId });
  const links = {
    preferencesUrl: absoluteUrl(`/notifications?token=${encodeURIComponent(token)}`),
    oneClickUrl: absoluteUrl(`/api/unsubscribe?token=${encodeURIComponent(token)}`),
  };
  const message = build(links);
  return {
    ...message,
    headers: { ...message.headers, "List-Unsubscribe": `<${links.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
