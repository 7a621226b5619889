import { getDb } from "@/lib/db";
import { siteConfig } from "@/lib/site-config";
import { deleteAccountData } from "@/lib/your-data/delete-account-data";
import { YOUR_DATA_MESSAGES } from "@/lib/your-data/data-rights-policy";
import {
  addPlanAdmin,
  createAdvisorPlan,
  createCustomer,
  createEmployerPlan,
  createInvestingAccount,
  createPlanMember,
  createStaffUser,
  createUser,
  uniqueSuffix,
} from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const SEARCH = `query($query: String!, $page: Int) {
  searchCustomers(query: $query, page: $page) {
    total page pageSize
    customers {
      id email firstName lastName phone isDeactivated
      plans { planId planName role status }
      linkedConnections connectionsNeedingAttention
      investingAccounts { type state }
      lastSignInAt
    }
  }
}`;
const DETAIL = `query($id: ID!) {
  customerDetail(id: $id) {
    id email phone legalHoldAt legalHoldReason isDeactivated
    plans { planName role status }
    connections { institutionName status lastSyncedAt }
    investingAccounts { type state }
    dataRightsRequests { id kind status waitingReason canComplete }
    auditTrail { action isByCustomer byEmail }
  }
}`;
const WAITING = `query { waitingDeletionRequests { id userId email dueAt waitingReason } }`;
const SET_HOLD = `mutation($userId: ID!, $onHold: Boolean!, $reason: String!) {
  setLegalHold(userId: $userId, onHold: $onHold, reason: $reason) { legalHoldAt legalHoldReason error errorField }
}`;
const COMPLETE = `mutation($requestId: ID!) { completeDeletionRequest(requestId: $requestId) { requestId error } }`;

type SearchRow = {
  id: string;
  email: string;
  phone: string | null;
  plans: Array<{ planName: string; role: string; status: string }>;
  linkedConnections: number;
  connectionsNeedingAttention: number;
  investingAccounts: Array<{ type: string; state: string }>;
  lastSignInAt: string | null;
};
type SearchData = { searchCustomers: { total: number; page: number; pageSize: number; customers: SearchRow[] } };

async function as(userId: string, options: { coachedUserId?: string } = {}) {
  const { cookie } = await sessionCookieFor(userId, options);
  return cookie;
}

/** A member on a plan with one working and one failing bank connection, an investing account and a phone. */
async function richCustomer() {
  const db = await getDb();
  const suffix = uniqueSuffix();
  const digits = String(Math.floor(1000 + Math.random() * 9000));
  const plan = await createEmployerPlan(db, { name: `Harbor Freight ${suffix}` });
  const user = await createUser(db, {
    firstName: "Quinn",
    lastName: `Okafor${suffix}`,
    phoneNumber: `+1512555${digits}`,
  });
  await createPlanMember(db, { employerPlanId: plan.id, userId: user.id, status: "VERIFIED", verifiedAt: new Date() });
  const customer = await createCustomer(db, { userId: user.id });
  for (const [name, failed] of [["Platypus Bank", false], ["Wombat Credit Union", true]] as const) {
    await db.institutionItem.create({
      data: {
        customerId: customer.id,
        providerItemId: `item-${name}-${suffix}`,
        accessTokenEncrypted: "sealed",
        institutionId: "ins_1",
        name,
        isLatestSyncFailed: failed,
        lastSyncedAt: new Date("2026-11-01T10:00:00Z"),
      },
    });
  }
  await createInvestingAccount(db, { userId: user.id, accountType: "ROTH_IRA", registrationType: "ROTH_IRA_REGISTRATION", state: "ACTIVE" });
  await db.auditLog.create({ data: { actorUserId: user.id, action: "session.sign-in", operation: "password" } });
  return { user, plan, suffix, digits };
}

describe("searchCustomers", () => {
  test("staff find a customer by the phone's last four, by name, by email and by plan name; each row carries plans, connection health, investing and last sign-in", async () => {
    const { user, plan, suffix, digits } = await richCustomer();
    const staff = await createStaffUser(await getDb());
    const cookie = await as(staff.id);

    for (const query of [digits, `okafor${suffix}`, user.email.toUpperCase(), `quinn okafor${suffix}`, plan.name.toLowerCase()]) {
      const result = await executeGraphQL<SearchData>({ query: SEARCH, variables: { query }, cookie });
      expect(result.body.errors).toBeUndefined();
      const row = result.body.data!.searchCustomers.customers.find((customer) => customer.id === user.id);
      expect(row).toEqual({
        id: user.id,
        email: user.email,
        firstName: "Quinn",
        lastName: `Okafor${suffix}`,
        phone: `•••• ${digits}`,
        isDeactivated: false,
        plans: [{ planId: plan.id, planName: plan.name, role: "MEMBER", status: "VERIFIED" }],
        linkedConnections: 2,
        connectionsNeedingAttention: 1,
        investingAccounts: [{ type: "Roth IRA", state: "ACTIVE" }],
        lastSignInAt: expect.any(String),
      });
    }
    // Three digits are not a phone search; a word that matches no one finds no one.
    const none = await executeGraphQL<SearchData>({ query: SEARCH, variables: { query: `zz-nobody-${suffix}` }, cookie });
    expect(none.body.data!.searchCustomers).toMatchObject({ total: 0, customers: [] });
  });

  test("pages of 25 in SQL, newest first; % and _ are matched literally", async () => {
    const db = await getDb();
    const suffix = uniqueSuffix();
    for (let index = 0; index < 27; index++) {
      await createUser(db, { firstName: "Pager", lastName: `Row${suffix}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) });
    }
    const staff = await createStaffUser(db);
    const cookie = await as(staff.id);
    const page = async (number: number, query = `row${suffix}`) =>
      (await executeGraphQL<SearchData>({ query: SEARCH, variables: { query, page: number }, cookie })).body.data!.searchCustomers;
    const first = await page(1);
    const second = await page(2);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.customers).toHaveLength(25);
    expect(second.customers).toHaveLength(2);
    expect(new Set([...first.customers, ...second.customers].map((row) => row.id)).size).toBe(27);
    expect((await page(9)).total).toBe(27);
    expect((await page(1, `r_w${suffix}`)).total).toBe(0);
    expect((await page(1, "%")).total).toBe(0);
  });

  test("only staff may search: advisors, plan-success managers, owners, members and signed-out callers are refused", async () => {
    const db = await getDb();
    const plan = await createEmployerPlan(db);
    const advisor = await createUser(db, { isAdvisor: true });
    await createAdvisorPlan(db, { advisorUserId: advisor.id, employerPlanId: plan.id });
    const manager = await createUser(db, { isPlanSuccessManager: true });
    const owner = await createUser(db);
    await addPlanAdmin(db, { userId: owner.id, employerPlanId: plan.id, permission: "OWNER" });
    const member = await createUser(db);
    for (const user of [advisor, manager, owner, member]) {
      const result = await executeGraphQL({ query: SEARCH, variables: { query: "a" }, cookie: await as(user.id) });
      expect(result.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
    }
    const signedOut = await executeGraphQL({ query: SEARCH, variables: { query: "a" } });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});

describe("customerDetail", () => {
  test("staff see profile, plans with roster status, connections, investing accounts and the audit trail, never balances; the view is audited and shown to the customer", async () => {
    const { user, plan, digits } = await richCustomer();
    const staff = await createStaffUser(await getDb());
    const result = await executeGraphQL<{ customerDetail: Record<string, unknown> }>({
      query: DETAIL,
      variables: { id: user.id },
      cookie: await as(staff.id),
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.customerDetail).toMatchObject({
      id: user.id,
      phone: `•••• ${digits}`,
      legalHoldAt: null,
      plans: [{ planName: plan.name, role: "MEMBER", status: "VERIFIED" }],
      connections: [
        { institutionName: "Platypus Bank", status: "OK", lastSyncedAt: "2026-11-01T10:00:00.000Z" },
        { institutionName: "Wombat Credit Union", status: "NEEDS_ATTENTION" },
      ],
      investingAccounts: [{ type: "Roth IRA", state: "ACTIVE" }],
      dataRightsRequests: [],
      auditTrail: [{ action: "session.sign-in", isByCustomer: true, byEmail: null }],
    });
    const views = await (await getDb()).auditLog.findMany({
      where: { subjectUserId: user.id, action: "customer.viewed", actorUserId: staff.id },
    });
    expect(views).toHaveLength(1);
    expect(views[0]!.operation).toBe("customerDetail");

    // The next look lists the first one with who it was.
    const again = await executeGraphQL<{ customerDetail: { auditTrail: Array<{ action: string; byEmail: string | null }> } }>({
      query: DETAIL,
      variables: { id: user.id },
      cookie: await as(staff.id),
    });
    expect(again.body.data!.customerDetail.auditTrail[0]).toEqual({ action: "customer.viewed", isByCustomer: false, byEmail: staff.email });
  });

  test("staff in coach mode may read the page; no one else may; an unknown id is not found", async () => {
    const db = await getDb();
    const customer = await createUser(db);
    const staff = await createStaffUser(db);
    const coaching = await as(staff.id, { coachedUserId: customer.id });
    const read = await executeGraphQL({ query: DETAIL, variables: { id: customer.id }, cookie: coaching });
    expect(read.body.errors).toBeUndefined();
    const advisor = await createUser(db, { isAdvisor: true });
    const manager = await createUser(db, { isPlanSuccessManager: true });
    for (const user of [advisor, manager, customer]) {
      const refused = await executeGraphQL({ query: DETAIL, variables: { id: customer.id }, cookie: await as(user.id) });
      expect(refused.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
    }
    const missing = await executeGraphQL({ query: DETAIL, variables: { id: "no-such-user" }, cookie: await as(staff.id) });
    expect(missing.body.errors?.[0]?.message).toBe("No customer with that id was found.");
  });
});

describe("legal holds and deletions waiting for staff", () => {
  async function waitingDeletion({ hold }: { hold: boolean }) {
    const db = await getDb();
    const user = await createUser(db, { legalHoldAt: hold ? new Date() : null });
    const request = await db.dataRightsRequest.create({
      data: {
        userId: user.id,
        kind: "DELETE",
        dueAt: new Date(Date.now() + 45 * 86_400_000),
        waitingReason: hold ? YOUR_DATA_MESSAGES.legalHold : YOUR_DATA_MESSAGES.investingAccounts,
      },
    });
    return { user, request };
  }

  test("staff set a hold with a reason, lift it, then complete the waiting deletion; each step audited, the member emailed, the data deleted", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const cookie = await as(staff.id);
    const { user, request } = await waitingDeletion({ hold: false });
    await db.user.update({ where: { id: user.id }, data: { legalHoldAt: null } });

    const missingReason = await executeGraphQL<{ setLegalHold: { error: string; errorField: string } }>({
      query: SET_HOLD,
      variables: { userId: user.id, onHold: true, reason: "  " },
      cookie,
    });
    expect(missingReason.body.data!.setLegalHold).toMatchObject({
      error: "Please write why (for example, the case or request it is for).",
      errorField: "reason",
    });

    const set = await executeGraphQL<{ setLegalHold: { legalHoldAt: string | null; legalHoldReason: string; error: null } }>({
      query: SET_HOLD,
      variables: { userId: user.id, onHold: true, reason: "Subpoena 2026-114" },
      cookie,
    });
    expect(set.body.data!.setLegalHold).toMatchObject({ error: null, legalHoldReason: "Subpoena 2026-114", legalHoldAt: expect.any(String) });
    // The member's waiting request now says why.
    expect((await db.dataRightsRequest.findUniqueOrThrow({ where: { id: request.id } })).waitingReason).toBe(YOUR_DATA_MESSAGES.legalHold);

    const waiting = await executeGraphQL<{ waitingDeletionRequests: Array<{ id: string; userId: string }> }>({ query: WAITING, cookie });
    expect(waiting.body.data!.waitingDeletionRequests).toContainEqual(expect.objectContaining({ id: request.id, userId: user.id }));

    const blocked = await executeGraphQL<{ completeDeletionRequest: { error: string } }>({
      query: COMPLETE,
      variables: { requestId: request.id },
      cookie,
    });
    expect(blocked.body.data!.completeDeletionRequest.error).toBe(
      "This customer is under a legal hold. Lift the hold before completing the deletion.",
    );

    const lifted = await executeGraphQL<{ setLegalHold: { legalHoldAt: string | null; error: null } }>({
      query: SET_HOLD,
      variables: { userId: user.id, onHold: false, reason: "Case closed" },
      cookie,
    });
    expect(lifted.body.data!.setLegalHold).toMatchObject({ error: null, legalHoldAt: null });
    const detail = await executeGraphQL<{ customerDetail: { dataRightsRequests: Array<{ id: string; canComplete: boolean }> } }>({
      query: DETAIL,
      variables: { id: user.id },
      cookie,
    });
    expect(detail.body.data!.customerDetail.dataRightsRequests).toEqual([
      expect.objectContaining({ id: request.id, canComplete: true }),
    ]);

    const done = await executeGraphQL<{ completeDeletionRequest: { requestId: string; error: null } }>({
      query: COMPLETE,
      variables: { requestId: request.id },
      cookie,
    });
    expect(done.body.data!.completeDeletionRequest).toEqual({ requestId: request.id, error: null });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).toBeInstanceOf(Date);
    expect((await outboxMessages({ to: user.email })).map((message) => message.subject)).toContain(
      `Your ${siteConfig.productName} account deletion request`,
    );
    const again = await executeGraphQL<{ completeDeletionRequest: { error: string } }>({
      query: COMPLETE,
      variables: { requestId: request.id },
      cookie,
    });
    expect(again.body.data!.completeDeletionRequest.error).toBe("No deletion request waiting for staff was found.");

    await deleteAccountData({ requestId: request.id });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.email).toBe(`deleted-${user.id}@deleted.invalid`);

    const actions = await db.auditLog.findMany({
      where: { subjectUserId: user.id, actorUserId: staff.id, action: { not: "customer.viewed" } },
      orderBy: { createdAt: "asc" },
      select: { action: true, metadata: true },
    });
    expect(actions).toEqual([
      { action: "customer.legal-hold-set", metadata: { reason: "Subpoena 2026-114" } },
      { action: "customer.legal-hold-lifted", metadata: { reason: "Case closed" } },
      { action: "customer.deletion-completed-by-staff", metadata: { requestId: request.id } },
    ]);
  });

  test("an open investing account blocks completion until it is closed; lifting a hold that is not there is refused", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const cookie = await as(staff.id);
    const { user, request } = await waitingDeletion({ hold: false });
    const { account } = await createInvestingAccount(db, { userId: user.id, state: "ACTIVE" });
    const blocked = await executeGraphQL<{ completeDeletionRequest: { error: string } }>({
      query: COMPLETE,
      variables: { requestId: request.id },
      cookie,
    });
    expect(blocked.body.data!.completeDeletionRequest.error).toBe(
      "This customer has an investing account that is not closed. Close it before completing the deletion.",
    );
    const lift = await executeGraphQL<{ setLegalHold: { error: string } }>({
      query: SET_HOLD,
      variables: { userId: user.id, onHold: false, reason: "n/a" },
      cookie,
    });
    expect(lift.body.data!.setLegalHold.error).toBe("This customer is not under a legal hold.");
    await db.investingAccount.update({ where: { id: account.id }, data: { state: "CLOSED" } });
    const done = await executeGraphQL<{ completeDeletionRequest: { error: string | null } }>({
      query: COMPLETE,
      variables: { requestId: request.id },
      cookie,
    });
    expect(done.body.data!.completeDeletionRequest.error).toBeNull();
  });

  test("only staff outside coach mode may set holds or complete deletions; only staff may list the waiting ones", async () => {
    const db = await getDb();
    const { user, request } = await waitingDeletion({ hold: true });
    const staff = await createStaffUser(db);
    const plan = await createEmployerPlan(db);
    const advisor = await createUser(db, { isAdvisor: true });
    await createAdvisorPlan(db, { advisorUserId: advisor.id, employerPlanId: plan.id });
    const manager = await createUser(db, { isPlanSuccessManager: true });
    const owner = await createUser(db);
    await addPlanAdmin(db, { userId: owner.id, employerPlanId: plan.id, permission: "OWNER" });
    const cookies = [
      await as(staff.id, { coachedUserId: user.id }),
      await as(advisor.id),
      await as(manager.id),
      await as(owner.id),
      await as(user.id),
    ];
    for (const cookie of cookies) {
      for (const [query, variables] of [
        [SET_HOLD, { userId: user.id, onHold: false, reason: "x" }],
        [COMPLETE, { requestId: request.id }],
      ] as const) {
        const refused = await executeGraphQL({ query, variables, cookie });
        expect(refused.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
      }
    }
    for (const cookie of cookies.slice(1)) {
      const refused = await executeGraphQL({ query: WAITING, cookie });
      expect(refused.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
    }
    const signedOut = await executeGraphQL({ query: SET_HOLD, variables: { userId: user.id, onHold: false, reason: "x" } });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).legalHoldAt).toBeInstanceOf(Date);
  });
});
