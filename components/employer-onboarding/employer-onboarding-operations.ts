// The employer onboarding's operations as the screens send them (spec 000 §7).
import { graphql } from "@/lib/graphql/client/graphql";

export const CREATE_EMPLOYER_PLAN = graphql(`mutation CreateEmployerPlan($name: String!, $pricingPlanId: String!) {
  createEmployerPlan(name: $name, pricingPlanId: $pricingPlanId) { plan { id name } error errorField }
}`);

export const UPDATE_USER_NAME = graphql(`mutation UpdateUserName($firstName: String!, $lastName: String!) {
  updateUserName(firstName: $firstName, lastName: $lastName) { user { id firstName lastName } error errorField }
}`);

/** Refetched after the plan is created (spec 000 §7): the new plan is in `plans`, and the names prefill step 2. */
export const AUTHENTICATION_INFO = graphql(`query EmployerOnboardingAuthenticationInfo {
  authenticationInfo { id firstName lastName plans { planId planName adminPermission } }
}`);
