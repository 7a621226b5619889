import { randomUUID } from "node:crypto";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { QUEUES } from "@/lib/jobs/queues";
import { findOwnInvestingAccount } from "./find-own-investing-account";
import { PORTFOLIO_CHOICE_MESSAGES, portfolioLockReason } from "./portfolio-choice-rules";
import { latestRiskAssessment, PORTFOLIO_CHANGE_SELECT, type PortfolioChangeView } from "./portfolio-views";
import { riskLevelChoice } from "./risk-quiz";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The member chooses a model portfolio for an ACTIVE account (issue 16 item 3). With no money invested yet it takes
 * effect at once; otherwise the change waits (PENDING) for the rebalance job, enqueued in the same transaction, and
 * replaces a change still pending. After a questionnaire the choice is its recommendation, or one level either side
 * with `acknowledgeRiskDifference`. `requestId` (the client's, per confirmation) makes a retry return the change it
 * already made.
 */
export async function changeModelPortfolio({
  viewer,
  accountId,
  modelPortfolioId,
  acknowledgeRiskDifference,
  requestId = randomUUID(),
}: {
  viewer: Viewer | null;
  accountId: string;
  modelPortfolioId: string;
  acknowledgeRiskDifference: boolean;
  requestId?: string;
}): Promise<PortfolioChangeView> {
  authorize(viewer, "investing:open");
  if (!REQUEST_ID_PATTERN.test(requestId)) throw new AppError(AppErrorCode.INVALID_INPUT, "Invalid request id.", { field: "requestId" });
  const db = await getDb();
  const owned = await findOwnInvestingAccount(db, viewer.userId, accountId);

  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "InvestingAccount" WHERE id = ${owned.id} FOR UPDATE`;
    const earlier = await tx.portfolioChange.findUnique({
      where: { requestId },
      select: { investingAccountId: true, ...PORTFOLIO_CHANGE_SELECT },
    });
    if (earlier) {
      if (earlier.investingAccountId !== owned.id) throw new AppError(AppErrorCode.CONFLICT, PORTFOLIO_CHOICE_MESSAGES.requestReused);
      const { investingAccountId: _account, ...change } = earlier;
      return change;
    }

    const account = await tx.investingAccount.findUniqueOrThrow({
      where: { id: owned.id },
      select: { id: true, accountId: true, state: true, isMoneyInvested: true, modelPortfolioId: true },
    });
    const locked = portfolioLockReason(account.state);
    if (locked) throw new AppError(AppErrorCode.CONFLICT, locked);

    const target = await tx.modelPortfolio.findUnique({ where: { id: modelPortfolioId }, select: { id: true, riskLevel: true } });
    if (!target) throw new AppError(AppErrorCode.NOT_FOUND, PORTFOLIO_CHOICE_MESSAGES.portfolioNotFound, { field: "modelPortfolioId" });

    const assessment = await latestRiskAssessment(tx, account.id);
    if (assessment) {
      const choice = riskLevelChoice(assessment.recommendedLevel, target.riskLevel);
      if (!choice.allowed) throw new AppError(AppErrorCode.INVALID_INPUT, PORTFOLIO_CHOICE_MESSAGES.tooFarFromRecommendation, { field: "modelPortfolioId" });
      if (choice.needsAcknowledgement && !acknowledgeRiskDifference) {
        throw new AppError(AppErrorCode.INVALID_INPUT, PORTFOLIO_CHOICE_MESSAGES.acknowledgementNeeded, { field: "acknowledgeRiskDifference" });
      }
    }

    const pending = await tx.portfolioChange.findMany({
      where: { investingAccountId: account.id, state: "PENDING" },
      select: { id: true },
    });
    if (target.id === account.modelPortfolioId && pending.length === 0) {
      throw new AppError(AppErrorCode.CONFLICT, PORTFOLIO_CHOICE_MESSAGES.alreadyCurrent, { field: "modelPortfolioId" });
    }
    if (pending.length > 0) {
      await tx.portfolioChange.updateMany({ where: { id: { in: pending.map((row) => row.id) } }, data: { state: "CANCELLED" } });
    }

    const now = new Date();
    const immediate = !account.isMoneyInvested;
    const change = await tx.portfolioChange.create({
      data: {
        investingAccountId: account.id,
        fromModelPortfolioId: account.modelPortfolioId,
        toModelPortfolioId: target.id,
        requestId,
        requestedAt: now,
        state: immediate ? "EFFECTIVE" : "PENDING",
        effectiveAt: immediate ? now : null,
      },
      select: PORTFOLIO_CHANGE_SELECT,
    });
    if (immediate) {
      await tx.investingAccount.update({ where: { id: account.id }, data: { modelPortfolioId: target.id } });
    } else {
      // One waits per account: it takes whichever change is pending when it runs.
      await enqueueJob(tx, QUEUES.rebalanceInvestingAccount.name, { investingAccountId: account.id }, {
        singletonKey: `rebalance:${account.id}`,
      });
    }
    if (assessment) {
      await tx.riskAssessment.update({
        where: { id: assessment.id },
        data: { chosenLevel: target.riskLevel, acknowledged: target.riskLevel !== assessment.recommendedLevel && acknowledgeRiskDifference },
      });
    }
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.portfolio-change-requested",
      metadata: {
        accountId: account.accountId ?? account.id,
        from: account.modelPortfolioId,
        to: target.id,
        state: change.state,
        cancelledPending: pending.length,
      },
    });
    return change;
  });
}
