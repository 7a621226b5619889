import { builder } from "@/lib/graphql/builder";
import type { AuthenticationInfo, PlanEntry } from "@/lib/users/get-authentication-info";

const AdminPermissionEnum = builder.enumType("AdminPermission", {
  values: { owner: { value: "owner" }, editor: { value: "editor" }, viewer: { value: "viewer" } } as const,
});

export const PlanEntryType = builder.objectRef<PlanEntry>("PlanEntry").implement({
  description: "A plan the user belongs to or administers (spec 000 §3 'Plan entry').",
  fields: (t) => ({
    planId: t.exposeID("planId"),
    planName: t.exposeString("planName"),
    adminPermission: t.field({ type: AdminPermissionEnum, nullable: true, resolve: (plan) => plan.adminPermission }),
    isFinchSyncFailed: t.exposeBoolean("isFinchSyncFailed"),
  }),
});

const AdvisorPlanType = builder.objectRef<{ planId: string; planName: string }>("AdvisorPlanEntry").implement({
  fields: (t) => ({ planId: t.exposeID("planId"), planName: t.exposeString("planName") }),
});

const MatchedPlanMemberType = builder.objectRef<{ id: string; workEmail: string }>("MatchedPlanMember").implement({
  description: "The roster entry whose work email matches this user and is waiting for verification.",
  fields: (t) => ({ id: t.exposeID("id"), workEmail: t.exposeString("workEmail") }),
});

const CoachedUserType = builder.objectRef<{ id: string; email: string }>("CoachedUser").implement({
  description: "The customer a coach is viewing in coach mode.",
  fields: (t) => ({ id: t.exposeID("id"), email: t.exposeString("email") }),
});

export const AuthenticationInfoType = builder.objectRef<AuthenticationInfo>("AuthenticationInfo").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    username: t.exposeString("username", { nullable: true }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    isUserEmailVerified: t.exposeBoolean("isUserEmailVerified"),
    isVerifiedPlanMember: t.exposeBoolean("isVerifiedPlanMember"),
    matchedPlanMember: t.field({
      type: MatchedPlanMemberType,
      nullable: true,
      resolve: (info) => info.matchedPlanMember,
    }),
    plans: t.field({ type: [PlanEntryType], resolve: (info) => info.plans }),
    advisorPlans: t.field({ type: [AdvisorPlanType], resolve: (info) => info.advisorPlans }),
    hasInvested: t.exposeBoolean("hasInvested"),
    isInvestEligible: t.exposeBoolean("isInvestEligible"),
    isStaff: t.exposeBoolean("isStaff"),
    isPlanSuccessManager: t.exposeBoolean("isPlanSuccessManager"),
    isCoach: t.exposeBoolean("isCoach", { description: "A staff coach: their coaching calendar (/coaching/calendar)." }),
    isAdvisor: t.exposeBoolean("isAdvisor"),
    isCoachMode: t.exposeBoolean("isCoachMode"),
    coachedUser: t.field({ type: CoachedUserType, nullable: true, resolve: (info) => info.coachedUser }),
    coachAccessEndsAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "In coach mode: when the member's consent ends (at most 60 minutes after they gave it).",
      resolve: (info) => info.coachAccessEndsAt,
    }),
    coachCanEdit: t.exposeBoolean("coachCanEdit", {
      description: "In coach mode: the member allowed changes. Otherwise every change is refused.",
    }),
    lastOnboardingStep: t.exposeInt("lastOnboardingStep", { nullable: true }),
    isSkipOnboarding: t.exposeBoolean("isSkipOnboarding"),
    recoveryEmail: t.exposeString("recoveryEmail", { nullable: true }),
    isUserRecoveryEmailVerified: t.exposeBoolean("isUserRecoveryEmailVerified"),
    is2faEnabled: t.exposeBoolean("is2faEnabled"),
    phoneNumber: t.exposeString("phoneNumber", { nullable: true }),
    isSingleSignOn: t.exposeBoolean("isSingleSignOn"),
    googleAvatarUrl: t.exposeString("googleAvatarUrl", { nullable: true }),
  }),
});
