import { getDb } from "@/lib/db";
import {
  declaredAuthScopes,
  isPublicOperation,
  isReplayableMutation,
} from "@/lib/graphql/operation-declarations";
import { schema } from "@/lib/graphql/schema";
import { addPlanAdmin, createEmployerPlan, createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { allOperations, operationText, sampleArgs, type WalkedOperation } from "@/tests/helpers/operation-walker";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const operations = allOperations(schema);
const names = (list: WalkedOperation[]) => list.map(({ field }) => field.name).sort();

/** The operations whose declared scopes name one employer plan, found by asking each declaration about `planId`. */
function planScopedOperations(planId: string): WalkedOperation[] {
  return operations.filter(({ field }) => {
    const scopes = declaredAuthScopes(field);
    if (typeof scopes !== "function") return false;
    const declared = (scopes as (root: unknown, args: Record<string, unknown>) => unknown)(null, sampleArgs(field, planId));
    return typeof declared === "object" && declared !== null && "canOnPlan" in declared;
  });
}

describe("each operation declares who may call it", () => {
  test("no operation is left without authScopes", () => {
    expect(names(operations.filter(({ field }) => declaredAuthScopes(field) === undefined))).toEqual([]);
  });

  test("exactly the sign-in, sign-up, recovery and public-site operations are open to signed-out callers", () => {
    // A new public operation must be added here on purpose.
    expect(names(operations.filter(({ field }) => isPublicOperation(field)))).toEqual([
      "createNewUserViaGoogle",
      "createNewUserViaPassword",
      "googleLogIn",
      "logOut",
      "magicLinkValid",
      "notificationPreferences",
      "oktaLogIn",
      "oktaSignup",
      "passwordLogIn",
      "recoverAccount",
      "recoverAccountTokenDetails",
      "requestDemo",
      "resendMfaCode",
      "resetPassword",
      "sendRecoverAccountCode",
      "sendRecoverAccountEmail",
      "sendResetPasswordEmail",
      "updateNotificationFrequency",
      "updateNotificationPreference",
      "verifyEmail",
      "verifyRecoveryEmail",
    ]);
  });

  test("the answers of mutations that set session cookies are never replayed", () => {
    const mutations = operations.filter(({ kind }) => kind === "mutation");
    expect(names(mutations.filter(({ field }) => !isReplayableMutation(field)))).toEqual([
      "coachLogIn",
      "coachLogOutOfCoachedUser",
      "createNewUserViaGoogle",
      "createNewUserViaPassword",
      "deleteAccount",
      "googleLogIn",
      "logOut",
      "oktaLogIn",
      "oktaSignup",
      "passwordLogIn",
      "resendMfaCode",
    ]);
  });
});

describe("plan-scoped operations", () => {
  test("every one refuses another plan's administrator and a member, and answers its own plan's viewer", async () => {
    const db = await getDb();
    const otherOwner = await createUser(db, { isEmailVerified: true });
    const ownViewer = await createUser(db, { isEmailVerified: true });
    const member = await createUser(db, { isEmailVerified: true });
    const plan = await createEmployerPlan(db);
    await createEmployerPlan(db, { owner: otherOwner });
    await addPlanAdmin(db, { userId: ownViewer.id, employerPlanId: plan.id, permission: "VIEWER" });
    const cookies = {
      otherOwner: (await sessionCookieFor(otherOwner.id)).cookie,
      ownViewer: (await sessionCookieFor(ownViewer.id)).cookie,
      member: (await sessionCookieFor(member.id)).cookie,
    };

    const scoped = planScopedOperations(plan.id);
    expect(names(scoped)).toContain("planDashboard");
    for (const operation of scoped) {
      const query = operationText(operation, plan.id);
      for (const outsider of [cookies.otherOwner, cookies.member]) {
        const { body } = await executeGraphQL({ query, cookie: outsider });
        expect({ operation: operation.field.name, code: body.errors?.[0]?.extensions?.code }).toEqual({
          operation: operation.field.name,
          code: "FORBIDDEN",
        });
      }
      const declared = (declaredAuthScopes(operation.field) as (root: unknown, args: object) => {
        canOnPlan: { action: string };
      })(null, sampleArgs(operation.field, plan.id));
      if (declared.canOnPlan.action === "plan:read") {
        const { body } = await executeGraphQL({ query, cookie: cookies.ownViewer });
        expect(body.errors?.map((error) => error.extensions?.code) ?? []).not.toContain("FORBIDDEN");
      }
    }
  });

  test("planDashboard answers the plan's figures to staff and refuses an unknown plan the same way", async () => {
    const db = await getDb();
    const owner = await createUser(db, { isEmailVerified: true });
    const plan = await createEmployerPlan(db, { owner });
    const staff = await createStaffUser(db);
    const query = "query($planId: ID!) { planDashboard(planId: $planId) { id name memberCount } }";
    const asStaff = await executeGraphQL({ query, variables: { planId: plan.id }, cookie: (await sessionCookieFor(staff.id)).cookie });
    expect(asStaff.body.data).toEqual({ planDashboard: { id: plan.id, name: plan.name, memberCount: 0 } });

    // A coach viewing a member of no plan keeps the staff member's own reach over plans.
    const coaching = (await sessionCookieFor(staff.id, { coachedUserId: (await createUser(db)).id })).cookie;
    const asCoach = await executeGraphQL({ query, variables: { planId: plan.id }, cookie: coaching });
    expect(asCoach.body.data).toEqual({ planDashboard: { id: plan.id, name: plan.name, memberCount: 0 } });

    const ownerCookie = (await sessionCookieFor(owner.id)).cookie;
    const unknown = await executeGraphQL({ query, variables: { planId: "no-such-plan" }, cookie: ownerCookie });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
