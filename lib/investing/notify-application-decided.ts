import "server-only";
import type { Tx } from "@/lib/db";
import { investingApplicationDecidedMessage } from "@/lib/emails/investing-application-decided";
import { queueNotificationEmail } from "@/lib/notifications/queue-notification-email";
import { absoluteUrl } from "@/lib/site-url";
import { registrationLabel } from "./account-label";

/** The notification catalog's entry for this email (prisma/seed/reference/notification-catalog.ts): not opt-out. */
export const APPLICATION_DECIDED_TEMPLATE = "investing-application-decided";

/**
 * Emails the holder, inside the transaction that stored the decision, that the account opened (ACTIVE) or could not
 * be opened (REJECTED). Called once per transition (the sync compares the stored state).
 */
export async function notifyApplicationDecided(
  tx: Tx,
  { investingAccountId, opened }: { investingAccountId: string; opened: boolean },
): Promise<void> {
  const account = await tx.investingAccount.findUnique({
    where: { id: investingAccountId },
    select: { registrationType: true, subtype: true, user: { select: { id: true, email: true, firstName: true } } },
  });
  if (!account?.user.email) return;
  const { user } = account;
  await queueNotificationEmail(tx, {
    userId: user.id,
    kind: { templateSlug: APPLICATION_DECIDED_TEMPLATE },
    build: ({ preferencesUrl }) =>
      investingApplicationDecidedMessage({
        to: user.email,
        firstName: user.firstName,
        accountName: registrationLabel(account.registrationType, account.subtype),
        opened,
        link: absoluteUrl("/investing"),
        preferencesLink: preferencesUrl,
      }),
  });
}
