// The employer onboarding's operations as the screens send them (spec 000 §7).

export const CREATE_EMPLOYER_PLAN = `mutation CreateEmployerPlan($name: String!, $pricingPlanId: String!) {
  createEmployerPlan(name: $name, pricingPlanId: $pricingPlanId) { plan { id name } error errorField }
}`;

export const UPDATE_USER_NAME = `mutation UpdateUserName($firstName: String!, $lastName: String!) {
  updateUserName(firstName: $firstName, lastName: $lastName) { user { id firstName lastName } error errorField }
}`;

/** Refetched after the plan is created (spec 000 §7): the new plan is in `plans`, and the names prefill step 2. */
export const AUTHENTICATION_INFO = `query EmployerOnboardingAuthenticationInfo {
  authenticationInfo { id firstName lastName plans { planId planName adminPermission } }
}`;

export type CreateEmployerPlanData = {
  createEmployerPlan: { plan: { id: string; name: string } | null; error: string | null; errorField: string | null };
};

export type UpdateUserNameData = {
  updateUserName: {
    user: { id: string; firstName: string; lastName: string } | null;
    error: string | null;
    errorField: string | null;
  };
};

export type AuthenticationInfoData = {
  authenticationInfo: { id: string; firstName: string; lastName: string };
};
