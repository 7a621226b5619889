import { graphql } from "@/lib/graphql/client/graphql";

// Staff customer and plan tools (issue 14 item 6; names ours). The pages read on the server; these are the writes.

export const SET_LEGAL_HOLD = graphql(`mutation SetLegalHold($userId: ID!, $onHold: Boolean!, $reason: String!) {
  setLegalHold(userId: $userId, onHold: $onHold, reason: $reason) { legalHoldAt legalHoldReason error errorField }
}`);

export const COMPLETE_DELETION_REQUEST = graphql(`mutation CompleteDeletionRequest($requestId: ID!) {
  completeDeletionRequest(requestId: $requestId) { requestId error }
}`);

export const UPDATE_PLAN_CONTRACT = graphql(`mutation UpdatePlanContract($planId: ID!, $seats: Int!, $renewalDate: String) {
  updatePlanContract(planId: $planId, seats: $seats, renewalDate: $renewalDate) { seats renewalDate error errorField }
}`);

export const CREATE_ADVISED_PLAN = graphql(`mutation CreateAdvisedPlan($name: String!, $pricingPlanId: String!, $seats: Int!) {
  createAdvisedPlan(name: $name, pricingPlanId: $pricingPlanId, seats: $seats) { planId error errorField }
}`);

export const SET_COACH_ROLE = graphql(`mutation SetCoachRole($userId: ID!, $isCoach: Boolean!) {
  setCoachRole(userId: $userId, isCoach: $isCoach) { isCoach error }
}`);
