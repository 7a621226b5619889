import "server-only";
import type { Tx } from "@/lib/db";
import { identityDocumentNeededMessage } from "@/lib/emails/identity-document-needed";
import { queueNotificationEmail } from "@/lib/notifications/queue-notification-email";
import { absoluteUrl } from "@/lib/site-url";

/** The notification catalog's entry for this email (prisma/seed/reference/notification-catalog.ts): not opt-out. */
export const IDENTITY_DOCUMENT_NEEDED_TEMPLATE = "investing-identity-document-needed";

/**
 * Emails the account's holder, inside the transaction that stored the account's move to ACTION_REQUIRED, a link to
 * /documents. Called once per transition (the sync compares the stored state).
 */
export async function notifyIdentityDocumentNeeded(tx: Tx, { investingAccountId }: { investingAccountId: string }): Promise<void> {
  const account = await tx.investingAccount.findUnique({
    where: { id: investingAccountId },
    select: { user: { select: { id: true, email: true, firstName: true } } },
  });
  const user = account?.user;
  if (!user?.email) return;
  await queueNotificationEmail(tx, {
    userId: user.id,
    kind: { templateSlug: IDENTITY_DOCUMENT_NEEDED_TEMPLATE },
    build: ({ preferencesUrl }) =>
      identityDocumentNeededMessage({
        to: user.email!,
        firstName: user.firstName,
        link: absoluteUrl("/documents"),
        preferencesLink: preferencesUrl,
      }),
  });
}
