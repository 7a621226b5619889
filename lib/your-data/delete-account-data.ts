import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { unlinkAtProvider } from "@/lib/bank-linking/unlink-at-provider";
import { getDb } from "@/lib/db";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import type { BankLinking } from "@/lib/integrations/bank-linking/types";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";

/**
 * The deletion job, after requestAccountDeletion closed the account. Bank connections are ended at the provider first
 * (an outage fails the job, which is retried; nothing here has changed yet). Then in one transaction: the customer and
 * everything under it are deleted, every sign-in and preference row of the user goes, the employer's roster row is
 * unlinked, and the user row is kept only as an anonymous shell, so the audit log (kept, as the law asks) and the
 * record of this request (the two-in-twelve-months rule) still point somewhere. Closed investing accounts and their
 * identity documents stay (broker-dealer records). Files in storage go last; a missing one is not an error.
 */
export async function deleteAccountData({
  requestId,
  bankLinking = getBankLinking(),
}: {
  requestId: string;
  bankLinking?: BankLinking;
}): Promise<void> {
  const db = await getDb();
  const request = await db.dataRightsRequest.findUnique({
    where: { id: requestId },
    select: { kind: true, status: true, userId: true },
  });
  if (!request || request.kind !== "DELETE" || request.status !== "PENDING") return;
  const { userId } = request;

  const items = await db.institutionItem.findMany({
    where: { customer: { userId } },
    select: { name: true, accessTokenEncrypted: true },
  });
  for (const item of items) await unlinkAtProvider({ bankLinking, item });

  const [bugReports, exports, investingAccounts] = await Promise.all([
    db.bugReport.findMany({ where: { userId, screenshotKey: { not: null } }, select: { screenshotKey: true } }),
    db.dataRightsRequest.findMany({ where: { userId, fileKey: { not: null } }, select: { fileKey: true } }),
    db.investingAccount.count({ where: { userId } }),
  ]);
  const identityDocuments =
    investingAccounts === 0 ? await db.identityDocument.findMany({ where: { userId }, select: { storageKey: true } }) : [];

  const now = new Date();
  const deleted = await db.$transaction(async (tx) => {
    const { count } = await tx.dataRightsRequest.updateMany({
      where: { id: requestId, status: "PENDING" },
      data: { status: "COMPLETED", completedAt: now },
    });
    if (count !== 1) return false;
    await tx.customer.deleteMany({ where: { userId } });
    const byUser = { where: { userId } };
    await tx.session.deleteMany(byUser);
    await tx.rememberedDevice.deleteMany(byUser);
    await tx.oneTimeCode.deleteMany(byUser);
    await tx.authenticatorApp.deleteMany(byUser);
    await tx.recoveryCode.deleteMany(byUser);
    await tx.pendingLogin.deleteMany(byUser);
    await tx.authToken.deleteMany(byUser);
    await tx.notificationPreference.deleteMany(byUser);
    await tx.unsubscribeToken.deleteMany(byUser);
    await tx.pageView.deleteMany(byUser);
    await tx.memberActiveMonth.deleteMany(byUser);
    await tx.bugReport.deleteMany(byUser);
    await tx.registrationDraft.deleteMany(byUser);
    await tx.planAdmin.deleteMany(byUser);
    if (investingAccounts === 0) await tx.identityDocument.deleteMany(byUser);
    await tx.planMember.updateMany({ where: { userId }, data: { userId: null } });
    await tx.dataRightsRequest.updateMany({
      where: { userId, kind: "EXPORT" },
      data: { fileKey: null, fileExpiresAt: null, status: "COMPLETED" },
    });
    await tx.user.update({
      where: { id: userId },
      data: {
        email: `deleted-${userId}@deleted.invalid`,
        username: null,
        passwordHash: null,
        firstName: "",
        lastName: "",
        recoveryEmail: null,
        isRecoveryEmailVerified: false,
        phoneNumber: null,
        phoneNumberVerifiedAt: null,
        lastActiveAt: null,
        is2faEnabled: false,
        isSingleSignOn: false,
        googleSubject: null,
        oktaSubject: null,
        googleAvatarUrl: null,
        employerSignUpPlanId: null,
        isStaff: false,
        isPlanSuccessManager: false,
        isAdvisor: false,
        deactivatedAt: now,
      },
      select: { id: true },
    });
    await recordAuditEvent({
      db: tx,
      actorUserId: null,
      subjectUserId: userId,
      action: "account.deleted",
      metadata: { requestId, bankConnectionsEnded: items.length, investingRecordsKept: investingAccounts > 0 },
    });
    return true;
  });
  if (!deleted) return;

  const storage = getFileStorage();
  const keys = [
    ...bugReports.map((row) => row.screenshotKey),
    ...exports.map((row) => row.fileKey),
    ...identityDocuments.map((row) => row.storageKey),
  ].filter((key): key is string => key !== null);
  for (const key of keys) await storage.delete(key);
}
