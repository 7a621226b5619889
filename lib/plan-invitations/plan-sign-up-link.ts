import { absoluteUrl } from "@/lib/site-url";

/**
 * Where an invited employee signs up (docs/decisions.md, "Invitations"): the member sign-up, /sign-up. Spec 000 §2.11
 * makes /sign-up/for-employers/{plan} the employer's onboarding (plan = the pricing plan sold), which would make the
 * employee an administrator of a new company; a member who signs up with the invited work email is matched to the
 * roster row (matchedPlanMember) and verified through /verify.
 */
export function planSignUpLink(): string {
  return absoluteUrl("/sign-up");
}
