import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { getDb } from "@/lib/db";
import { completeHrConnection } from "@/lib/hr-sync/complete-hr-connection";
import { endHrConnectionAtProvider } from "@/lib/hr-sync/disconnect-plan-hr-system";
import { enqueueHrSyncs } from "@/lib/hr-sync/enqueue-hr-syncs";
import { handleHrWebhook } from "@/lib/hr-sync/handle-hr-webhook";
import { HR_SYNC_FAILURE_MESSAGES } from "@/lib/hr-sync/hr-sync-messages";
import { startHrConnection } from "@/lib/hr-sync/start-hr-connection";
import { syncPlanRosterFromHr } from "@/lib/hr-sync/sync-plan-roster-from-hr";
import { getLocalHrState, getLocalHrSystem } from "@/lib/integrations/hr-system/get-hr-system";
import { localCompanyDirectory } from "@/lib/integrations/hr-system/local-directory";
import { HrSystemError } from "@/lib/integrations/hr-system/types";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { getAuthenticationInfo } from "@/lib/users/get-authentication-info";
import { addPlanAdmin, createAdvisorPlan, createEmployerPlan, createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const HR_SYNC = `query($planId: ID!) { planHrSync(planId: $planId) {
  isConnected providerName status isFailed failureMessage lastSuccessfulSyncAt nextRefreshAt canManage
  lastSyncSummary { added changed terminated skipped } } }`;
const REFRESH = `mutation($planId: ID!) { refreshPlanHrSync(planId: $planId) { nextRefreshAt error retryAfterSeconds } }`;
const DISCONNECT = `mutation($planId: ID!) { disconnectPlanHrSystem(planId: $planId) { disconnected error } }`;
const ROSTER = `query($planId: ID!) { planRoster(planId: $planId) { totalCount counts { total terminated } members { workEmail employmentStatus accessEndsOn department } } }`;

type HrSync = {
  isConnected: boolean;
  providerName: string | null;
  status: string | null;
  isFailed: boolean;
  failureMessage: string | null;
  lastSuccessfulSyncAt: string | null;
  nextRefreshAt: string | null;
  canManage: boolean;
  lastSyncSummary: { added: number; changed: number; terminated: number; skipped: number } | null;
};

async function setUp() {
  const db = await getDb();
  const owner = await createUser(db);
  const plan = await createEmployerPlan(db, { owner, name: `Harbor Freight Lines ${Math.random().toString(36).slice(2, 8)}` });
  const editor = await createUser(db);
  await addPlanAdmin(db, { userId: editor.id, employerPlanId: plan.id, permission: "EDITOR" });
  const viewer = await createUser(db);
  await addPlanAdmin(db, { userId: viewer.id, employerPlanId: plan.id, permission: "VIEWER" });
  const advisor = await createUser(db, { isAdvisor: true });
  await createAdvisorPlan(db, { advisorUserId: advisor.id, employerPlanId: plan.id });
  const otherOwner = await createUser(db);
  await createEmployerPlan(db, { owner: otherOwner });
  const cookie = async (id: string) => (await sessionCookieFor(id)).cookie;
  const cookies = {
    owner: await cookie(owner.id),
    editor: await cookie(editor.id),
    viewer: await cookie(viewer.id),
    advisor: await cookie(advisor.id),
    otherOwner: await cookie(otherOwner.id),
  };
  return { db, plan, cookies, viewerOf: (c: string) => findViewerForCookieHeader(c) };
}
type Setup = Awaited<ReturnType<typeof setUp>>;

/** The owner goes through Connect (the stand-in approves) and the first sync runs. */
async function connect(s: Setup, cookie = s.cookies.owner) {
  const viewer = await s.viewerOf(cookie);
  const { connectUrl, state } = await startHrConnection({ viewer, planId: s.plan.id });
  const code = await getLocalHrState()!.approveConnect(connectUrl);
  await completeHrConnection({ viewer, code, stateCookie: state });
  await runQueuedJobs("sync-hr-directory");
  return (await s.db.hrConnection.findUniqueOrThrow({ where: { employerPlanId: s.plan.id } })).providerConnectionId;
}

const hrSync = async (s: Setup, cookie: string) =>
  (await executeGraphQL<{ planHrSync: HrSync }>({ query: HR_SYNC, variables: { planId: s.plan.id }, cookie })).body;
const roster = async (s: Setup) =>
  (
    await executeGraphQL<{ planRoster: { totalCount: number; counts: { total: number; terminated: number }; members: { workEmail: string; employmentStatus: string; accessEndsOn: string | null; department: string | null }[] } }>({
      query: ROSTER,
      variables: { planId: s.plan.id },
      cookie: s.cookies.owner,
    })
  ).body.data!.planRoster;
const bannerFor = async (s: Setup, cookie: string) =>
  (await getAuthenticationInfo({ viewer: (await s.viewerOf(cookie))! })).plans.find((p) => p.planId === s.plan.id)?.isFinchSyncFailed;

describe("HR system sync (issue 14 item 3)", () => {
  test("connecting puts the company's directory on the roster: everyone with a work email, leavers terminated, the token encrypted", async () => {
    const s = await setUp();
    const directory = localCompanyDirectory(s.plan.name);
    expect((await hrSync(s, s.cookies.viewer)).data?.planHrSync).toMatchObject({ isConnected: false, canManage: false });

    await connect(s);

    const sync = (await hrSync(s, s.cookies.viewer)).data!.planHrSync;
    const withEmail = directory.filter((person) => person.workEmail);
    const active = withEmail.filter((person) => person.status !== "TERMINATED");
    expect(sync).toMatchObject({ isConnected: true, status: "CONNECTED", isFailed: false, failureMessage: null, canManage: false });
    expect(sync.providerName).toBeTruthy();
    expect(sync.lastSuccessfulSyncAt).not.toBeNull();
    // Leavers who were never on the roster are not added; the one without a work email is skipped.
    expect(sync.lastSyncSummary).toEqual({ added: active.length, changed: 0, terminated: 0, skipped: directory.length - withEmail.length });
    const members = await roster(s);
    expect(members.totalCount).toBe(active.length);
    expect(members.members.every((m) => m.workEmail.endsWith(".example.com") && m.department)).toBe(true);
    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync.canManage).toBe(true);

    const stored = await s.db.hrConnection.findUniqueOrThrow({ where: { employerPlanId: s.plan.id } });
    expect(stored.accessTokenEncrypted).not.toContain("local-hr.");
    // A second sync with nothing new changes nothing.
    await syncPlanRosterFromHr({ planId: s.plan.id });
    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync.lastSyncSummary).toEqual({ added: 0, changed: 0, terminated: 0, skipped: 1 });
  });

  test("the roster follows the directory: a hire is added, a leaver is terminated and keeps access for 90 days", async () => {
    const s = await setUp();
    const connectionId = await connect(s);
    const state = getLocalHrState()!;
    const leaver = (await roster(s)).members[0]!;
    await state.hire(connectionId, {
      providerId: "hire-1",
      workEmail: "new.hire@example.com",
      firstName: "New",
      lastName: "Hire",
      department: "Sales",
      location: null,
      status: "ACTIVE",
      hireDate: "2026-11-02",
    });
    const directoryEntry = (await getLocalHrSystem()!.listEmployees({
      accessToken: (await import("@/lib/crypto/decrypt-secret")).decryptSecret(
        (await s.db.hrConnection.findUniqueOrThrow({ where: { employerPlanId: s.plan.id } })).accessTokenEncrypted,
      ),
      connectionId,
    })).find((person) => person.workEmail === leaver.workEmail)!;
    await state.terminate(connectionId, directoryEntry.providerId);

    await syncPlanRosterFromHr({ planId: s.plan.id });
    const after = await roster(s);
    expect(after.members.find((m) => m.workEmail === "new.hire@example.com")?.employmentStatus).toBe("ACTIVE");
    const ended = after.members.find((m) => m.workEmail === leaver.workEmail)!;
    expect(ended.employmentStatus).toBe("TERMINATED");
    expect(ended.accessEndsOn).not.toBeNull();
    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync.lastSyncSummary).toMatchObject({ added: 1, terminated: 1 });
  });

  test("a failed sync shows the banner to the owner, editor and viewer, with why; the next successful sync clears it", async () => {
    const s = await setUp();
    const connectionId = await connect(s);
    await getLocalHrState()!.failNextCalls(connectionId, "PROVIDER_ERROR");

    // An outage is thrown so the queue retries; the failure is shown meanwhile.
    await expect(syncPlanRosterFromHr({ planId: s.plan.id })).rejects.toBeInstanceOf(HrSystemError);
    for (const cookie of [s.cookies.owner, s.cookies.editor, s.cookies.viewer]) expect(await bannerFor(s, cookie)).toBe(true);
    const failed = (await hrSync(s, s.cookies.viewer)).data!.planHrSync;
    expect(failed).toMatchObject({ isFailed: true, failureMessage: HR_SYNC_FAILURE_MESSAGES.PROVIDER_ERROR });
    expect(failed.lastSuccessfulSyncAt).not.toBeNull();

    await syncPlanRosterFromHr({ planId: s.plan.id });
    for (const cookie of [s.cookies.owner, s.cookies.editor, s.cookies.viewer]) expect(await bannerFor(s, cookie)).toBe(false);
  });

  test("a refused connection stops syncing until an administrator connects again", async () => {
    const s = await setUp();
    const connectionId = await connect(s);
    await getLocalHrState()!.failNextCalls(connectionId, "REAUTH_REQUIRED");

    await expect(syncPlanRosterFromHr({ planId: s.plan.id })).resolves.toEqual({ synced: false });
    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync).toMatchObject({ status: "REAUTH_REQUIRED", isFailed: true });
    const refresh = await executeGraphQL<{ refreshPlanHrSync: { error: string | null } }>({ query: REFRESH, variables: { planId: s.plan.id }, cookie: s.cookies.owner });
    expect(refresh.body.data?.refreshPlanHrSync.error).toBe("Connect your HR system again before refreshing.");

    await connect(s, s.cookies.editor);
    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync).toMatchObject({ status: "CONNECTED", isFailed: false });
  });

  test("Connect's code works once, and only for the administrator who started it", async () => {
    const s = await setUp();
    const editor = await s.viewerOf(s.cookies.editor);
    const { connectUrl, state } = await startHrConnection({ viewer: editor, planId: s.plan.id });
    const code = await getLocalHrState()!.approveConnect(connectUrl);

    const owner = await s.viewerOf(s.cookies.owner);
    await expect(completeHrConnection({ viewer: owner, code, stateCookie: state })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(completeHrConnection({ viewer: editor, code, stateCookie: `${state}x` })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await completeHrConnection({ viewer: editor, code, stateCookie: state });
    await expect(completeHrConnection({ viewer: editor, code, stateCookie: state })).rejects.toMatchObject({ kind: "INVALID_CODE" });

    // Viewers, advisors and other plans' administrators cannot start one.
    for (const cookie of [s.cookies.viewer, s.cookies.advisor, s.cookies.otherOwner]) {
      await expect(startHrConnection({ viewer: await s.viewerOf(cookie), planId: s.plan.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });

  test("Refresh now: once an hour, for owners and editors only; a double click makes one refresh", async () => {
    const s = await setUp();
    await connect(s);
    const refresh = (cookie: string) =>
      executeGraphQL<{ refreshPlanHrSync: { nextRefreshAt: string | null; error: string | null; retryAfterSeconds: number | null } }>({
        query: REFRESH,
        variables: { planId: s.plan.id },
        cookie,
      });

    for (const cookie of [s.cookies.viewer, s.cookies.advisor, s.cookies.otherOwner]) {
      const refused = await refresh(cookie);
      expect(refused.body.data?.refreshPlanHrSync ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.message).toBeTruthy();
    }
    const [first, second] = await Promise.all([refresh(s.cookies.editor), refresh(s.cookies.owner)]);
    const answers = [first.body.data!.refreshPlanHrSync, second.body.data!.refreshPlanHrSync];
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    const refused = answers.find((a) => a.error !== null)!;
    expect(refused.error).toMatch(/^Your HR system allows one refresh an hour\. You can refresh again after \d\d:\d\d UTC\.$/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await runQueuedJobs("sync-hr-directory")).ran).toBe(1);
    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync.nextRefreshAt).not.toBeNull();
  });

  test("in coach mode staff keep their own reach over plans to read; a view-only session changes nothing", async () => {
    const s = await setUp();
    await connect(s);
    const staff = await createStaffUser(s.db);
    const member = await createUser(s.db);
    const coaching = (await sessionCookieFor(staff.id, { coachedUserId: member.id, coachAllowsEdits: false })).cookie;

    expect((await hrSync(s, coaching)).data?.planHrSync).toMatchObject({ isConnected: true, canManage: true });
    for (const query of [REFRESH, DISCONNECT]) {
      const refused = await executeGraphQL({ query, variables: { planId: s.plan.id }, cookie: coaching });
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.message).toBeTruthy();
    }
    expect((await hrSync(s, s.cookies.owner)).data?.planHrSync).toMatchObject({ isConnected: true, nextRefreshAt: null });
  });

  test("a directory that would end most of the roster at once changes nothing and says why", async () => {
    const s = await setUp();
    const connectionId = await connect(s);
    const state = getLocalHrState()!;
    const before = await roster(s);
    for (let i = 1; i <= 30; i += 1) await state.terminate(connectionId, `local-ind-${String(i).padStart(3, "0")}`);

    await expect(syncPlanRosterFromHr({ planId: s.plan.id })).resolves.toEqual({ synced: false });
    expect((await roster(s)).counts).toEqual(before.counts);
    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync.failureMessage).toMatch(/would end access for \d+ of \d+ employees at once, so nothing was changed/);
  });

  test("webhooks: a signed event enqueues a sync, a forged one is refused; the daily job enqueues every connected plan", async () => {
    const s = await setUp();
    const connectionId = await connect(s);
    const system = getLocalHrSystem()!;
    const { body, headers } = system.signEvent({ connection_id: connectionId, event_type: "directory.updated" });

    expect(await handleHrWebhook({ body, headers })).toEqual({ status: 200 });
    expect((await runQueuedJobs("sync-hr-directory")).ran).toBe(1);
    const forged = new Headers(headers);
    forged.set("finch-signature", "v1,AAAA");
    expect(await handleHrWebhook({ body, headers: forged })).toEqual({ status: 401 });
    expect(await handleHrWebhook({ body: body.replace("directory", "employment"), headers })).toEqual({ status: 401 });

    const reauth = system.signEvent({ connection_id: connectionId, event_type: "account.updated", data: { status: "reauth" } });
    await handleHrWebhook(reauth);
    expect(await bannerFor(s, s.cookies.viewer)).toBe(true);

    await connect(s);
    expect((await enqueueHrSyncs()).enqueued).toBeGreaterThanOrEqual(1);
    expect((await runQueuedJobs("sync-hr-directory")).ran).toBeGreaterThanOrEqual(1);
  });

  test("disconnecting keeps the roster, removes the banner and ends the token at the provider; viewers cannot", async () => {
    const s = await setUp();
    const connectionId = await connect(s);
    const stored = await s.db.hrConnection.findUniqueOrThrow({ where: { employerPlanId: s.plan.id } });
    await getLocalHrState()!.failNextCalls(connectionId, "PROVIDER_ERROR");
    await syncPlanRosterFromHr({ planId: s.plan.id }).catch(() => undefined);
    const count = (await roster(s)).totalCount;

    const disconnect = (cookie: string) =>
      executeGraphQL<{ disconnectPlanHrSystem: { disconnected: boolean; error: string | null } | null }>({ query: DISCONNECT, variables: { planId: s.plan.id }, cookie });
    expect((await disconnect(s.cookies.viewer)).body.data?.disconnectPlanHrSystem ?? null).toBeNull();
    expect((await disconnect(s.cookies.editor)).body.data?.disconnectPlanHrSystem).toEqual({ disconnected: true, error: null });
    expect((await disconnect(s.cookies.editor)).body.data?.disconnectPlanHrSystem).toEqual({ disconnected: true, error: null });

    expect((await hrSync(s, s.cookies.owner)).data!.planHrSync).toMatchObject({ isConnected: false, isFailed: false });
    expect((await roster(s)).totalCount).toBe(count);
    expect(await bannerFor(s, s.cookies.viewer)).toBe(false);
    expect((await runQueuedJobs("disconnect-hr-connection")).ran).toBe(1);
    await expect(
      endHrConnectionAtProvider({ provider: "local", connectionId, accessTokenEncrypted: stored.accessTokenEncrypted }),
    ).resolves.toEqual({ ended: true });
    await expect(
      getLocalHrSystem()!.listEmployees({ accessToken: (await import("@/lib/crypto/decrypt-secret")).decryptSecret(stored.accessTokenEncrypted), connectionId }),
    ).rejects.toMatchObject({ kind: "REAUTH_REQUIRED" });
  });
});
