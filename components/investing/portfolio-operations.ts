// The risk questionnaire's and the portfolio change's mutations as the screens send them.
import { graphql } from "@/lib/graphql/client/graphql";

export const SUBMIT_RISK_ASSESSMENT = graphql(`mutation SubmitRiskAssessment($accountId: String!, $answers: [RiskAnswerInput!]!, $version: String!) {
  submitRiskAssessment(accountId: $accountId, answers: $answers, version: $version) {
    error
    assessment { id recommendedLevel adjustments recommendedModelPortfolio { id } }
  }
}`);

export const CHANGE_MODEL_PORTFOLIO = graphql(`mutation ChangeModelPortfolio(
  $accountId: String!, $modelPortfolioId: ID!, $acknowledgeRiskDifference: Boolean, $requestId: String
) {
  changeModelPortfolio(
    accountId: $accountId, modelPortfolioId: $modelPortfolioId, acknowledgeRiskDifference: $acknowledgeRiskDifference, requestId: $requestId
  ) {
    error
    change { id state }
  }
}`);

export function successHref(accountId: string, changeId: string): string {
  return `/investing/${encodeURIComponent(accountId)}/portfolio/change/success?changeId=${encodeURIComponent(changeId)}`;
}
