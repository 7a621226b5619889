import "server-only";
import { randomUUID } from "node:crypto";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { formatMoney } from "@/lib/format/format-money";
import { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { parseInput } from "@/lib/validation/parse-input";
import { ACCOUNT_NOT_FOUND_MESSAGE } from "../find-own-investing-account";
import { contributedByTaxYear, IRA_ACCOUNT_TYPES } from "./contributed-this-year";
import { birthDateOf, easternDate, iraContributionLimitCents, openTaxYears } from "./contribution-limits";
import { depositSchema, FUNDING_MESSAGES, type DepositInput } from "./funding-rules";
import { FUNDING_RULES_SELECT, lockedReason } from "./get-funding-options";

// A deposit the member asks for on /investing/fund (issue 16 item 4): one time, or a recurring schedule whose first
// run may be today. Everything is decided and written in one transaction: the bank relationship to make (once per
// investing account and bank account), the transfer row (REQUESTED) and the job that sends it to the clearing firm
// with the row's request id as idempotency key. IRA contributions are checked against the person's yearly limit
// under a lock on the member's row, so two deposits at once cannot both fit the last of the room.

const DAY_MS = 86_400_000;
const MAX_START_DAYS = 365;

export type CreatedDeposit = { transferId: string | null; recurringDepositId: string | null };

function utcDay(date: { year: number; month: number; day: number }): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

export async function createInvestingDeposit({
  viewer,
  input,
  now = new Date(),
}: {
  viewer: Viewer | null;
  input: DepositInput;
  now?: Date;
}): Promise<CreatedDeposit> {
  authorize(viewer, "investing:trade");
  const deposit = parseInput(depositSchema, input);
  const today = utcDay(easternDate(now));
  const startsOn = deposit.frequency === "ONE_TIME" || !deposit.startsOn ? today : new Date(`${deposit.startsOn}T00:00:00Z`);
  if (startsOn < today || startsOn.getTime() > today.getTime() + MAX_START_DAYS * DAY_MS) {
    throw new AppError(AppErrorCode.INVALID_INPUT, FUNDING_MESSAGES.startsOn, { field: "startsOn" });
  }
  const db = await getDb();
  return db.$transaction(async (tx) => {
    // One funding decision per member at a time: the IRA room is shared by all their IRAs.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${viewer.userId} FOR UPDATE`;
    const account = await tx.investingAccount.findFirst({
      where: { userId: viewer.userId, registrationType: { not: "EXTERNAL" }, OR: [{ accountId: deposit.accountId }, { id: deposit.accountId }] },
      select: {
        id: true,
        accountId: true,
        ...FUNDING_RULES_SELECT,
      },
    });
    if (!account) throw new AppError(AppErrorCode.NOT_FOUND, ACCOUNT_NOT_FOUND_MESSAGE, { field: "accountId" });
    const locked = lockedReason(account);
    if (locked || !account.accountId) throw new AppError(AppErrorCode.CONFLICT, locked ?? FUNDING_MESSAGES.notActive, { field: "accountId" });

    const taxYear = await checkContribution(tx, viewer.userId, account, deposit, startsOn, now);
    const relationship = await fundingRelationshipFor(tx, viewer.userId, account.id, deposit.fromAssetId);
    const amount = new Prisma.Decimal(deposit.amountCents).div(100);

    let recurringDepositId: string | null = null;
    if (deposit.frequency !== "ONE_TIME") {
      const recurring = await tx.recurringDeposit.create({
        data: {
          investingAccountId: account.id,
          fundingRelationshipId: relationship.id,
          amount,
          frequency: deposit.frequency,
          startsOn,
          nextRunOn: startsOn,
        },
        select: { id: true },
      });
      recurringDepositId = recurring.id;
      await recordAuditEvent({
        db: tx,
        actorUserId: viewer.actor.id,
        subjectUserId: viewer.userId,
        action: "investing.recurring-deposit-created",
        metadata: { accountId: account.accountId, recurringDepositId, frequency: deposit.frequency },
      });
      // The first run happens through the schedule's job like every later one (today's right away).
      if (startsOn.getTime() === today.getTime()) {
        await enqueueJob(tx, QUEUES.runRecurringDeposits.name, { recurringDepositId }, { singletonKey: `recurring-deposit:${recurringDepositId}` });
      }
      return { transferId: null, recurringDepositId };
    }

    const transfer = await tx.investingTransfer.create({
      data: {
        investingAccountId: account.id,
        fundingRelationshipId: relationship.id,
        requestId: `deposit-${randomUUID()}`,
        amount,
        taxYear,
      },
      select: { id: true },
    });
    await enqueueJob(tx, QUEUES.submitInvestingDeposit.name, { transferId: transfer.id }, { singletonKey: `deposit:${transfer.id}` });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.deposit-requested",
      metadata: { accountId: account.accountId, transferId: transfer.id, taxYear },
    });
    return { transferId: transfer.id, recurringDepositId };
  });
}

/** For an IRA: the tax year the deposit counts for, checked against what is left; null for a brokerage account. */
async function checkContribution(
  tx: Tx,
  userId: string,
  account: { accountType: string | null; parties: { birthDate: Date | null }[] },
  deposit: { frequency: string; taxYear?: number | null; amountCents: number },
  startsOn: Date,
  now: Date,
): Promise<number | null> {
  if (!(IRA_ACCOUNT_TYPES as readonly string[]).includes(account.accountType ?? "")) return null;
  // A recurring contribution counts for the year each run is made in; a one-time one for the year chosen.
  const taxYear = deposit.frequency === "ONE_TIME" ? (deposit.taxYear ?? openTaxYears(now)[0]!) : startsOn.getUTCFullYear();
  if (deposit.frequency === "ONE_TIME" && !openTaxYears(now).includes(taxYear)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, FUNDING_MESSAGES.taxYearClosed(taxYear), { field: "taxYear" });
  }
  await assertContributionFits(tx, userId, account, taxYear, deposit.amountCents);
  return taxYear;
}

/** Refuses a contribution above what is left of the person's limit for the tax year. */
export async function assertContributionFits(
  tx: Tx,
  userId: string,
  account: { parties: { birthDate: Date | null }[] },
  taxYear: number,
  amountCents: number,
): Promise<void> {
  const limit = iraContributionLimitCents(taxYear, birthDateOf(account.parties[0]?.birthDate));
  const contributed = (await contributedByTaxYear(tx, userId, [taxYear])).get(taxYear) ?? 0;
  if (contributed + amountCents > limit) {
    throw new AppError(
      AppErrorCode.INVALID_INPUT,
      FUNDING_MESSAGES.overLimit(taxYear, formatMoney(Math.max(0, limit - contributed) / 100), formatMoney(limit / 100)),
      { field: "amount" },
    );
  }
}

/** The relationship between this investing account and the member's bank account, made (PENDING) when new. */
async function fundingRelationshipFor(tx: Tx, userId: string, investingAccountId: string, assetId: string) {
  const asset = await tx.asset.findFirst({
    where: { id: assetId, customer: { userId }, deletedAt: null, provider: "PLAID", assetType: { in: ["CHECKING", "SAVING"] }, institutionItemId: { not: null } },
    select: { id: true, mask: true, institutionItem: { select: { name: true } } },
  });
  if (!asset) throw new AppError(AppErrorCode.INVALID_INPUT, FUNDING_MESSAGES.bankNotLinked, { field: "fromAssetId" });
  const existing = await tx.fundingRelationship.findFirst({
    where: { investingAccountId, assetId: asset.id, state: { in: ["PENDING", "APPROVED"] } },
    select: { id: true },
  });
  if (existing) return existing;
  return tx.fundingRelationship.create({
    data: {
      investingAccountId,
      assetId: asset.id,
      requestId: `ach-${randomUUID()}`,
      bankName: asset.institutionItem?.name ?? "Your bank",
      mask: asset.mask,
    },
    select: { id: true },
  });
}
