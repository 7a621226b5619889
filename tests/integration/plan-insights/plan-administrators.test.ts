import { getDb } from "@/lib/db";
import { addPlanAdmin, createEmployerPlan, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Plan administrators (issue 14 item 5): owners invite, change and remove owners, editors and viewers; the invitee
// accepts with the invited address; a plan keeps an owner; every change is in the activity log, which owners read.
useTestDatabase();

const INVITE = `mutation($planId: ID!, $email: String!, $permission: PlanAdminPermission!) {
  invitePlanAdministrator(planId: $planId, email: $email, permission: $permission) { ok error errorField } }`;
const ACCEPT = `mutation($token: String!) { acceptPlanAdminInvitation(token: $token) { planId error } }`;
const CHANGE = `mutation($planId: ID!, $adminId: ID!, $permission: PlanAdminPermission) {
  changePlanAdministrator(planId: $planId, adminId: $adminId, permission: $permission) { ok error } }`;
const REVOKE = `mutation($planId: ID!, $invitationId: ID!) { revokePlanAdminInvitation(planId: $planId, invitationId: $invitationId) { ok error } }`;
const ADMINS = `query($planId: ID!) { planAdministrators(planId: $planId) {
  canManage admins { id email permission isYou } invitations { id email permission } } }`;
const ACTIVITY = `query($planId: ID!) { planActivity(planId: $planId) { action actorName details } }`;
const INSIGHTS = `query($planId: ID!) { planInsights(planId: $planId) { funnel { key } } }`;

async function as<T = Record<string, unknown>>(userId: string, query: string, variables: Record<string, unknown>) {
  const { body } = await executeGraphQL<T>({ query, variables, cookie: (await sessionCookieFor(userId)).cookie });
  return body;
}

async function planWithAdmins() {
  const db = await getDb();
  const owner = await createUser(db, { isEmailVerified: true });
  const plan = await createEmployerPlan(db, { owner });
  const editor = await createUser(db, { isEmailVerified: true });
  await addPlanAdmin(db, { userId: editor.id, employerPlanId: plan.id, permission: "EDITOR" });
  const viewer = await createUser(db, { isEmailVerified: true });
  await addPlanAdmin(db, { userId: viewer.id, employerPlanId: plan.id, permission: "VIEWER" });
  return { db, owner, editor, viewer, plan };
}

const tokenFrom = (text: string) => decodeURIComponent(/plan-invitation\?token=([^\s"&]+)/.exec(text)![1]!);

test("an owner invites by email; only the invited address accepts, once, and then reads the dashboard", async () => {
  const { db, owner, plan } = await planWithAdmins();
  const email = uniqueEmail("new-admin");
  const invited = await as(owner.id, INVITE, { planId: plan.id, email: email.toUpperCase(), permission: "VIEWER" });
  expect(invited.data).toEqual({ invitePlanAdministrator: { ok: true, error: null, errorField: null } });
  expect((await as(owner.id, INVITE, { planId: plan.id, email, permission: "EDITOR" })).data).toEqual({
    invitePlanAdministrator: { ok: false, error: "An invitation to this address is already waiting.", errorField: "email" },
  });
  expect((await as(owner.id, INVITE, { planId: plan.id, email: "not-an-email", permission: "EDITOR" })).data).toMatchObject({
    invitePlanAdministrator: { ok: false, error: "Please enter a valid email address.", errorField: "email" },
  });

  const [message] = await outboxMessages({ to: email, limit: 1 });
  expect(message?.subject).toContain(plan.name);
  const token = tokenFrom(message!.text ?? "");

  const someoneElse = await createUser(db, { isEmailVerified: true });
  expect((await as(someoneElse.id, ACCEPT, { token })).data).toEqual({
    acceptPlanAdminInvitation: { planId: null, error: "This invitation was sent to another email address. Sign in with that address to accept it." },
  });
  const invitee = await createUser(db, { email, isEmailVerified: true });
  expect((await as(invitee.id, INSIGHTS, { planId: plan.id })).errors?.[0]?.message).toBe("You do not have permission to do that.");
  expect((await as(invitee.id, ACCEPT, { token })).data).toEqual({ acceptPlanAdminInvitation: { planId: plan.id, error: null } });
  expect((await as(invitee.id, ACCEPT, { token })).data).toEqual({
    acceptPlanAdminInvitation: { planId: null, error: "This invitation is no longer valid. Ask an owner of the plan to send a new one." },
  });
  expect((await as(invitee.id, INSIGHTS, { planId: plan.id })).errors).toBeUndefined();
  const admins = await as<{ planAdministrators: { canManage: boolean; admins: Array<{ email: string; permission: string }> } }>(
    invitee.id,
    ADMINS,
    { planId: plan.id },
  );
  expect(admins.data?.planAdministrators.canManage).toBe(false);
  expect(admins.data?.planAdministrators.admins.find((admin) => admin.email === email)?.permission).toBe("VIEWER");
});

test("editors, viewers and other plans' owners cannot manage administrators or read the activity", async () => {
  const { db, editor, viewer, plan } = await planWithAdmins();
  const otherOwner = await createUser(db, { isEmailVerified: true });
  await createEmployerPlan(db, { owner: otherOwner });
  for (const user of [editor, viewer, otherOwner]) {
    for (const [query, variables] of [
      [INVITE, { planId: plan.id, email: uniqueEmail("x"), permission: "OWNER" }],
      [CHANGE, { planId: plan.id, adminId: "any", permission: "OWNER" }],
      [REVOKE, { planId: plan.id, invitationId: "any" }],
      [ACTIVITY, { planId: plan.id }],
    ] as const) {
      expect((await as(user.id, query, variables)).errors?.[0]?.message).toBe("You do not have permission to do that.");
    }
  }
  expect(await db.planAdminInvitation.count({ where: { employerPlanId: plan.id } })).toBe(0);
});

test("a plan keeps an owner; a removed administrator loses the dashboard at once; the owner reads every change", async () => {
  const { db, owner, editor, plan } = await planWithAdmins();
  const ownerRow = await db.planAdmin.findFirstOrThrow({ where: { userId: owner.id, employerPlanId: plan.id } });
  const editorRow = await db.planAdmin.findFirstOrThrow({ where: { userId: editor.id, employerPlanId: plan.id } });
  const lastOwner = "A plan needs at least one owner. Make someone else an owner first.";
  expect((await as(owner.id, CHANGE, { planId: plan.id, adminId: ownerRow.id, permission: "VIEWER" })).data).toEqual({
    changePlanAdministrator: { ok: false, error: lastOwner },
  });
  expect((await as(owner.id, CHANGE, { planId: plan.id, adminId: ownerRow.id, permission: null })).data).toEqual({
    changePlanAdministrator: { ok: false, error: lastOwner },
  });

  // The editor reads the dashboard (a session that has been used), then is removed: the next request is refused.
  const editorSession = await sessionCookieFor(editor.id);
  const before = await executeGraphQL({ query: INSIGHTS, variables: { planId: plan.id }, cookie: editorSession.cookie });
  expect(before.body.errors).toBeUndefined();
  expect((await as(owner.id, CHANGE, { planId: plan.id, adminId: editorRow.id, permission: null })).data).toEqual({
    changePlanAdministrator: { ok: true, error: null },
  });
  const after = await executeGraphQL({ query: INSIGHTS, variables: { planId: plan.id }, cookie: editorSession.cookie });
  expect(after.body.errors?.[0]?.message).toBe("You do not have permission to do that.");

  const email = uniqueEmail("withdrawn");
  await as(owner.id, INVITE, { planId: plan.id, email, permission: "OWNER" });
  const { id: invitationId } = await db.planAdminInvitation.findFirstOrThrow({ where: { email } });
  expect((await as(owner.id, REVOKE, { planId: plan.id, invitationId })).data).toEqual({ revokePlanAdminInvitation: { ok: true, error: null } });

  const activity = await as<{ planActivity: Array<{ action: string; details: string | null }> }>(owner.id, ACTIVITY, { planId: plan.id });
  expect(activity.data?.planActivity.map((entry) => entry.action)).toEqual([
    "plan-admin.invitation-revoked",
    "plan-admin.invited",
    "plan-admin.removed",
  ]);
  expect(activity.data?.planActivity[1]?.details).toContain(email);
});
