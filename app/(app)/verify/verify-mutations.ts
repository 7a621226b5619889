// The plan-member verification operations as the /verify screens send them.
import { graphql } from "@/lib/graphql/client/graphql";

export const SEND_PLAN_MEMBER_VERIFICATION_EMAIL = graphql(`mutation SendPlanMemberVerificationEmail($workEmail: String!, $returnPath: String) {
  sendPlanMemberVerificationEmail(workEmail: $workEmail, returnPath: $returnPath) { didSend error errorField }
}`);

export const VERIFY_PLAN_MEMBER = graphql(`mutation VerifyPlanMember($token: String!) {
  verifyPlanMember(token: $token) { didVerify error }
}`);

/** /verify/sent for this address, carrying the path to come back to. */
export function sentPath(workEmail: string, returnPath: string): string {
  return `/verify/sent?${new URLSearchParams({ work_provided_email: workEmail, next: returnPath }).toString()}`;
}

/** Said when the request did not get an answer at all (spec 001 §8 "Generic"). */
export const GENERIC_ERROR = "Something went wrong. Please try reloading the page.";
