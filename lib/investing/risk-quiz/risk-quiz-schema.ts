import { z } from "zod";
import { RISK_QUESTIONS, RISK_QUIZ_VERSION, type RiskAnswers } from "./risk-questions";

export const RISK_QUIZ_MESSAGES = {
  unanswered: "Please answer every question.",
  outdated: "The questionnaire has changed since you started it. Please reload the page and answer it again.",
} as const;

/** One answer per question, from its fixed answer ids; nothing else. Shared by the quiz form and submitRiskAssessment. */
export const riskAnswersSchema = z.strictObject(
  Object.fromEntries(
    RISK_QUESTIONS.map((question) => [
      question.id,
      z.enum(question.answers.map((answer) => answer.id) as [string, ...string[]], { error: RISK_QUIZ_MESSAGES.unanswered }),
    ]),
  ),
  { error: RISK_QUIZ_MESSAGES.unanswered },
) as unknown as z.ZodType<RiskAnswers>;

export const riskVersionSchema = z.literal(RISK_QUIZ_VERSION, { error: RISK_QUIZ_MESSAGES.outdated });
