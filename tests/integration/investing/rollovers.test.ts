import { getDb } from "@/lib/db";
import { recordRolloverDeposit } from "@/lib/investing/rollovers/record-rollover-deposit";
import { recordRolloverInvested } from "@/lib/investing/rollovers/record-rollover-invested";
import { createAsset, createCustomer, createInvestingAccount, createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Rollovers (issue 16 item 6) through the GraphQL operations: startRollover, rollover, rolloverIntent,
// updateRolloverProgress, assetWithHistories; the owner, another member and a coach in coach mode; the clearing firm's
// deposit report (recordRolloverDeposit) and its idempotency.
useTestDatabase();

const ROLLOVER_FIELDS = `id nickname transferIntentId step oldProvider planType moneyKind estimatedAmount hasOutstandingLoan
  hasCompanyStock planFoundAt requestedAt checkInTransitAt checkMailedOn depositedAt depositedAmount payee warnings
  account { accountId accountNumber label } siblings { id moneyKind step accountLabel }`;
const START = `mutation($input: StartRolloverInput!) { startRollover(input: $input) { error errorField rollovers { ${ROLLOVER_FIELDS} } } }`;
const ROLLOVER = `query($id: ID!) { rollover(id: $id) { ${ROLLOVER_FIELDS} } }`;
const INTENT = `query($transferIntentId: String!) { rolloverIntent(transferIntentId: $transferIntentId) { id moneyKind } }`;
const PROGRESS = `mutation($rolloverId: ID!, $step: RolloverStep!, $checkMailedOn: String) {
  updateRolloverProgress(rolloverId: $rolloverId, step: $step, checkMailedOn: $checkMailedOn) { error rollover { id step requestedAt checkInTransitAt checkMailedOn } }
}`;
const ASSETS = `query($liquid: Boolean, $type: Int, $plaidAccounts: Boolean) {
  assetWithHistories(liquid: $liquid, type: $type, plaidAccounts: $plaidAccounts) {
    id name nickname value createdAt mask plaidAccountId subtype institutionName histories { date value } asset { id assetType }
  }
}`;

type Rollover = {
  id: string;
  transferIntentId: string;
  step: string;
  moneyKind: string;
  estimatedAmount: number | null;
  payee: string;
  warnings: string[];
  account: { accountId: string; accountNumber: string };
  siblings: { id: string; moneyKind: string }[];
  requestedAt: string | null;
  checkInTransitAt: string | null;
  checkMailedOn: string | null;
  depositedAt: string | null;
  depositedAmount: number | null;
};

async function member() {
  const db = await getDb();
  const user = await createUser(db, { email: uniqueEmail("rollover"), firstName: "Jordan", lastName: "Avery" });
  const { cookie } = await sessionCookieFor(user.id);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const { body } = await executeGraphQL<Record<string, T>>({ query, variables, cookie, headers });
    return { data: body.data ? Object.values(body.data)[0]! : null, errors: body.errors };
  };
  const ira = async (accountType: "TRADITIONAL_IRA" | "ROTH_IRA" | "ROLLOVER_IRA", state: "ACTIVE" | "PENDING" = "ACTIVE") =>
    (
      await createInvestingAccount(db, {
        userId: user.id,
        accountType,
        registrationType: `${accountType}_REGISTRATION`,
        state,
        party: { givenName: "Jordan", familyName: "Avery" },
      })
    ).account;
  return { user, cookie, call, ira };
}

const plan = (overrides: Record<string, unknown> = {}) => ({
  oldProvider: "Fidelity",
  planType: "PLAN_401K",
  preTaxAmount: 42000.5,
  rothAmount: 0,
  hasOutstandingLoan: false,
  hasCompanyStock: false,
  ...overrides,
});

test("pre-tax and Roth money make two legs of one rollover, each into its IRA, with the check's exact payee", async () => {
  const { call, ira } = await member();
  const traditional = await ira("TRADITIONAL_IRA");
  const roth = await ira("ROTH_IRA");
  const started = await call<{ error: string | null; rollovers: Rollover[] }>(START, {
    input: plan({ rothAmount: "12000", tradAccountId: traditional.accountId, rothAccountId: roth.accountId }),
  });
  expect(started.data?.error).toBeNull();
  const [preTax, rothLeg] = started.data!.rollovers;
  expect(preTax).toMatchObject({
    step: "PLAN_FOUND",
    moneyKind: "PRE_TAX",
    estimatedAmount: 42000.5,
    payee: "Apex Clearing Corporation FBO Jordan Avery",
    warnings: [],
    account: { accountId: traditional.accountId, accountNumber: traditional.accountNumber },
    siblings: [{ id: rothLeg!.id, moneyKind: "ROTH" }],
  });
  expect(rothLeg).toMatchObject({ moneyKind: "ROTH", estimatedAmount: 12000, transferIntentId: preTax!.transferIntentId });

  const read = await call<Rollover>(ROLLOVER, { id: rothLeg!.id });
  expect(read.data).toMatchObject({ id: rothLeg!.id, siblings: [{ id: preTax!.id }] });
  const legs = await call<{ id: string }[]>(INTENT, { transferIntentId: preTax!.transferIntentId });
  expect(legs.data?.map((leg) => leg.id)).toEqual([preTax!.id, rothLeg!.id]);
});

test("the form's rules on the server: some money, the right IRA for each kind, an affirmed account", async () => {
  const { call, ira } = await member();
  const traditional = await ira("TRADITIONAL_IRA");
  const roth = await ira("ROTH_IRA");
  const pending = await ira("ROLLOVER_IRA", "PENDING");
  const answer = async (input: Record<string, unknown>) =>
    (await call<{ error: string | null; errorField: string | null }>(START, { input: plan(input) })).data;
  expect(await answer({ preTaxAmount: 0, tradAccountId: traditional.accountId })).toMatchObject({
    error: "Please enter the pre-tax amount, the Roth amount, or both.",
    errorField: "preTaxAmount",
  });
  expect(await answer({ oldProvider: " " })).toMatchObject({ errorField: "oldProvider" });
  expect(await answer({})).toMatchObject({ error: "Open a Traditional IRA or a Rollover Account for the pre-tax money first.", errorField: "tradAccountId" });
  expect(await answer({ tradAccountId: roth.accountId })).toMatchObject({ error: "Pre-tax money goes into a Traditional IRA or a Rollover Account." });
  expect(await answer({ preTaxAmount: 0, rothAmount: 10, rothAccountId: traditional.accountId })).toMatchObject({ error: "Roth money goes into a Roth IRA." });
  expect(await answer({ tradAccountId: pending.accountId })).toMatchObject({ error: "Affirm your account's agreements before starting a rollover." });
  expect(await (await getDb()).rollover.count({ where: { account: { id: { in: [traditional.id, roth.id, pending.id] } } } })).toBe(0);
});

test("a small balance, a loan and company stock are warned about", async () => {
  const { call, ira } = await member();
  const traditional = await ira("TRADITIONAL_IRA");
  const started = await call<{ rollovers: Rollover[] }>(START, {
    input: plan({ preTaxAmount: "999.99", hasOutstandingLoan: true, hasCompanyStock: true, tradAccountId: traditional.accountId }),
  });
  expect(started.data?.rollovers[0]?.warnings).toEqual(["OUTSTANDING_LOAN", "SMALL_BALANCE", "COMPANY_STOCK"]);
});

test("the wizard's rollover waiting for its plan details is completed, not doubled", async () => {
  const { call, ira } = await member();
  const traditional = await ira("ROLLOVER_IRA");
  const db = await getDb();
  const waiting = await db.rollover.create({
    data: { investingAccountId: traditional.id, nickname: "Rollover - 11/27/2026", transferIntentId: "wizard-intent" },
  });
  const before = await call<Rollover>(ROLLOVER, { id: waiting.id });
  expect(before.data).toMatchObject({ step: "DETAILS_NEEDED", moneyKind: null, warnings: [] });
  const early = await call<{ error: string | null }>(PROGRESS, { rolloverId: waiting.id, step: "REQUESTED" });
  expect(early.data?.error).toBe("Tell us about your old plan first.");

  const started = await call<{ rollovers: Rollover[] }>(START, { input: plan({ tradAccountId: traditional.accountId }) });
  expect(started.data?.rollovers.map((rollover) => rollover.id)).toEqual([waiting.id]);
  expect(await db.rollover.count({ where: { investingAccountId: traditional.id } })).toBe(1);
});

test("the member moves their own steps once; a retried start does not act twice; deposit and invested come from the firm", async () => {
  const { call, ira } = await member();
  const traditional = await ira("TRADITIONAL_IRA");
  const key = { "idempotency-key": `rollover-start-${Date.now()}-abcdef` };
  const first = await call<{ rollovers: Rollover[] }>(START, { input: plan({ tradAccountId: traditional.accountId }) }, key);
  const retried = await call<{ rollovers: Rollover[] }>(START, { input: plan({ tradAccountId: traditional.accountId }) }, key);
  expect(retried.data?.rollovers[0]?.id).toBe(first.data?.rollovers[0]?.id);
  const db = await getDb();
  expect(await db.rollover.count({ where: { investingAccountId: traditional.id } })).toBe(1);
  const rolloverId = first.data!.rollovers[0]!.id;

  const requested = await call<{ error: string | null; rollover: Rollover }>(PROGRESS, { rolloverId, step: "REQUESTED" });
  expect(requested.data).toMatchObject({ error: null, rollover: { step: "REQUESTED", requestedAt: expect.any(String) } });
  const again = await call<{ rollover: Rollover }>(PROGRESS, { rolloverId, step: "REQUESTED" });
  expect(again.data?.rollover.requestedAt).toBe(requested.data?.rollover.requestedAt);

  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const badDate = await call<{ error: string | null }>(PROGRESS, { rolloverId, step: "CHECK_IN_TRANSIT", checkMailedOn: future });
  expect(badDate.data?.error).toMatch(/date the check was mailed/);
  const transit = await call<{ rollover: Rollover }>(PROGRESS, { rolloverId, step: "CHECK_IN_TRANSIT", checkMailedOn: "2026-11-20" });
  expect(transit.data?.rollover).toMatchObject({ step: "CHECK_IN_TRANSIT", checkMailedOn: "2026-11-20" });
  const back = await call<{ error: string | null }>(PROGRESS, { rolloverId, step: "REQUESTED" });
  expect(back.data?.error).toBe("This rollover is already past that step.");
  const deposit = await call<{ error: string | null }>(PROGRESS, { rolloverId, step: "DEPOSITED" });
  expect(deposit.data?.error).toBe("We mark this step ourselves when our clearing firm reports your money.");

  const receivedAt = new Date("2026-11-26T15:00:00Z");
  const report = { investingAccountId: traditional.id, transferId: `tr-${rolloverId}`, amount: "41876.12", receivedAt };
  expect(await recordRolloverDeposit(report)).toEqual({ rolloverId, alreadyRecorded: false });
  expect(await recordRolloverDeposit({ ...report, amount: "1.00" })).toEqual({ rolloverId, alreadyRecorded: true });
  const deposited = await call<Rollover>(ROLLOVER, { id: rolloverId });
  expect(deposited.data).toMatchObject({ step: "DEPOSITED", depositedAmount: 41876.12, depositedAt: receivedAt.toISOString() });
  // Another transfer into the account finds no rollover waiting for a check.
  expect(await recordRolloverDeposit({ ...report, transferId: `tr-other-${rolloverId}` })).toBeNull();

  expect(await recordRolloverInvested({ investingAccountId: traditional.id })).toEqual({ count: 1 });
  expect(await recordRolloverInvested({ investingAccountId: traditional.id })).toEqual({ count: 0 });
  expect((await call<Rollover>(ROLLOVER, { id: rolloverId })).data?.step).toBe("INVESTED");
});

test("the deposit goes to the oldest rollover with its check in transit, before a requested one", async () => {
  const { call, ira } = await member();
  const traditional = await ira("TRADITIONAL_IRA");
  const start = async () => (await call<{ rollovers: Rollover[] }>(START, { input: plan({ tradAccountId: traditional.accountId }) })).data!.rollovers[0]!.id;
  const older = await start();
  const newer = await start();
  await call(PROGRESS, { rolloverId: older, step: "REQUESTED" });
  await call(PROGRESS, { rolloverId: newer, step: "CHECK_IN_TRANSIT" });
  const report = { investingAccountId: traditional.id, amount: 100, receivedAt: new Date() };
  expect(await recordRolloverDeposit({ ...report, transferId: `a-${newer}` })).toMatchObject({ rolloverId: newer });
  expect(await recordRolloverDeposit({ ...report, transferId: `b-${newer}` })).toMatchObject({ rolloverId: older });
});

test("another member's rollover and account are not found; coach mode reads but changes nothing", async () => {
  const owner = await member();
  const traditional = await owner.ira("TRADITIONAL_IRA");
  const started = await owner.call<{ rollovers: Rollover[] }>(START, { input: plan({ tradAccountId: traditional.accountId }) });
  const rollover = started.data!.rollovers[0]!;

  const other = await member();
  const read = await other.call<Rollover>(ROLLOVER, { id: rollover.id });
  expect(read.errors?.[0]?.message).toBe("Rollover not found.");
  const intent = await other.call(INTENT, { transferIntentId: rollover.transferIntentId });
  expect(intent.errors?.[0]?.message).toBe("Rollover not found.");
  const moved = await other.call<{ error: string | null }>(PROGRESS, { rolloverId: rollover.id, step: "REQUESTED" });
  expect(moved.data?.error).toBe("Rollover not found.");
  const into = await other.call<{ error: string | null }>(START, { input: plan({ tradAccountId: traditional.accountId }) });
  expect(into.data?.error).toBe("Investing account not found.");

  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  const asCoach = (query: string, variables: Record<string, unknown>) => executeGraphQL({ query, variables, cookie: coach.cookie });
  expect((await asCoach(PROGRESS, { rolloverId: rollover.id, step: "REQUESTED" })).body.errors?.[0]?.message).toBe(
    "You do not have permission to do that.",
  );
  expect((await asCoach(START, { input: plan({ tradAccountId: traditional.accountId }) })).body.errors?.[0]?.message).toBe(
    "You do not have permission to do that.",
  );
  const coachRead = await asCoach(ROLLOVER, { id: rollover.id });
  expect((coachRead.body.data as { rollover: Rollover }).rollover.step).toBe("PLAN_FOUND");
});

test("assetWithHistories: the filters, the stored history by month, only the member's own assets", async () => {
  const { user, call } = await member();
  const db = await getDb();
  const customer = await createCustomer(db, { userId: user.id });
  const item = await db.institutionItem.create({
    data: { customerId: customer.id, providerItemId: `item-${user.id}`, accessTokenEncrypted: "sealed", institutionId: "ins_1", name: "Fidelity" },
  });
  const linked401k = await createAsset(db, {
    customerId: customer.id,
    name: "Acme 401(k)",
    subtype: "401k",
    value: "52310.40",
    provider: "PLAID",
    plaidAccountId: "plaid-401k",
    institutionItemId: item.id,
    mask: "4821",
  });
  await createAsset(db, { customerId: customer.id, name: "Linked checking", subtype: "checking", provider: "PLAID", plaidAccountId: "plaid-chk", institutionItemId: item.id });
  await createAsset(db, { customerId: customer.id, name: "Old IRA", subtype: "ira" });
  const today = new Date();
  const day = (monthsBack: number, date: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, date));
  await db.accountBalanceHistory.createMany({
    data: [
      { assetId: linked401k.id, date: day(1, 3), value: "50000.00" },
      { assetId: linked401k.id, date: day(1, 20), value: "51000.00" },
      { assetId: linked401k.id, date: day(0, 1), value: "52310.40" },
      { assetId: linked401k.id, date: day(14, 1), value: "40000.00" },
    ],
  });
  const other = await member();
  const otherCustomer = await createCustomer(db, { userId: other.user.id });
  await createAsset(db, { customerId: otherCustomer.id, name: "Their 401(k)", subtype: "401k", provider: "PLAID", plaidAccountId: "plaid-theirs" });

  const retirement = await call<Array<{ name: string; value: number; institutionName: string; mask: string; histories: { value: number }[] }>>(ASSETS, {
    liquid: false,
    type: 2,
    plaidAccounts: true,
  });
  expect(retirement.data).toEqual([
    expect.objectContaining({
      id: linked401k.id,
      name: "Acme 401(k)",
      value: 52310.4,
      mask: "4821",
      plaidAccountId: "plaid-401k",
      subtype: "401k",
      institutionName: "Fidelity",
      histories: [
        { date: day(1, 20).toISOString().slice(0, 10), value: 51000 },
        { date: day(0, 1).toISOString().slice(0, 10), value: 52310.4 },
      ],
      asset: { id: linked401k.id, assetType: "OTHER" },
    }),
  ]);
  const manual = await call<Array<{ name: string }>>(ASSETS, { plaidAccounts: false });
  expect(manual.data?.map((asset) => asset.name)).toEqual(["Old IRA"]);
  const all = await call<Array<{ name: string }>>(ASSETS, {});
  expect(all.data?.map((asset) => asset.name).sort()).toEqual(["Acme 401(k)", "Linked checking", "Old IRA"]);
  const liquid = await call<Array<{ name: string }>>(ASSETS, { liquid: true, type: 0 });
  expect(liquid.data?.map((asset) => asset.name)).toEqual(["Linked checking"]);
  const unknown = await call(ASSETS, { type: 3 });
  expect(unknown.errors?.[0]?.message).toBe("Asset type must be 0 (checking), 1 (saving) or 2 (other).");
});
