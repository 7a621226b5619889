import type { Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { Prisma } from "@/lib/generated/prisma/client";

import { allocateEarmarks, linkKey } from "./allocate-earmarks";
import { fromCents, toCents } from "./cents";
import { linkColumns, type GoalAccountRecord } from "./goal-accounts";
import { isAllowableAccount, type GoalKind } from "./goal-kinds";
import { GOAL_MESSAGES } from "./goal-schema";

type Link = { accountId: string; earmarkAmount?: number | null };

const refuse = (message: string, field: string) => new AppError(AppErrorCode.INVALID_INPUT, message, { field });

/** Every link is to one of the member's accounts that may count towards this kind (checked before anything is written). */
export function checkGoalLinks(
  links: readonly Link[],
  { kind, accounts, debtId, field = "quantifiables" }: { kind: GoalKind; accounts: GoalAccountRecord[]; debtId?: string | null; field?: string },
): GoalAccountRecord[] {
  const at = (index: number) => (field === "quantifiables" ? `${field}.${index}.accountId` : field);
  return links.map((link, index) => {
    const account = accounts.find((candidate) => candidate.id === link.accountId);
    if (!account) throw refuse(GOAL_MESSAGES.unknownAccount, at(index));
    if (!isAllowableAccount(kind, account) || (debtId && account.id !== debtId)) {
      throw refuse(GOAL_MESSAGES.notAllowedAccount, at(index));
    }
    return account;
  });
}

/**
 * Makes the goal's linked accounts exactly `links`. A saving goal's starting snapshot moves by what the change adds to
 * or takes from the goal's counted value today (earmarks shared as loadGoals shares them), so linking another account later does not show its existing balance as progress.
 */
export async function applyGoalQuantifiables({
  tx,
  goal,
  kind,
  accounts,
  links,
}: {
  tx: Tx;
  goal: { id: string; customerId: string; startingValue: Prisma.Decimal | null };
  kind: GoalKind;
  accounts: GoalAccountRecord[];
  links: readonly Link[];
}): Promise<void> {
  const chosen = checkGoalLinks(links, { kind, accounts });
  const newRows = chosen.map((account, index) => {
    const earmark = links[index]!.earmarkAmount;
    return { account, earmark: earmark == null ? null : toMoneyDecimal(earmark) };
  });
  const otherLinks = await tx.goalQuantifiable.findMany({
    where: { financialGoal: { customerId: goal.customerId } },
    select: { financialGoalId: true, assetId: true, earmarkAmount: true },
  });
  const balances = new Map(accounts.filter((a) => a.kind === "ASSET").map((a) => [a.id, toCents(a.value)!]));
  const assetLinks = otherLinks
    .filter((link) => link.assetId !== null)
    .map((link) => ({ goalId: link.financialGoalId, accountId: link.assetId!, earmarkCents: toCents(link.earmarkAmount) }));
  const others = assetLinks.filter((link) => link.goalId !== goal.id);
  const mine = newRows
    .filter((row) => row.account.kind === "ASSET")
    .map((row) => ({ goalId: goal.id, accountId: row.account.id, earmarkCents: toCents(row.earmark) }));
  const countedFor = (allocation: Map<string, number>, goalLinks: typeof mine) =>
    goalLinks.reduce((total, link) => total + (allocation.get(linkKey(goal.id, link.accountId)) ?? 0), 0);
  const before = assetLinks.filter((link) => link.goalId === goal.id);
  const oldCents = countedFor(allocateEarmarks({ balances, links: assetLinks }), before);
  const newCents = countedFor(allocateEarmarks({ balances, links: [...others, ...mine] }), mine);

  await tx.goalQuantifiable.deleteMany({ where: { financialGoalId: goal.id } });
  if (newRows.length > 0) {
    await tx.goalQuantifiable.createMany({
      data: newRows.map(({ account, earmark }) => ({
        financialGoalId: goal.id,
        ...linkColumns(account),
        name: account.name,
        value: account.value,
        institutionName: account.institutionName,
        earmarkAmount: earmark,
      })),
    });
  }
  if (kind !== "PAY_DOWN_DEBT" && kind !== "CHECKLIST") {
    const startingValue = (goal.startingValue ?? new Prisma.Decimal(0)).plus(fromCents(newCents - oldCents));
    await tx.financialGoal.update({ where: { id: goal.id }, data: { startingValue: Prisma.Decimal.max(startingValue, 0) } });
  }
}
