import { getSql } from "@/lib/db";
import { planMembershipAccessSql } from "@/lib/roster/plan-membership-access";
import type { Viewer } from "@/lib/authz/viewer";
import { AppError, AppErrorCode, SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";
import { isInvestEligibleEmail } from "@/lib/users/is-invest-eligible-email";
import type { PlanPermission } from "@/lib/generated/prisma/client";
import { toPlanEntries, type PlanEntry } from "@/lib/users/plan-entries";

export type { PlanEntry };

export type AuthenticationInfo = {
  id: string;
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  isUserEmailVerified: boolean;
  isVerifiedPlanMember: boolean;
  matchedPlanMember: { id: string; workEmail: string } | null;
  plans: PlanEntry[];
  advisorPlans: Array<{ planId: string; planName: string }>;
  hasInvested: boolean;
  isInvestEligible: boolean;
  isStaff: boolean;
  isPlanSuccessManager: boolean;
  /** A staff member who coaches (User.isCoach): their coaching calendar in the admin menu. */
  isCoach: boolean;
  isAdvisor: boolean;
  isCoachMode: boolean;
  coachedUser: { id: string; email: string } | null;
  /** In coach mode: when the member's consent runs out, and whether they allowed changes. */
  coachAccessEndsAt: Date | null;
  coachCanEdit: boolean;
  lastOnboardingStep: number | null;
  isSkipOnboarding: boolean;
  /** Set while an employer who signed up for this pricing plan has not created their company plan yet. */
  employerSignUpPlanId: string | null;
  recoveryEmail: string | null;
  isUserRecoveryEmailVerified: boolean;
  is2faEnabled: boolean;
  phoneNumber: string | null;
  isSingleSignOn: boolean;
  googleAvatarUrl: string | null;
};

type PlanJson = { id: string; name: string; isFinchSyncFailed: boolean };

type UserJson = {
  id: string;
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  isEmailVerified: boolean;
  recoveryEmail: string | null;
  isRecoveryEmailVerified: boolean;
  is2faEnabled: boolean;
  phoneNumber: string | null;
  isSingleSignOn: boolean;
  googleAvatarUrl: string | null;
  lastOnboardingStep: number | null;
  isSkipOnboarding: boolean;
  employerSignUpPlanId: string | null;
  planMemberships: Array<{ employerPlan: PlanJson }>;
  planAdmins: Array<{ permission: PlanPermission; employerPlan: PlanJson }>;
  advisorPlans: Array<{ planId: string; planName: string }>;
  hasInvested: boolean;
  matchedPlanMember: { id: string; workEmail: string } | null;
};

const planJson = `json_build_object('id', p.id, 'name', p.name, 'isFinchSyncFailed', p."isFinchSyncFailed")`;

// The user and every relation the shell needs in one statement, on every page and every signed-in client start
// (docs/decisions.md, "API speed"). The roster entry waiting for this user (matched by the account's email or a work
// email of theirs) only matters until they are a verified member of some plan.
const AUTHENTICATION_INFO_SQL = `WITH verified AS (
  SELECT m."createdAt", m.id, ${planJson} AS plan FROM "PlanMember" m
  JOIN "EmployerPlan" p ON p.id = m."employerPlanId"
  WHERE m."userId" = $1 AND m.status = 'VERIFIED' AND ${planMembershipAccessSql("m")}
)
SELECT json_build_object(
  'id', u.id, 'email', u.email, 'username', u.username, 'firstName', u."firstName", 'lastName', u."lastName",
  'isEmailVerified', u."isEmailVerified", 'recoveryEmail', u."recoveryEmail",
  'isRecoveryEmailVerified', u."isRecoveryEmailVerified", 'is2faEnabled', u."is2faEnabled",
  'phoneNumber', u."phoneNumber", 'isSingleSignOn', u."isSingleSignOn", 'googleAvatarUrl', u."googleAvatarUrl",
  'lastOnboardingStep', u."lastOnboardingStep", 'isSkipOnboarding', u."isSkipOnboarding",
  'employerSignUpPlanId', u."employerSignUpPlanId",
  'planMemberships', COALESCE((SELECT json_agg(json_build_object('employerPlan', v.plan) ORDER BY v."createdAt", v.id)
    FROM verified v), '[]'::json),
  'planAdmins', COALESCE((SELECT json_agg(json_build_object('permission', a.permission, 'employerPlan', ${planJson})
    ORDER BY a."createdAt", a.id) FROM "PlanAdmin" a JOIN "EmployerPlan" p ON p.id = a."employerPlanId"
    WHERE a."userId" = $1), '[]'::json),
  'advisorPlans', COALESCE((SELECT json_agg(json_build_object('planId', p.id, 'planName', p.name)
    ORDER BY a."createdAt", a.id) FROM "AdvisorPlan" a JOIN "EmployerPlan" p ON p.id = a."employerPlanId"
    WHERE a."advisorUserId" = $1), '[]'::json),
  'hasInvested', EXISTS (SELECT 1 FROM "InvestingAccount" i WHERE i."userId" = $1 AND i.state <> 'PENDING'),
  'matchedPlanMember', CASE WHEN EXISTS (SELECT 1 FROM verified) THEN NULL ELSE (
    SELECT json_build_object('id', pm.id, 'workEmail', pm."workEmail") FROM "PlanMember" pm
    WHERE pm.status IN ('ADDED', 'INVITED') AND pm."employmentStatus" <> 'TERMINATED' AND (pm."workEmail" = u.email OR pm."workEmail" IN (
      SELECT e."workProvidedEmail" FROM "Employment" e JOIN "Customer" c ON c.id = e."customerId"
      WHERE c."userId" = $1))
    ORDER BY pm."createdAt" LIMIT 1) END
) AS "user" FROM "User" u WHERE u.id = $1`;

/**
 * What the signed-in shell needs to know about the current user (spec 000 §3, 001 §3). In coach mode the profile
 * fields describe the customer being viewed, while isStaff / isPlanSuccessManager / isAdvisor describe the coach at
 * the keyboard, whose tools stay available.
 */
export async function getAuthenticationInfo({ viewer }: { viewer: Viewer }): Promise<AuthenticationInfo> {
  const sql = await getSql();
  const [row] = await sql.query<{ user: UserJson }>(AUTHENTICATION_INFO_SQL, [viewer.userId]);
  if (!row) throw new AppError(AppErrorCode.UNAUTHENTICATED, SIGN_IN_AGAIN_MESSAGE);
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    isUserEmailVerified: user.isEmailVerified,
    isVerifiedPlanMember: user.planMemberships.length > 0,
    matchedPlanMember: user.matchedPlanMember,
    plans: toPlanEntries(user),
    advisorPlans: user.advisorPlans,
    hasInvested: user.hasInvested,
    isInvestEligible: user.hasInvested || isInvestEligibleEmail(user.email),
    isStaff: viewer.actor.isStaff,
    isPlanSuccessManager: viewer.actor.isPlanSuccessManager,
    isCoach: viewer.actor.isCoach,
    isAdvisor: viewer.actor.isAdvisor,
    isCoachMode: viewer.isCoachMode,
    coachedUser: viewer.coachedUser,
    coachAccessEndsAt: viewer.coachAccess?.endsAt ?? null,
    coachCanEdit: viewer.coachAccess?.allowEdits ?? false,
    lastOnboardingStep: user.lastOnboardingStep,
    isSkipOnboarding: user.isSkipOnboarding,
    employerSignUpPlanId: user.employerSignUpPlanId,
    recoveryEmail: user.recoveryEmail,
    isUserRecoveryEmailVerified: user.isRecoveryEmailVerified,
    is2faEnabled: user.is2faEnabled,
    phoneNumber: user.phoneNumber,
    isSingleSignOn: user.isSingleSignOn,
    googleAvatarUrl: user.googleAvatarUrl,
  };
}
