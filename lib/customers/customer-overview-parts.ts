import type { InvestingAccountState, PlanMemberStatus, PlanPermission } from "@/lib/generated/prisma/client";

// The pieces of a customer that the staff search rows and the customer page share: their plans, the health of their
// bank connections and their investing accounts. Never a balance or a transaction (those are seen only in coach mode).

export type CustomerPlan = {
  planId: string;
  planName: string;
  /** MEMBER (a roster row linked to the user) or ADMIN. */
  role: "MEMBER" | "ADMIN";
  /** The roster status for a member (ADDED, INVITED, VERIFIED, REMOVED); the permission for an administrator. */
  status: PlanMemberStatus | PlanPermission;
};

export type ConnectionHealth = { linked: number; needAttention: number };

export type InvestingAccountSummary = { type: string; state: InvestingAccountState };

type ConnectionRow = {
  isLatestSyncFailed: boolean;
  isLatestLiabilitiesSyncFailed: boolean;
  consentExpiresAt: Date | null;
};

/** A connection needs the member's attention when its last sync failed or their consent at the bank has run out. */
export function connectionNeedsAttention(item: ConnectionRow, now: Date): boolean {
  return (
    item.isLatestSyncFailed ||
    item.isLatestLiabilitiesSyncFailed ||
    (item.consentExpiresAt !== null && item.consentExpiresAt.getTime() <= now.getTime())
  );
}

export function connectionHealth(items: readonly ConnectionRow[], now: Date): ConnectionHealth {
  return { linked: items.length, needAttention: items.filter((item) => connectionNeedsAttention(item, now)).length };
}

export const customerPlansSelect = {
  planMemberships: {
    orderBy: { createdAt: "asc" },
    select: { status: true, employerPlan: { select: { id: true, name: true } } },
  },
  planAdmins: {
    orderBy: { createdAt: "asc" },
    select: { permission: true, employerPlan: { select: { id: true, name: true } } },
  },
} as const;

export function toCustomerPlans(user: {
  planMemberships: Array<{ status: PlanMemberStatus; employerPlan: { id: string; name: string } }>;
  planAdmins: Array<{ permission: PlanPermission; employerPlan: { id: string; name: string } }>;
}): CustomerPlan[] {
  return [
    ...user.planMemberships.map(({ status, employerPlan }) => ({
      planId: employerPlan.id,
      planName: employerPlan.name,
      role: "MEMBER" as const,
      status,
    })),
    ...user.planAdmins.map(({ permission, employerPlan }) => ({
      planId: employerPlan.id,
      planName: employerPlan.name,
      role: "ADMIN" as const,
      status: permission,
    })),
  ];
}

const INVESTING_ACCOUNT_NAMES: Record<string, string> = {
  INDIVIDUAL: "Brokerage",
  TRADITIONAL_IRA: "Traditional IRA",
  ROTH_IRA: "Roth IRA",
  ROLLOVER_IRA: "Rollover Account",
};

/** The four kinds of spec 002 §1 by their names; an external account by its subtype. */
export function investingAccountTypeName(account: { accountType: string | null; subtype: string | null }): string {
  if (account.accountType) return INVESTING_ACCOUNT_NAMES[account.accountType] ?? account.accountType;
  return account.subtype ? `External (${account.subtype})` : "External";
}

/** '•••• 1234': enough for staff to match what a caller reads out, no more. */
export function maskedPhone(phoneNumber: string | null): string | null {
  return phoneNumber ? `•••• ${phoneNumber.slice(-4)}` : null;
}
