import { builder } from "@/lib/graphql/builder";
// Each module registers its types and operations on the builder.
import "@/lib/graphql/operations/account-recovery";
import "@/lib/graphql/operations/account-settings";
import "@/lib/graphql/operations/authentication-info";
import "@/lib/graphql/operations/background-jobs";
import "@/lib/graphql/operations/bank-linking";
import "@/lib/graphql/operations/coach-mode";
import "@/lib/graphql/operations/create-new-user-via-password";
import "@/lib/graphql/operations/delete-financial-accounts";
import "@/lib/graphql/operations/email-verification";
import "@/lib/graphql/operations/employer-onboarding";
import "@/lib/graphql/operations/financial-accounts";
import "@/lib/graphql/operations/financial-health";
import "@/lib/graphql/operations/google";
import "@/lib/graphql/operations/log-out";
import "@/lib/graphql/operations/okta";
import "@/lib/graphql/operations/onboarding-profile";
import "@/lib/graphql/operations/password-log-in";
import "@/lib/graphql/operations/password-reset";
import "@/lib/graphql/operations/plan-member-verification";
import "@/lib/graphql/operations/request-demo";
import "@/lib/graphql/operations/resend-mfa-code";
import "@/lib/graphql/operations/search-employer-plans";
import "@/lib/graphql/operations/update-user-onboarding-step";

export const schema = builder.toSchema({ sortSchema: true });

/** Operations a signed-out caller may use; every other operation answers 'Please sign in and try again.' */
export const PUBLIC_OPERATIONS = new Set<string>([
  "logOut",
  "googleLogIn",
  "createNewUserViaGoogle",
  "oktaLogIn",
  "oktaSignup",
  "passwordLogIn",
  "resendMfaCode",
  "createNewUserViaPassword",
  "verifyEmail",
  "sendResetPasswordEmail",
  "magicLinkValid",
  "resetPassword",
  "sendRecoverAccountEmail",
  "recoverAccountTokenDetails",
  "sendRecoverAccountCode",
  "recoverAccount",
  "requestDemo",
  "verifyRecoveryEmail",
]);
