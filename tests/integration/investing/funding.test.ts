import { getDb } from "@/lib/db";
import { SandboxControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import { openTaxYears } from "@/lib/investing/funding/contribution-limits";
import { runRecurringDeposits } from "@/lib/investing/funding/run-recurring-deposits";
import { submitInvestingDeposit } from "@/lib/investing/funding/submit-investing-deposit";
import { openSandboxApplication, type SandboxAccountType } from "@/lib/investing/open-sandbox-application";
import { syncInvestingAccount } from "@/lib/investing/sync-investing-account";
import { createStaffUser } from "@/prisma/seed";
import { create, linkFlow, member } from "@/tests/integration/bank-linking/support/sandbox-link";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Funding an investing account (issue 16 item 4) through the GraphQL operations, against the built-in clearing-firm
// and bank-linking sandboxes: the owner funds once and on a schedule, the deposit goes REQUESTED → PENDING →
// COMPLETED (or RETURNED, explained), the value reaches /accounts through the mirror asset; IRA limits; another
// member and a coach in coach mode are refused.
useTestDatabase();

const OPTIONS = `query { fundingOptions {
  accounts { id label state isIra lockedReason taxYears { taxYear limit contributed remaining } }
  banks { assetId name mask institutionName }
  warnings
  recurringDeposits { id accountId amount frequency nextRunOn bank lastSkipReason }
  transfers { id accountId amount state kind taxYear bank recurring explanation }
} }`;
const DEPOSIT = `mutation($input: InvestingDepositInput!) { createInvestingDeposit(input: $input) { error errorField transferId recurringDepositId } }`;
const CANCEL = `mutation($id: String!) { cancelRecurringDeposit(id: $id) { error didCancel } }`;
const ACCOUNTS = `query { apexAccounts { accountId accountGainLoss percentGainLoss } financialAccounts { assets { name value provider } } }`;

type Options = {
  fundingOptions: {
    accounts: { id: string; state: string; isIra: boolean; lockedReason: string | null; taxYears: { taxYear: number; limit: number; remaining: number }[] }[];
    banks: { assetId: string; name: string; mask: string | null }[];
    warnings: string[];
    recurringDeposits: { id: string; frequency: string; amount: number }[];
    transfers: { id: string; amount: number; state: string; explanation: string | null; recurring: boolean }[];
  };
};
type DepositResult = { createInvestingDeposit: { error: string | null; errorField: string | null; transferId: string | null; recurringDepositId: string | null } };

const control = new SandboxControl();

/** A member with a linked bank (checking and savings) and an open account of the type asked. */
async function fundableMember(accountType: SandboxAccountType = "INDIVIDUAL") {
  const { user, cookie } = await member();
  const publicToken = await linkFlow(cookie, { accountKeys: ["checking", "savings"] });
  expect((await create(cookie, publicToken)).body.data?.createPlaidAccounts.error).toBeNull();
  const opened = await openSandboxApplication({ email: user.email!, accountType });
  await control.completeReview({ accountId: opened.accountId });
  await syncInvestingAccount({ investingAccountId: opened.investingAccountId });
  const options = await fundingOptions(cookie);
  const checking = options.banks.find((bank) => /checking/i.test(bank.name))!;
  return { user, cookie, ...opened, checking };
}

async function fundingOptions(cookie: string) {
  const { body } = await executeGraphQL<Options>({ query: OPTIONS, cookie });
  expect(body.errors).toBeUndefined();
  return body.data!.fundingOptions;
}

async function deposit(cookie: string, input: Record<string, unknown>) {
  const { body } = await executeGraphQL<DepositResult>({ query: DEPOSIT, variables: { input }, cookie });
  expect(body.errors).toBeUndefined();
  return body.data!.createInvestingDeposit;
}

async function transferState(transferId: string) {
  const db = await getDb();
  return (await db.investingTransfer.findUniqueOrThrow({ where: { id: transferId }, select: { state: true, transferId: true } }));
}

test("a one-time deposit goes from requested to pending to completed, and the account's value reaches /accounts", async () => {
  const owner = await fundableMember();
  const options = await fundingOptions(owner.cookie);
  expect(options.accounts).toEqual([expect.objectContaining({ id: owner.accountId, state: "ACTIVE", isIra: false, lockedReason: null, taxYears: [] })]);
  expect(options.banks.map((bank) => bank.name).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/checking/i), expect.stringMatching(/saving/i)]));

  const made = await deposit(owner.cookie, { accountId: owner.accountId, fromAssetId: owner.checking.assetId, amount: "500", frequency: "ONE_TIME" });
  expect(made).toMatchObject({ error: null, transferId: expect.any(String), recurringDepositId: null });
  const transferId = made.transferId!;
  expect((await fundingOptions(owner.cookie)).transfers[0]).toMatchObject({ id: transferId, amount: 500, state: "REQUESTED" });

  await submitInvestingDeposit({ transferId });
  const sent = await transferState(transferId);
  expect(sent.state).toBe("PENDING");
  // The job ran twice (a retry): the clearing firm answers the same transfer, nothing moves twice.
  const db = await getDb();
  await db.investingTransfer.update({ where: { id: transferId }, data: { state: "REQUESTED" } });
  await submitInvestingDeposit({ transferId });
  expect((await transferState(transferId)).transferId).toBe(sent.transferId);

  await control.settleTransfer({ transferId: sent.transferId!, outcome: "COMPLETED" });
  await syncInvestingAccount({ investingAccountId: owner.investingAccountId });
  expect((await fundingOptions(owner.cookie)).transfers[0]).toMatchObject({ id: transferId, state: "COMPLETED", explanation: null });

  const { body } = await executeGraphQL<{
    apexAccounts: { accountId: string; accountGainLoss: number | null; percentGainLoss: number | null }[];
    financialAccounts: { assets: { name: string; value: number; provider: string }[] };
  }>({ query: ACCOUNTS, cookie: owner.cookie });
  expect(body.data!.apexAccounts).toEqual([{ accountId: owner.accountId, accountGainLoss: 0, percentGainLoss: 0 }]);
  expect(body.data!.financialAccounts.assets).toContainEqual({ name: expect.stringMatching(/^Brokerage · /), value: 500, provider: "CLEARING_FIRM" });
});

test("a returned deposit is explained; bad amounts and other banks are refused with the field named", async () => {
  const owner = await fundableMember();
  const base = { accountId: owner.accountId, fromAssetId: owner.checking.assetId, frequency: "ONE_TIME" };
  expect(await deposit(owner.cookie, { ...base, amount: "12.345" })).toMatchObject({ errorField: "amount", transferId: null });
  expect(await deposit(owner.cookie, { ...base, amount: "0.50" })).toMatchObject({ error: "The least you can deposit is $1.", errorField: "amount" });
  expect(await deposit(owner.cookie, { ...base, amount: "60000" })).toMatchObject({ errorField: "amount" });
  const stranger = await fundableMember();
  expect(await deposit(owner.cookie, { ...base, amount: "10", fromAssetId: stranger.checking.assetId })).toMatchObject({ errorField: "fromAssetId" });

  const { transferId } = await deposit(owner.cookie, { ...base, amount: "75.00" });
  await submitInvestingDeposit({ transferId: transferId! });
  await control.settleTransfer({ transferId: (await transferState(transferId!)).transferId!, outcome: "RETURNED", returnReason: "R01 Insufficient funds" });
  await syncInvestingAccount({ investingAccountId: owner.investingAccountId });
  const [returned] = (await fundingOptions(owner.cookie)).transfers;
  expect(returned).toMatchObject({ state: "RETURNED", explanation: expect.stringContaining("there wasn't enough money") });
});

test("an IRA contribution names its tax year and cannot pass what is left of the yearly limit", async () => {
  const owner = await fundableMember("ROTH_IRA");
  const [account] = (await fundingOptions(owner.cookie)).accounts;
  const [taxYear] = openTaxYears(new Date());
  expect(account).toMatchObject({ isIra: true, taxYears: expect.arrayContaining([{ taxYear, limit: 7500, contributed: 0, remaining: 7500 }]) });
  const base = { accountId: owner.accountId, fromAssetId: owner.checking.assetId, frequency: "ONE_TIME", taxYear };
  expect(await deposit(owner.cookie, { ...base, amount: "7000" })).toMatchObject({ error: null });
  const refused = await deposit(owner.cookie, { ...base, amount: "600" });
  expect(refused).toEqual({
    error: `That is more than you can still contribute for ${taxYear}: $500 left of your $7,500 limit.`,
    errorField: "amount",
    transferId: null,
    recurringDepositId: null,
  });
  expect(await deposit(owner.cookie, { ...base, amount: "100", taxYear: taxYear! - 5 })).toMatchObject({ errorField: "taxYear" });
  expect((await fundingOptions(owner.cookie)).accounts[0]!.taxYears.find((room) => room.taxYear === taxYear)).toMatchObject({ remaining: 500 });
});

test("a monthly deposit starting today makes one deposit per run day, and stops when cancelled", async () => {
  const owner = await fundableMember();
  const made = await deposit(owner.cookie, { accountId: owner.accountId, fromAssetId: owner.checking.assetId, amount: "100", frequency: "MONTHLY" });
  expect(made).toMatchObject({ error: null, transferId: null, recurringDepositId: expect.any(String) });
  await runRecurringDeposits({ recurringDepositId: made.recurringDepositId! });
  await runRecurringDeposits({ recurringDepositId: made.recurringDepositId! });
  const options = await fundingOptions(owner.cookie);
  expect(options.transfers.filter((transfer) => transfer.recurring)).toEqual([expect.objectContaining({ amount: 100, state: "REQUESTED" })]);
  expect(options.recurringDeposits).toEqual([expect.objectContaining({ id: made.recurringDepositId, frequency: "MONTHLY", amount: 100 })]);

  const { body } = await executeGraphQL<{ cancelRecurringDeposit: { error: string | null; didCancel: boolean } }>({
    query: CANCEL,
    variables: { id: made.recurringDepositId },
    cookie: owner.cookie,
  });
  expect(body.data!.cancelRecurringDeposit).toEqual({ error: null, didCancel: true });
  expect((await fundingOptions(owner.cookie)).recurringDeposits).toEqual([]);
});

test("another member, and a coach acting as the owner, cannot move the owner's money", async () => {
  const owner = await fundableMember();
  const other = await member();
  const input = { accountId: owner.accountId, fromAssetId: owner.checking.assetId, amount: "10", frequency: "ONE_TIME" };
  expect(await deposit(other.cookie, input)).toMatchObject({ error: "Investing account not found.", transferId: null });
  expect((await fundingOptions(other.cookie)).accounts).toEqual([]);

  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  const { body } = await executeGraphQL<DepositResult>({ query: DEPOSIT, variables: { input }, cookie: coach.cookie });
  expect(body.data?.createInvestingDeposit ?? null).toBeNull();
  expect(body.errors?.[0]?.message).toBeTruthy();
  expect((await fundingOptions(coach.cookie)).accounts.map((account) => account.id)).toEqual([owner.accountId]);
});
