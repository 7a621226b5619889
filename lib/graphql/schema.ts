import { builder } from "@/lib/graphql/builder";
// Each module registers its types and operations on the builder.
import "@/lib/graphql/account-settings/account-settings";
import "@/lib/graphql/accounts/delete-financial-accounts";
import "@/lib/graphql/accounts/financial-accounts";
import "@/lib/graphql/auth/account-recovery";
import "@/lib/graphql/auth/create-new-user-via-password";
import "@/lib/graphql/auth/email-verification";
import "@/lib/graphql/auth/google";
import "@/lib/graphql/auth/log-out";
import "@/lib/graphql/auth/okta";
import "@/lib/graphql/auth/password-log-in";
import "@/lib/graphql/auth/password-reset";
import "@/lib/graphql/auth/resend-mfa-code";
import "@/lib/graphql/bank-linking/bank-linking";
import "@/lib/graphql/coach-mode/coach-mode";
import "@/lib/graphql/demo-requests/request-demo";
import "@/lib/graphql/financial-health/financial-health";
import "@/lib/graphql/jobs/background-jobs";
import "@/lib/graphql/manual-transactions/manual-transactions";
import "@/lib/graphql/onboarding/onboarding-profile";
import "@/lib/graphql/onboarding/update-user-onboarding-step";
import "@/lib/graphql/plans/employer-onboarding";
import "@/lib/graphql/plans/plan-dashboard";
import "@/lib/graphql/plans/plan-member-verification";
import "@/lib/graphql/plans/search-employer-plans";
import "@/lib/graphql/users/authentication-info";

export const schema = builder.toSchema({ sortSchema: true });
