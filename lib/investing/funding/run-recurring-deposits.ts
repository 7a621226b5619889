import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type Tx } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { IRA_ACCOUNT_TYPES } from "./contributed-this-year";
import { easternDate } from "./contribution-limits";
import { assertContributionFits } from "./create-investing-deposit";
import { FUNDING_RULES_SELECT, lockedReason } from "./get-funding-options";
import { nextDepositDate } from "./next-deposit-date";

// The job `run-recurring-deposits` (hourly, and at once for a schedule whose first run is today): every schedule that
// fell due makes one deposit (REQUESTED, sent by `submit-investing-deposit`) and moves to its next date. A run is
// one row per schedule and day (unique), so a retried job makes no second deposit. A run that cannot happen (the
// account is locked, or an IRA's yearly limit would be passed) is skipped with the reason kept for the member.

export async function runRecurringDeposits({ recurringDepositId, now = new Date() }: { recurringDepositId?: string; now?: Date } = {}): Promise<number> {
  const db = await getDb();
  const todayParts = easternDate(now);
  const today = new Date(Date.UTC(todayParts.year, todayParts.month - 1, todayParts.day));
  const due = await db.recurringDeposit.findMany({
    where: { cancelledAt: null, nextRunOn: { lte: today }, ...(recurringDepositId ? { id: recurringDepositId } : {}) },
    select: { id: true },
    orderBy: { nextRunOn: "asc" },
  });
  let made = 0;
  for (const { id } of due) {
    if (await db.$transaction((tx) => runOne(tx, id, today))) made += 1;
  }
  return made;
}

async function runOne(tx: Tx, recurringDepositId: string, today: Date): Promise<boolean> {
  const schedule = await tx.recurringDeposit.findUnique({
    where: { id: recurringDepositId },
    select: {
      id: true,
      amount: true,
      frequency: true,
      startsOn: true,
      nextRunOn: true,
      cancelledAt: true,
      fundingRelationshipId: true,
      account: {
        select: {
          id: true,
          userId: true,
          ...FUNDING_RULES_SELECT,
        },
      },
    },
  });
  if (!schedule || schedule.cancelledAt || schedule.nextRunOn > today) return false;
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${schedule.account.userId} FOR UPDATE`;
  const scheduledFor = schedule.nextRunOn;
  let next = nextDepositDate(scheduledFor, schedule.frequency, schedule.startsOn);
  while (next <= today) next = nextDepositDate(next, schedule.frequency, schedule.startsOn);

  const skip = async (reason: string) => {
    await tx.recurringDeposit.update({ where: { id: schedule.id }, data: { nextRunOn: next, lastSkipReason: reason } });
    return false;
  };
  const locked = lockedReason(schedule.account);
  if (locked) return skip(locked);
  const isIra = (IRA_ACCOUNT_TYPES as readonly string[]).includes(schedule.account.accountType ?? "");
  const taxYear = isIra ? today.getUTCFullYear() : null;
  const amountCents = Math.round(schedule.amount.toNumber() * 100);
  if (taxYear !== null) {
    try {
      await assertContributionFits(tx, schedule.account.userId, schedule.account, taxYear, amountCents);
    } catch (error) {
      if (isAppError(error)) return skip(error.message);
      throw error;
    }
  }
  const existing = await tx.investingTransfer.findUnique({
    where: { recurringDepositId_scheduledFor: { recurringDepositId: schedule.id, scheduledFor } },
    select: { id: true },
  });
  if (existing) {
    await tx.recurringDeposit.update({ where: { id: schedule.id }, data: { nextRunOn: next } });
    return false;
  }
  const transfer = await tx.investingTransfer.create({
    data: {
      investingAccountId: schedule.account.id,
      fundingRelationshipId: schedule.fundingRelationshipId,
      recurringDepositId: schedule.id,
      scheduledFor,
      requestId: `deposit-${randomUUID()}`,
      amount: schedule.amount,
      taxYear,
    },
    select: { id: true },
  });
  await tx.recurringDeposit.update({ where: { id: schedule.id }, data: { nextRunOn: next, lastSkipReason: null } });
  await enqueueJob(tx, QUEUES.submitInvestingDeposit.name, { transferId: transfer.id }, { singletonKey: `deposit:${transfer.id}` });
  return true;
}
