import { graphql } from "@/lib/graphql/client/graphql";

// Coach mode by consent (issue 14 item 7; names ours).

export const COACH_ACCESS_REQUESTS = graphql(`query CoachAccessRequests {
  coachAccessRequests { id coachName reason status allowEdits isEmergency requestedAt expiresAt }
}`);

export const COACH_ACCESS_FOR_TOKEN = graphql(`query CoachAccessForToken($token: String!) {
  coachAccessForToken(token: $token) { id coachName reason status allowEdits isEmergency requestedAt expiresAt }
}`);

export const ANSWER_COACH_ACCESS = graphql(`mutation AnswerCoachAccessRequest($input: AnswerCoachAccessInput!) {
  answerCoachAccessRequest(input: $input) {
    error
    request { id coachName reason status allowEdits isEmergency requestedAt expiresAt }
  }
}`);

export const REVOKE_COACH_ACCESS = graphql(`mutation RevokeCoachAccess($requestId: ID!) {
  revokeCoachAccess(requestId: $requestId) { error request { id status } }
}`);

export const REQUEST_COACH_ACCESS = graphql(`mutation RequestCoachAccess($input: CoachAccessInput!) {
  requestCoachAccess(input: $input) { requestId expiresAt error errorField retryAfterSeconds }
}`);

export const START_EMERGENCY_COACH_ACCESS = graphql(`mutation StartEmergencyCoachAccess($input: CoachAccessInput!) {
  startEmergencyCoachAccess(input: $input) { endsAt error errorField }
}`);

export type CoachAccessRequestView = {
  id: string;
  coachName: string;
  reason: string;
  status: "REQUESTED" | "APPROVED" | "DECLINED" | "EXPIRED" | "REVOKED" | "ENDED";
  allowEdits: boolean;
  isEmergency: boolean;
  requestedAt: string;
  expiresAt: string;
};
