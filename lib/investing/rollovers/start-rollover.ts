import { randomUUID } from "node:crypto";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb, type Db } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { findOwnInvestingAccount } from "@/lib/investing/find-own-investing-account";
import { rolloverNickname } from "@/lib/investing/registration/registration-rules";
import { parseInput } from "@/lib/validation/parse-input";
import { ROLLOVER_MESSAGES, startRolloverSchema, type MoneyKind } from "./rollover-schema";
import { loadRolloverViews, type RolloverView } from "./rollover-view";

const DESTINATIONS = {
  PRE_TAX: { types: ["TRADITIONAL_IRA", "ROLLOVER_IRA"], field: "tradAccountId", missing: ROLLOVER_MESSAGES.noTraditional, wrong: ROLLOVER_MESSAGES.wrongTraditional },
  ROTH: { types: ["ROTH_IRA"], field: "rothAccountId", missing: ROLLOVER_MESSAGES.noRoth, wrong: ROLLOVER_MESSAGES.wrongRoth },
} as const;

/**
 * Starts a rollover from an old employer plan (issue 16 item 6): one row per destination account, pre-tax money into
 * the Traditional IRA or Rollover Account, Roth money into the Roth IRA, grouped by a new transferIntentId, each at
 * PLAN_FOUND. A rollover the wizard made for that account and still waiting for its plan details (DETAILS_NEEDED) is
 * completed instead of a second one being made. A retried request is answered from lib/idempotency.
 */
export async function startRollover({ viewer, input }: { viewer: Viewer | null; input: unknown }): Promise<{ rollovers: RolloverView[] }> {
  authorize(viewer, "investing:open");
  const plan = parseInput(startRolloverSchema, input);
  const db = await getDb();
  const wanted: Array<{ moneyKind: MoneyKind; amount: string; accountId: string | null }> = [
    { moneyKind: "PRE_TAX" as const, amount: plan.preTaxAmount, accountId: plan.tradAccountId },
    { moneyKind: "ROTH" as const, amount: plan.rothAmount, accountId: plan.rothAccountId },
  ].filter((leg) => leg.amount !== "0.00");
  const legs: Array<(typeof wanted)[number] & { account: Awaited<ReturnType<typeof destinationAccount>> }> = [];
  for (const leg of wanted) legs.push({ ...leg, account: await destinationAccount(db, viewer.userId, leg) });

  const transferIntentId = randomUUID();
  const now = new Date();
  return db.$transaction(async (tx) => {
    for (const leg of legs) {
      const details = {
        transferIntentId,
        step: "PLAN_FOUND" as const,
        planFoundAt: now,
        oldProvider: plan.oldProvider,
        planType: plan.planType,
        moneyKind: leg.moneyKind,
        estimatedAmount: new Prisma.Decimal(leg.amount),
        hasOutstandingLoan: plan.hasOutstandingLoan,
        hasCompanyStock: plan.hasCompanyStock,
      };
      const waiting = await tx.rollover.findFirst({
        where: { investingAccountId: leg.account.id, step: "DETAILS_NEEDED" },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true },
      });
      if (waiting) await tx.rollover.update({ where: { id: waiting.id }, data: details });
      else await tx.rollover.create({ data: { ...details, investingAccountId: leg.account.id, nickname: rolloverNickname(now) } });
      await tx.investingAccount.update({ where: { id: leg.account.id }, data: { isRollover: true } });
    }
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.rollover-started",
      metadata: { transferIntentId, accountIds: legs.map((leg) => `${leg.moneyKind}:${leg.account.accountId}`).join(",") },
    });
    return { rollovers: await loadRolloverViews(tx, viewer.userId, { transferIntentId }) };
  });
}

async function destinationAccount(db: Db, userId: string, leg: { moneyKind: MoneyKind; accountId: string | null }) {
  const rule = DESTINATIONS[leg.moneyKind];
  if (!leg.accountId) throw new AppError(AppErrorCode.INVALID_INPUT, rule.missing, { field: rule.field });
  const account = await findOwnInvestingAccount(db, userId, leg.accountId);
  if (!account.accountType || !(rule.types as readonly string[]).includes(account.accountType)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, rule.wrong, { field: rule.field });
  }
  if (account.state === "PENDING" || !account.accountId) {
    throw new AppError(AppErrorCode.CONFLICT, ROLLOVER_MESSAGES.accountNotReady, { field: rule.field });
  }
  return account;
}
