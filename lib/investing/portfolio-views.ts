import type { Db, Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { RISK_QUIZ_VERSION, scoreRiskQuiz, type RiskAdjustment, type RiskAnswers } from "./risk-quiz";

// The rows of a risk assessment and a portfolio change as the API and the pages show them.

export type RiskAssessmentView = {
  id: string;
  questionnaireVersion: string;
  answers: Record<string, string>;
  score: number;
  recommendedLevel: number;
  chosenLevel: number | null;
  acknowledged: boolean;
  /** Why the recommendation is below the score's level (current version only). */
  adjustments: RiskAdjustment[];
  createdAt: Date;
};

export const RISK_ASSESSMENT_SELECT = {
  id: true,
  questionnaireVersion: true,
  answers: true,
  score: true,
  recommendedLevel: true,
  chosenLevel: true,
  acknowledged: true,
  createdAt: true,
} as const satisfies Prisma.RiskAssessmentSelect;

export function toRiskAssessmentView(row: Prisma.RiskAssessmentGetPayload<{ select: typeof RISK_ASSESSMENT_SELECT }>): RiskAssessmentView {
  const answers = (row.answers ?? {}) as Record<string, string>;
  const adjustments = row.questionnaireVersion === RISK_QUIZ_VERSION ? scoreRiskQuiz(answers as RiskAnswers).adjustments : [];
  return { ...row, answers, adjustments };
}

export async function latestRiskAssessment(db: Db | Tx, investingAccountId: string): Promise<RiskAssessmentView | null> {
  const row = await db.riskAssessment.findFirst({
    where: { investingAccountId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: RISK_ASSESSMENT_SELECT,
  });
  return row ? toRiskAssessmentView(row) : null;
}

export type PortfolioRef = { id: string; name: string; riskLevel: number; stockPercent: number; bondPercent: number };
export type PortfolioChangeView = {
  id: string;
  state: "PENDING" | "EFFECTIVE" | "CANCELLED";
  requestedAt: Date;
  effectiveAt: Date | null;
  fromModelPortfolio: PortfolioRef | null;
  toModelPortfolio: PortfolioRef;
};

const PORTFOLIO_REF = { select: { id: true, name: true, riskLevel: true, stockPercent: true, bondPercent: true } } as const;
export const PORTFOLIO_CHANGE_SELECT = {
  id: true,
  state: true,
  requestedAt: true,
  effectiveAt: true,
  fromModelPortfolio: PORTFOLIO_REF,
  toModelPortfolio: PORTFOLIO_REF,
} as const satisfies Prisma.PortfolioChangeSelect;
