import { POST } from "@/app/api/dev/clearing-firm/route";
import { getDb } from "@/lib/db";
import { LocalClearingFirm } from "@/lib/integrations/clearing-firm/local-adapter";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { QUEUES } from "@/lib/jobs/queues";
import { createStaffUser, createUser } from "@/prisma/seed";
import { sessionCookieFor } from "@/tests/helpers/graphql";
import { jobRows } from "@/tests/helpers/jobs";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { useSettings } from "@/tests/unit/integrations/support/use-settings";
import { accountInput, personInput } from "./clearing-firm-contract";

// An install with Apex configured: the factory answers the Apex adapter (only its name matters here).
const mockApexConfigured = { current: false };
jest.mock("@/lib/integrations/clearing-firm/get-clearing-firm", () => {
  const actual = jest.requireActual("@/lib/integrations/clearing-firm/get-clearing-firm");
  return { getClearingFirm: () => (mockApexConfigured.current ? { name: "apex" } : actual.getClearingFirm()) };
});

useTestDatabase();
const setSettings = useSettings();

function post(body: unknown, cookie?: string): Promise<Response> {
  return POST(
    new Request("http://localhost:3000/api/dev/clearing-firm", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

let runs = 0;

/** A submitted application at the sandbox, and our InvestingAccount row for it. */
async function submittedAccount() {
  runs += 1;
  const firm = new LocalClearingFirm();
  const person = await firm.createLegalNaturalPerson({ requestId: `route-person-${runs}`, person: personInput() });
  const account = await firm.createAccount({ requestId: `route-account-${runs}`, account: accountInput(person.lnpId) });
  await firm.affirmAgreements({ accountId: account.accountId, agreementIds: account.agreements.map((agreement) => agreement.agreementId) });
  const db = await getDb();
  const member = await createUser(db);
  const ours = await db.investingAccount.create({
    data: { userId: member.id, accountId: account.accountId, registrationType: "INDIVIDUAL_REGISTRATION", accountType: "INDIVIDUAL", state: "SUBMITTED" },
    select: { id: true },
  });
  return { accountId: account.accountId, investingAccountId: ours.id };
}

async function staffCookie() {
  return (await sessionCookieFor((await createStaffUser(await getDb())).id)).cookie;
}

describe("POST /api/dev/clearing-firm", () => {
  test("a staff member forces an outcome; our account's sync is queued as a notification would", async () => {
    const { accountId, investingAccountId } = await submittedAccount();
    const response = await post({ action: "force", accountId, outcome: "ACTION_REQUIRED" }, await staffCookie());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, state: "ACTION_REQUIRED", syncQueued: true });
    const jobs = await jobRows(QUEUES.syncInvestingAccount.name);
    expect(jobs.some((job) => job.data.investingAccountId === investingAccountId)).toBe(true);

    // The queued sync reads the sandbox as it would read Apex: our account and its investigation follow.
    await runQueuedJobs(QUEUES.syncInvestingAccount.name);
    const db = await getDb();
    expect(await db.investingAccount.findUnique({ where: { id: investingAccountId }, select: { state: true, accountNumber: true } })).toEqual({
      state: "ACTION_REQUIRED",
      accountNumber: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
    expect(
      await db.identityInvestigation.findFirst({
        where: { investingAccountId },
        select: { investigationRequestState: true, identityVerification: true, addressVerified: true, nameVerified: true },
      }),
    ).toEqual({ investigationRequestState: "INDETERMINATE", identityVerification: "DOCUMENT_REQUIRED", addressVerified: false, nameVerified: true });
    expect(await db.agreement.count({ where: { investingAccountId, state: "AFFIRMED" } })).toBe(1);
  });

  test("completeReview decides now; failNext makes the operation's next call fail once", async () => {
    const { accountId } = await submittedAccount();
    const cookie = await staffCookie();
    expect(await (await post({ action: "completeReview", accountId }, cookie)).json()).toMatchObject({ state: "ACTIVE" });
    expect((await post({ action: "completeReview", accountId: "no-such-account" }, cookie)).status).toBe(404);

    expect((await post({ action: "failNext", operation: "getAccounts", mode: "UNAVAILABLE" }, cookie)).status).toBe(200);
    const firm = new LocalClearingFirm();
    await expect(firm.getAccounts({ accountIds: [accountId] })).rejects.toMatchObject({ kind: "UNAVAILABLE" });
    expect((await firm.getAccounts({ accountIds: [accountId] }))[0]!.state).toBe("ACTIVE");
    expect((await post({ action: "failNext", operation: "notAnOperation", mode: "UNAVAILABLE" }, cookie)).status).toBe(400);
  });

  test("the money controls: a rollover check arrives, an order fills, an unknown transfer is 404; a member is 403", async () => {
    const { accountId } = await submittedAccount();
    const cookie = await staffCookie();
    await post({ action: "force", accountId, outcome: "APPROVED" }, cookie);
    const check = await post({ action: "depositCheck", accountId, amount: "800.00", description: "Old 401(k)" }, cookie);
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ ok: true, transfer: { mechanism: "CHECK", amount: "800.00", state: "COMPLETED" } });
    const order = await post({ action: "placeOrder", accountId, symbol: "VTI", side: "BUY", notional: "500.00" }, cookie);
    expect(await order.json()).toMatchObject({ ok: true, order: { symbol: "VTI", state: "FILLED" } });
    expect((await new LocalClearingFirm().getPortfolio({ accountId })).cash).toBe("300.00");
    expect((await post({ action: "settleTransfer", transferId: "no-such-transfer", outcome: "COMPLETED" }, cookie)).status).toBe(404);
    expect((await post({ action: "placeOrder", accountId, symbol: "VTI", side: "BUY", notional: "1.001" }, cookie)).status).toBe(400);
    const member = await createUser(await getDb());
    expect((await post({ action: "depositCheck", accountId, amount: "1.00", description: "x" }, (await sessionCookieFor(member.id)).cookie)).status).toBe(403);
  });

  test("signed out is 401, a member is 403; outside local and test installs, or with Apex, it is not there", async () => {
    const { accountId } = await submittedAccount();
    const body = { action: "force", accountId, outcome: "REJECTED" };
    expect((await post(body)).status).toBe(401);
    const member = await createUser(await getDb());
    expect((await post(body, (await sessionCookieFor(member.id)).cookie)).status).toBe(403);
    const cookie = await staffCookie();
    setSettings({ APP_ENV: "staging" });
    expect((await post(body, cookie)).status).toBe(404);
    setSettings({ APP_ENV: "test" });
    mockApexConfigured.current = true;
    expect((await post(body, cookie)).status).toBe(404);
    mockApexConfigured.current = false;
    expect((await new LocalClearingFirm().getAccounts({ accountIds: [accountId] }))[0]!.state).toBe("SUBMITTED");
  });
});
