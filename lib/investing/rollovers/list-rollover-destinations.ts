import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { accountLabel } from "@/lib/investing/account-label";

export type RolloverDestination = { accountId: string; label: string; accountType: "TRADITIONAL_IRA" | "ROLLOVER_IRA" | "ROTH_IRA" };

/**
 * The member's IRAs that can take a rollover now (agreements affirmed, not closed or refused), oldest first: pre-tax
 * money goes to a Traditional IRA or Rollover Account, Roth money to a Roth IRA.
 */
export async function listRolloverDestinations({ viewer }: { viewer: Viewer | null }): Promise<RolloverDestination[]> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const accounts = await db.investingAccount.findMany({
    where: {
      userId: viewer.userId,
      accountType: { in: ["TRADITIONAL_IRA", "ROLLOVER_IRA", "ROTH_IRA"] },
      accountId: { not: null },
      state: { notIn: ["PENDING", "REJECTED", "CLOSED"] },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { accountId: true, accountType: true, nickname: true, registrationType: true, subtype: true, accountNumber: true },
  });
  return accounts.map((account) => ({
    accountId: account.accountId!,
    accountType: account.accountType as RolloverDestination["accountType"],
    label: accountLabel(account),
  }));
}
