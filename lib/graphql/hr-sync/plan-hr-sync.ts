import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { disconnectPlanHrSystem } from "@/lib/hr-sync/disconnect-plan-hr-system";
import { getPlanHrSync } from "@/lib/hr-sync/get-plan-hr-sync";
import type { PlanHrSyncView } from "@/lib/hr-sync/plan-hr-sync-view";
import { refreshPlanHrSync } from "@/lib/hr-sync/refresh-plan-hr-sync";
import type { HrSyncSummary } from "@/lib/hr-sync/sync-plan-roster-from-hr";

// The HR system sync of a plan (issue 14 item 3), on the Roster tab. Connecting is a redirect through the provider
// (POST /api/hr-system/connect, then its callback); these read it, refresh it and end it. Owners, editors and staff
// change (plan:edit); viewers, advisors and plan-success managers read (plan:read). No token and nothing about any
// employee is ever returned.

const canEdit = (planId: string | number) => ({ canOnPlan: { action: "plan:edit" as const, planId: String(planId) } });
const canRead = (planId: string | number) => ({ canOnPlan: { action: "plan:read" as const, planId: String(planId) } });

const HrConnectionStatusEnum = builder.enumType("HrConnectionStatus", {
  description: "CONNECTED: syncing; REAUTH_REQUIRED: the HR system refused the connection, connect it again.",
  values: ["CONNECTED", "REAUTH_REQUIRED"] as const,
});

const HrSyncSummaryType = builder.objectRef<HrSyncSummary>("HrSyncSummary").implement({
  description: "What the last successful sync changed on the roster (skipped: people without a usable work email).",
  fields: (t) => ({
    added: t.exposeInt("added"),
    changed: t.exposeInt("changed"),
    terminated: t.exposeInt("terminated"),
    skipped: t.exposeInt("skipped"),
  }),
});

const PlanHrSyncType = builder.objectRef<PlanHrSyncView>("PlanHrSync").implement({
  fields: (t) => ({
    isConnected: t.exposeBoolean("isConnected"),
    providerName: t.exposeString("providerName", { nullable: true }),
    status: t.field({ type: HrConnectionStatusEnum, nullable: true, resolve: (sync) => sync.status }),
    isFailed: t.exposeBoolean("isFailed", { description: "The plan's isFinchSyncFailed: the latest sync failed." }),
    failureMessage: t.exposeString("failureMessage", { nullable: true }),
    lastSuccessfulSyncAt: t.expose("lastSuccessfulSyncAt", { type: "DateTime", nullable: true }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    lastSyncSummary: t.field({ type: HrSyncSummaryType, nullable: true, resolve: (sync) => sync.lastSyncSummary }),
    nextRefreshAt: t.expose("nextRefreshAt", { type: "DateTime", nullable: true, description: "Null when 'Refresh now' is allowed now." }),
    canManage: t.exposeBoolean("canManage"),
  }),
});

builder.queryField("planHrSync", (t) =>
  t.field({
    type: PlanHrSyncType,
    description: "The plan's HR system sync: connected or not, the last successful sync, the latest failure.",
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => canRead(planId),
    resolve: (_root, { planId }, { viewer }) => getPlanHrSync({ viewer, planId: String(planId) }),
  }),
);

type RefreshResult = { nextRefreshAt: Date | null; error: string | null; errorField?: string | null; retryAfterSeconds?: number | null };
const RefreshPlanHrSyncPayload = payloadType<RefreshResult>("RefreshPlanHrSyncPayload", {
  retryAfterSeconds: true,
  fields: (t) => ({ nextRefreshAt: t.expose("nextRefreshAt", { type: "DateTime", nullable: true }) }),
});

builder.mutationField("refreshPlanHrSync", (t) =>
  t.field({
    type: RefreshPlanHrSyncPayload,
    description: "'Refresh now': the roster synced from the HR system now; once an hour (the provider's limit).",
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId }, { viewer }) =>
      runPayload<RefreshResult>(
        async () => ({ ...(await refreshPlanHrSync({ viewer, planId: String(planId) })), error: null }),
        (fields) => ({ nextRefreshAt: null, ...fields }),
      ),
  }),
);

type DisconnectResult = { disconnected: boolean; error: string | null; errorField?: string | null };
const DisconnectPlanHrSystemPayload = payloadType<DisconnectResult>("DisconnectPlanHrSystemPayload", {
  fields: (t) => ({ disconnected: t.exposeBoolean("disconnected") }),
});

builder.mutationField("disconnectPlanHrSystem", (t) =>
  t.field({
    type: DisconnectPlanHrSystemPayload,
    description: "Stops syncing the roster from the HR system (the roster stays as it is).",
    args: { planId: t.arg.id({ required: true }) },
    authScopes: (_root, { planId }) => canEdit(planId),
    resolve: (_root, { planId }, { viewer }) =>
      runPayload<DisconnectResult>(
        async () => ({ ...(await disconnectPlanHrSystem({ viewer, planId: String(planId) })), error: null }),
        (fields) => ({ disconnected: false, ...fields }),
      ),
  }),
);
