import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";
import { findOwnInvestingAccount } from "./find-own-investing-account";
import { canTakeRiskQuiz, PORTFOLIO_CHOICE_MESSAGES } from "./portfolio-choice-rules";
import { RISK_ASSESSMENT_SELECT, toRiskAssessmentView, type RiskAssessmentView } from "./portfolio-views";
import { riskAnswersSchema, riskVersionSchema, RISK_QUIZ_MESSAGES, scoreRiskQuiz } from "./risk-quiz";

/**
 * Scores one submission of the risk questionnaire for one of the member's accounts and stores it with the answers
 * and the questionnaire's version (issue 16 item 2). Allowed before the account is approved (the result waits for
 * it); a portfolio is chosen separately (changeModelPortfolio).
 */
export async function submitRiskAssessment({
  viewer,
  accountId,
  answers,
  version,
}: {
  viewer: Viewer | null;
  accountId: string;
  answers: ReadonlyArray<{ questionId: string; answerId: string }>;
  version: string;
}): Promise<RiskAssessmentView> {
  authorize(viewer, "investing:open");
  parseInput(riskVersionSchema, version, { field: null });
  if (new Set(answers.map((answer) => answer.questionId)).size !== answers.length) {
    throw new AppError(AppErrorCode.INVALID_INPUT, RISK_QUIZ_MESSAGES.unanswered);
  }
  const parsed = parseInput(
    riskAnswersSchema,
    Object.fromEntries(answers.map((answer) => [answer.questionId, answer.answerId])),
    { message: RISK_QUIZ_MESSAGES.unanswered },
  );
  const result = scoreRiskQuiz(parsed);
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  if (!canTakeRiskQuiz(account.state)) throw new AppError(AppErrorCode.CONFLICT, PORTFOLIO_CHOICE_MESSAGES.notOpen);
  return db.$transaction(async (tx) => {
    const row = await tx.riskAssessment.create({
      data: {
        investingAccountId: account.id,
        questionnaireVersion: version,
        answers: parsed,
        score: result.score,
        recommendedLevel: result.recommendedLevel,
      },
      select: RISK_ASSESSMENT_SELECT,
    });
    await recordAuditEvent({
      db: tx,
      actorUserId: viewer.actor.id,
      subjectUserId: viewer.userId,
      action: "investing.risk-assessment-submitted",
      metadata: { accountId: account.accountId ?? account.id, version, score: result.score, recommendedLevel: result.recommendedLevel },
    });
    return toRiskAssessmentView(row);
  });
}
