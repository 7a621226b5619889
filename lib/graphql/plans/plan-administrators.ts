import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { acceptPlanAdminInvitation } from "@/lib/plan-admins/accept-plan-admin-invitation";
import { changePlanAdministrator } from "@/lib/plan-admins/change-plan-administrator";
import { invitePlanAdministrator } from "@/lib/plan-admins/invite-plan-administrator";
import { listPlanActivity, type PlanActivityEntry } from "@/lib/plan-admins/list-plan-activity";
import { listPlanAdministrators, type PlanAdministrators } from "@/lib/plan-admins/list-plan-administrators";
import { PERMISSIONS, type PlanPermissionValue } from "@/lib/plan-admins/plan-admin-policy";
import { revokePlanAdminInvitation } from "@/lib/plan-admins/revoke-plan-admin-invitation";

// Plan administrators and the plan's activity log (issue 14 item 5; names ours): owners invite, change and remove
// owners, editors and viewers; every change is audited and listed to owners.

const PlanPermissionEnum = builder.enumType("PlanAdminPermission", { values: PERMISSIONS });

const Admin = builder.objectRef<PlanAdministrators["admins"][number]>("PlanAdministrator").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    permission: t.field({ type: PlanPermissionEnum, resolve: (admin) => admin.permission }),
    since: t.field({ type: "DateTime", resolve: (admin) => admin.since }),
    isYou: t.exposeBoolean("isYou"),
  }),
});

const Invitation = builder.objectRef<PlanAdministrators["invitations"][number]>("PlanAdminInvitation").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    permission: t.field({ type: PlanPermissionEnum, resolve: (invitation) => invitation.permission }),
    expiresAt: t.field({ type: "DateTime", resolve: (invitation) => invitation.expiresAt }),
  }),
});

const Administrators = builder.objectRef<PlanAdministrators>("PlanAdministrators").implement({
  fields: (t) => ({
    canManage: t.exposeBoolean("canManage", { description: "True for owners (and staff): they may invite, change and remove." }),
    admins: t.field({ type: [Admin], resolve: (list) => list.admins }),
    invitations: t.field({ type: [Invitation], description: "Waiting invitations; empty unless canManage.", resolve: (l) => l.invitations }),
  }),
});

builder.queryField("planAdministrators", (t) =>
  t.field({
    type: Administrators,
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:read", planId: String(planId) } }),
    resolve: (_root, { planId }, { viewer }) => listPlanAdministrators({ viewer, planId: String(planId) }),
  }),
);

const Activity = builder.objectRef<PlanActivityEntry>("PlanActivityEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    at: t.field({ type: "DateTime", resolve: (entry) => entry.at }),
    actorName: t.exposeString("actorName"),
    action: t.exposeString("action"),
    details: t.exposeString("details", { nullable: true }),
  }),
});

builder.queryField("planActivity", (t) =>
  t.field({
    type: [Activity],
    description: "What the plan's administrators did, newest first, 50 at a time (before: the last entry's time). Owners only.",
    args: { planId: t.arg.id({ required: true }), before: t.arg({ type: "DateTime" }) },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:manage-admins", planId: String(planId) } }),
    resolve: (_root, { planId, before }, { viewer }) => listPlanActivity({ viewer, planId: String(planId), before }),
  }),
);

type Done = { error: string | null; errorField?: string | null; ok: boolean };
const DonePayload = payloadType<Done>("PlanAdministratorsPayload", {
  errorField: "email or permission",
  fields: (t) => ({ ok: t.exposeBoolean("ok") }),
});
const done = async (work: () => Promise<unknown>) =>
  runPayload<Done>(
    async () => {
      await work();
      return { ok: true, error: null };
    },
    ({ error, errorField }) => ({ ok: false, error, errorField }),
  );

builder.mutationField("invitePlanAdministrator", (t) =>
  t.field({
    type: DonePayload,
    description: "Emails an invitation to administer the plan (owners and staff). The link works for 7 days.",
    args: {
      planId: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      permission: t.arg({ type: PlanPermissionEnum, required: true }),
    },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:manage-admins", planId: String(planId) } }),
    resolve: (_root, args, { viewer, ipAddress }) =>
      done(() =>
        invitePlanAdministrator({
          viewer,
          planId: String(args.planId),
          input: { email: args.email, permission: args.permission as PlanPermissionValue },
          ipAddress,
        }),
      ),
  }),
);

builder.mutationField("changePlanAdministrator", (t) =>
  t.field({
    type: DonePayload,
    description: "Changes an administrator's permission, or removes them when permission is null. The plan keeps an owner.",
    args: {
      planId: t.arg.id({ required: true }),
      adminId: t.arg.id({ required: true }),
      permission: t.arg({ type: PlanPermissionEnum }),
    },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:manage-admins", planId: String(planId) } }),
    resolve: (_root, args, { viewer, ipAddress }) =>
      done(() =>
        changePlanAdministrator({
          viewer,
          planId: String(args.planId),
          adminId: String(args.adminId),
          permission: (args.permission ?? null) as PlanPermissionValue | null,
          ipAddress,
        }),
      ),
  }),
);

builder.mutationField("revokePlanAdminInvitation", (t) =>
  t.field({
    type: DonePayload,
    args: { planId: t.arg.id({ required: true }), invitationId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => ({ canOnPlan: { action: "plan:manage-admins", planId: String(planId) } }),
    resolve: (_root, args, { viewer, ipAddress }) =>
      done(() =>
        revokePlanAdminInvitation({ viewer, planId: String(args.planId), invitationId: String(args.invitationId), ipAddress }),
      ),
  }),
);

type Accepted = { error: string | null; planId: string | null };
const AcceptPayload = payloadType<Accepted>("AcceptPlanAdminInvitationPayload", {
  fields: (t) => ({ planId: t.exposeID("planId", { nullable: true, description: "The plan whose dashboard opens now." }) }),
});

builder.mutationField("acceptPlanAdminInvitation", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AcceptPayload,
    description: "Accepts an emailed invitation to administer a plan, signed in with the invited address.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, { viewer, ipAddress }) =>
      runPayload<Accepted>(
        async () => ({ error: null, ...(await acceptPlanAdminInvitation({ viewer, token, ipAddress })) }),
        ({ error }) => ({ error, planId: null }),
      ),
  }),
);
