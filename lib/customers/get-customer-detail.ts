import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { InvestingAccountState } from "@/lib/generated/prisma/client";
import { deletionWaitingReason } from "@/lib/your-data/deletion-waiting-reason";
import {
  connectionNeedsAttention,
  customerPlansSelect,
  investingAccountTypeName,
  maskedPhone,
  toCustomerPlans,
  type CustomerPlan,
} from "./customer-overview-parts";

/** How many of the newest audit events the page shows; older ones stay in the log. */
export const CUSTOMER_AUDIT_EVENTS_SHOWN = 50;

export type CustomerConnection = {
  id: string;
  institutionName: string;
  /** OK, or NEEDS_ATTENTION (the last sync failed, or consent at the bank ran out). */
  status: "OK" | "NEEDS_ATTENTION";
  latestSyncErrorKind: string | null;
  lastSyncedAt: Date | null;
};

export type CustomerInvestingAccount = {
  id: string;
  type: string;
  state: InvestingAccountState;
  openedAt: Date;
  /** The clearing firm's account id, once the account exists there (the sandbox's staff controls use it). */
  clearingAccountId: string | null;
};

export type CustomerDataRightsRequest = {
  id: string;
  kind: "EXPORT" | "DELETE";
  status: "PENDING" | "READY" | "COMPLETED" | "FAILED";
  requestedAt: Date;
  dueAt: Date;
  completedAt: Date | null;
  waitingReason: string | null;
  /** A deletion waiting for staff whose reason is gone: staff may complete it now. */
  canComplete: boolean;
};

export type CustomerAuditEvent = {
  id: string;
  action: string;
  operation: string | null;
  /** Who did it: null for the customer themself or the system; otherwise their email. */
  byEmail: string | null;
  isByCustomer: boolean;
  createdAt: Date;
};

export type CustomerDetail = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  recoveryEmail: string | null;
  createdAt: Date;
  isEmailVerified: boolean;
  is2faEnabled: boolean;
  isSingleSignOn: boolean;
  /** Mariner staff; a staff member may be made a coach (isCoach) on this page. */
  isStaff: boolean;
  isCoach: boolean;
  isDeactivated: boolean;
  legalHoldAt: Date | null;
  legalHoldReason: string | null;
  plans: CustomerPlan[];
  connections: CustomerConnection[];
  investingAccounts: CustomerInvestingAccount[];
  dataRightsRequests: CustomerDataRightsRequest[];
  auditTrail: CustomerAuditEvent[];
};

/**
 * Staff's customer page (/customers/{id}): who the customer is, their plans with the roster status, their bank
 * connections' health, investing accounts, data-rights requests and their audit trail (sign-ins, security changes,
 * who viewed). No balances or transactions: those are seen only in coach mode. Each look is audited; the customer
 * sees it on My Plan ('Viewed your customer profile').
 */
export async function getCustomerDetail({
  viewer,
  userId,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  userId: string;
  ipAddress?: string | null;
}): Promise<CustomerDetail> {
  authorize(viewer, "customers:read");
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      phoneNumber: true,
      recoveryEmail: true,
      createdAt: true,
      isEmailVerified: true,
      is2faEnabled: true,
      isSingleSignOn: true,
      isStaff: true,
      isCoach: true,
      deactivatedAt: true,
      legalHoldAt: true,
      legalHoldReason: true,
      ...customerPlansSelect,
      customer: {
        select: {
          institutionItems: {
            orderBy: { createdAt: "asc" },
            select: {
              id: true,
              name: true,
              isLatestSyncFailed: true,
              isLatestLiabilitiesSyncFailed: true,
              consentExpiresAt: true,
              latestSyncErrorKind: true,
              lastSyncedAt: true,
            },
          },
        },
      },
      investingAccounts: {
        orderBy: { createdAt: "asc" },
        select: { id: true, accountType: true, subtype: true, state: true, createdAt: true, accountId: true },
      },
      dataRightsRequests: {
        orderBy: { createdAt: "desc" },
        take: 20,
        select: { id: true, kind: true, status: true, createdAt: true, dueAt: true, completedAt: true, waitingReason: true },
      },
    },
  });
  if (!user) throw new AppError(AppErrorCode.NOT_FOUND, "No customer with that id was found.");

  const [auditRows, blockedBy] = await Promise.all([
    db.auditLog.findMany({
      where: { OR: [{ subjectUserId: userId }, { actorUserId: userId }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: CUSTOMER_AUDIT_EVENTS_SHOWN,
      select: { id: true, action: true, operation: true, actorUserId: true, createdAt: true, actor: { select: { email: true } } },
    }),
    deletionWaitingReason({ tx: db, userId }),
  ]);
  if (userId !== viewer.actor.id) {
    await recordAuditEvent({
      actorUserId: viewer.actor.id,
      subjectUserId: userId,
      action: "customer.viewed",
      operation: "customerDetail",
      ipAddress,
    });
  }

  const now = new Date();
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: maskedPhone(user.phoneNumber),
    recoveryEmail: user.recoveryEmail,
    createdAt: user.createdAt,
    isEmailVerified: user.isEmailVerified,
    is2faEnabled: user.is2faEnabled,
    isSingleSignOn: user.isSingleSignOn,
    isStaff: user.isStaff,
    isCoach: user.isCoach,
    isDeactivated: user.deactivatedAt !== null,
    legalHoldAt: user.legalHoldAt,
    legalHoldReason: user.legalHoldReason,
    plans: toCustomerPlans(user),
    connections: (user.customer?.institutionItems ?? []).map((item) => ({
      id: item.id,
      institutionName: item.name,
      status: connectionNeedsAttention(item, now) ? "NEEDS_ATTENTION" : "OK",
      latestSyncErrorKind: item.latestSyncErrorKind,
      lastSyncedAt: item.lastSyncedAt,
    })),
    investingAccounts: user.investingAccounts.map((account) => ({
      id: account.id,
      type: investingAccountTypeName(account),
      state: account.state,
      openedAt: account.createdAt,
      clearingAccountId: account.accountId,
    })),
    dataRightsRequests: user.dataRightsRequests.map((request) => ({
      id: request.id,
      kind: request.kind,
      status: request.status,
      requestedAt: request.createdAt,
      dueAt: request.dueAt,
      completedAt: request.completedAt,
      waitingReason: request.waitingReason,
      canComplete:
        request.kind === "DELETE" && request.status === "PENDING" && request.waitingReason !== null && blockedBy === null,
    })),
    auditTrail: auditRows.map((row) => ({
      id: row.id,
      action: row.action,
      operation: row.operation,
      isByCustomer: row.actorUserId === userId,
      byEmail: row.actorUserId === userId ? null : (row.actor?.email ?? null),
      createdAt: row.createdAt,
    })),
  };
}
