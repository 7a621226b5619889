import { MAX_RISK_LEVEL, MIN_RISK_LEVEL, RISK_QUESTIONS, type RiskAnswers, type RiskQuestion } from "./risk-questions";

/** Why the recommendation is lower than the score alone: shown to the member in words (RISK_ADJUSTMENT_TEXT). */
export type RiskAdjustment = "short-horizon" | "inconsistent-loss-reactions" | "no-emergency-savings";

export type RiskQuizResult = {
  /** Sum of the answers' points, 0 to MAX_RISK_SCORE. */
  score: number;
  /** The level the score alone gives. */
  scoreLevel: number;
  /** The level recommended after the rules below, 1 to 5. */
  recommendedLevel: number;
  adjustments: RiskAdjustment[];
};

/** Highest score of each level below 5: 0-7 → 1, 8-11 → 2, 12-15 → 3, 16-19 → 4, 20 and more → 5. */
const LEVEL_CEILINGS = [7, 11, 15, 19] as const;
/** A horizon under three years never gets more than the Moderate portfolio (40 % stocks). */
export const SHORT_HORIZON_CAP = 2;

export const RISK_ADJUSTMENT_TEXT: Record<RiskAdjustment, string> = {
  "short-horizon": "You need the money within 3 years, so we recommend at most a Moderate portfolio.",
  "inconsistent-loss-reactions":
    "Your answers about market drops point in opposite directions, so we recommend one level less risk.",
  "no-emergency-savings":
    "You'd take on a lot of risk without emergency savings to fall back on, so we recommend one level less risk.",
};

function pointsOf(answers: RiskAnswers): number {
  return RISK_QUESTIONS.reduce((sum, question: RiskQuestion) => {
    const answer = question.answers.find((candidate) => candidate.id === answers[question.id as keyof RiskAnswers]);
    if (!answer) throw new Error(`No answer to ${question.id}`);
    return sum + answer.points;
  }, 0);
}

export function levelForScore(score: number): number {
  const index = LEVEL_CEILINGS.findIndex((ceiling) => score <= ceiling);
  return index === -1 ? MAX_RISK_LEVEL : index + 1;
}

/**
 * Scores complete answers (checked against the questionnaire by riskAnswersSchema) into a risk level:
 * the score's level, one level lower when the answers contradict each other (the two loss reactions point opposite
 * ways, or a high-risk profile has no emergency savings; one level at most), then at most 2 for a horizon under
 * 3 years; never below 1.
 */
export function scoreRiskQuiz(answers: RiskAnswers): RiskQuizResult {
  const score = pointsOf(answers);
  const scoreLevel = levelForScore(score);
  const adjustments: RiskAdjustment[] = [];
  let level = scoreLevel;

  const reactions = [answers["drop-20-in-a-month"], answers["down-10-over-a-year"]];
  const contradictoryReactions = reactions.includes("sell-everything") && reactions.includes("buy-more");
  const riskyWithoutSavings = answers["emergency-savings"] === "none" && scoreLevel >= 4;
  if (contradictoryReactions) adjustments.push("inconsistent-loss-reactions");
  if (riskyWithoutSavings) adjustments.push("no-emergency-savings");
  if (contradictoryReactions || riskyWithoutSavings) level -= 1;

  if (answers.horizon === "under-3-years" && level > SHORT_HORIZON_CAP) {
    level = SHORT_HORIZON_CAP;
    adjustments.push("short-horizon");
  }

  return { score, scoreLevel, recommendedLevel: Math.max(MIN_RISK_LEVEL, Math.min(MAX_RISK_LEVEL, level)), adjustments };
}

export type RiskLevelChoice = { allowed: true; needsAcknowledgement: boolean } | { allowed: false };

/**
 * Whether a member may choose `chosenLevel` after being recommended `recommendedLevel`: the recommendation itself,
 * or one level either side with an acknowledgement; nothing further.
 */
export function riskLevelChoice(recommendedLevel: number, chosenLevel: number): RiskLevelChoice {
  const distance = Math.abs(chosenLevel - recommendedLevel);
  if (distance > 1 || chosenLevel < MIN_RISK_LEVEL || chosenLevel > MAX_RISK_LEVEL) return { allowed: false };
  return { allowed: true, needsAcknowledgement: distance === 1 };
}
