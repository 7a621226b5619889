import { randomUUID } from "node:crypto";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { z } from "zod";
import { findOwnInvestingAccount } from "./find-own-investing-account";

export const ROLLOVER_MESSAGES = {
  notRetirement: "A rollover goes into a retirement account (Traditional IRA, Roth IRA or Rollover Account).",
  notSubmitted: "Affirm your account's agreements before starting a rollover.",
} as const;

const nicknameSchema = z.string().trim().min(1, "Give the rollover a name.").max(60, "Use at most 60 characters.");

/**
 * Starts a rollover into one of the member's retirement accounts once its agreements are affirmed (002 §4: after
 * affirming, a rollover account goes on to its rollover, named 'Rollover - MM/DD/YYYY'; §7 createManualRollover).
 * It starts at DETAILS_NEEDED: its page asks for the old plan, and startRollover completes this row (PLAN_FOUND).
 */
export async function createManualRollover({
  viewer,
  apexAccountId,
  rolloverNickname,
}: {
  viewer: Viewer | null;
  apexAccountId: string;
  rolloverNickname: string;
}): Promise<{ rolloverId: string }> {
  authorize(viewer, "investing:open");
  const nickname = parseInput(nicknameSchema, rolloverNickname);
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, apexAccountId);
  if (account.accountType === "INDIVIDUAL") throw new AppError(AppErrorCode.INVALID_INPUT, ROLLOVER_MESSAGES.notRetirement);
  if (account.state === "PENDING" || !account.accountId) {
    throw new AppError(AppErrorCode.CONFLICT, ROLLOVER_MESSAGES.notSubmitted);
  }
  return db.$transaction(async (tx) => {
    const rollover = await tx.rollover.create({
      data: { investingAccountId: account.id, nickname, transferIntentId: randomUUID() },
      select: { id: true },
    });
    await tx.investingAccount.update({ where: { id: account.id }, data: { isRollover: true } });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.rollover-created",
      metadata: { accountId: account.accountId, rolloverId: rollover.id },
    });
    return { rolloverId: rollover.id };
  });
}
