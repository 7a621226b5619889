import { getSandboxBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { SANDBOX_PASSWORD, SANDBOX_USERNAME } from "@/lib/integrations/bank-linking/sandbox-institutions";
import { openTaxYears } from "@/lib/investing/funding/contribution-limits";
import { ClearingFirmError, type ClearingAccountType, type ClearingFirmErrorKind } from "@/lib/integrations/clearing-firm/types";
import { accountInput, personInput, type ClearingFirmHarness } from "./clearing-firm-contract";

// The money half of the clearing-firm contract, for every adapter: a bank relationship from the bank-linking
// provider's processor token, ACH deposits (pending, settled, returned; IRA tax years and limits), rollover checks,
// orders filled at the day's price, and what the account then reads back (buying power, positions, activity,
// daily balances). The bank-linking sandbox issues the processor tokens.

const runTag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let sequence = 0;
const requestId = (label: string) => `money-${runTag}-${label}-${(sequence += 1)}`;

async function expectKind(promise: Promise<unknown>, kind: ClearingFirmErrorKind, field?: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClearingFirmError);
  expect((error as ClearingFirmError).kind).toBe(kind);
  if (field) expect((error as ClearingFirmError).field).toBe(field);
}

/** A processor token for the sandbox bank's checking account (or another of its accounts). */
export async function processorToken(accountKey = "checking"): Promise<string> {
  const bank = getSandboxBankLinking()!;
  const { linkToken } = await bank.createLinkToken({ userId: `contract-${runTag}`, withAuth: true });
  const { publicToken } = bank.createPublicToken({
    linkToken,
    institutionId: "ins_109508",
    username: SANDBOX_USERNAME,
    password: SANDBOX_PASSWORD,
    accountKeys: [accountKey],
  });
  const { accessToken } = await bank.exchangePublicToken({ publicToken });
  const [account] = await bank.getAccounts({ accessToken });
  return (await bank.createProcessorToken({ accessToken, accountId: account!.accountId })).processorToken;
}

export function runClearingFirmMoneyContract(name: string, harness: () => Promise<ClearingFirmHarness>) {
  describe(`clearing-firm money contract: ${name}`, () => {
    let subject: ClearingFirmHarness;
    beforeAll(async () => {
      subject = await harness();
    });
    afterAll(() => subject.close?.());

    async function activeAccount(accountType: ClearingAccountType = "INDIVIDUAL", birthDate = { year: 1985, month: 12, day: 10 }) {
      const { clearingFirm, control } = subject;
      const person = await clearingFirm.createLegalNaturalPerson({ requestId: requestId("person"), person: personInput({ birthDate }) });
      const account = await clearingFirm.createAccount({ requestId: requestId("account"), account: accountInput(person.lnpId, accountType) });
      await control.forceOutcome({ accountId: account.accountId, outcome: "APPROVED" });
      await clearingFirm.affirmAgreements({ accountId: account.accountId, agreementIds: account.agreements.map((agreement) => agreement.agreementId) });
      await control.completeReview({ accountId: account.accountId });
      return account.accountId;
    }

    async function fundedAccount(amount: string, accountType: ClearingAccountType = "INDIVIDUAL") {
      const accountId = await activeAccount(accountType);
      const relationship = await subject.clearingFirm.createAchRelationship({
        requestId: requestId("ach"),
        accountId,
        processorToken: await processorToken(),
        nickname: "Checking",
      });
      const contribution = accountType === "INDIVIDUAL" ? undefined : { taxYear: openTaxYears(new Date())[0]!, type: "REGULAR" as const };
      const deposit = await subject.clearingFirm.createDeposit({
        requestId: requestId("deposit"),
        accountId,
        achRelationshipId: relationship.achRelationshipId,
        amount,
        retirementContribution: contribution,
      });
      await subject.control.settleTransfer({ transferId: deposit.transferId, outcome: "COMPLETED" });
      return { accountId, relationship, deposit };
    }

    test("a processor token becomes an approved bank relationship, once per request id and once per bank account", async () => {
      const { clearingFirm } = subject;
      const accountId = await activeAccount();
      const token = await processorToken();
      const key = requestId("ach");
      const relationship = await clearingFirm.createAchRelationship({ requestId: key, accountId, processorToken: token, nickname: "Everyday checking" });
      expect(relationship).toMatchObject({ accountId, state: "APPROVED", bankName: "First Platypus Bank", nickname: "Everyday checking" });
      expect(relationship.bankAccountMask).toMatch(/^\d{4}$/);
      expect(await clearingFirm.createAchRelationship({ requestId: key, accountId, processorToken: token, nickname: "Everyday checking" })).toEqual(relationship);
      await expectKind(clearingFirm.createAchRelationship({ requestId: requestId("ach"), accountId, processorToken: token, nickname: "Again" }), "CONFLICT");
      await expectKind(
        clearingFirm.createAchRelationship({ requestId: requestId("ach"), accountId, processorToken: "processor-made-up", nickname: "Fake" }),
        "INVALID_REQUEST",
        "processorToken",
      );
      expect(await clearingFirm.getAchRelationships({ accountId })).toEqual([relationship]);
    });

    test("a deposit is pending until it settles; then it is buying power and activity; a retry answers the same transfer", async () => {
      const { clearingFirm, control } = subject;
      const accountId = await activeAccount();
      const { achRelationshipId } = await clearingFirm.createAchRelationship({
        requestId: requestId("ach"),
        accountId,
        processorToken: await processorToken(),
        nickname: "Checking",
      });
      const key = requestId("deposit");
      const deposit = await clearingFirm.createDeposit({ requestId: key, accountId, achRelationshipId, amount: "500.00" });
      expect(deposit).toMatchObject({ accountId, mechanism: "ACH", direction: "DEPOSIT", amount: "500.00", state: "PENDING", returnReason: null });
      expect(await clearingFirm.createDeposit({ requestId: key, accountId, achRelationshipId, amount: "500.00" })).toEqual(deposit);
      await expectKind(clearingFirm.createDeposit({ requestId: key, accountId, achRelationshipId, amount: "600.00" }), "CONFLICT");
      expect((await clearingFirm.getAccounts({ accountIds: [accountId], withBuyingPower: true }))[0]!.buyingPower).toBe("0.00");

      await control.settleTransfer({ transferId: deposit.transferId, outcome: "COMPLETED" });
      expect(await clearingFirm.findTransferByRequestId({ requestId: key })).toMatchObject({ transferId: deposit.transferId, state: "COMPLETED" });
      expect((await clearingFirm.getAccounts({ accountIds: [accountId], withBuyingPower: true }))[0]!.buyingPower).toBe("500.00");
      expect((await clearingFirm.getActivities({ accountId })).map(({ type, amount }) => ({ type, amount }))).toEqual([{ type: "DEPOSIT", amount: "500.00" }]);
      expect(await clearingFirm.findTransferByRequestId({ requestId: requestId("never-sent") })).toBeNull();
    });

    test("a returned deposit says why and adds nothing", async () => {
      const { clearingFirm, control } = subject;
      const accountId = await activeAccount();
      const { achRelationshipId } = await clearingFirm.createAchRelationship({
        requestId: requestId("ach"),
        accountId,
        processorToken: await processorToken(),
        nickname: "Checking",
      });
      const deposit = await clearingFirm.createDeposit({ requestId: requestId("deposit"), accountId, achRelationshipId, amount: "75.00" });
      await control.settleTransfer({ transferId: deposit.transferId, outcome: "RETURNED", returnReason: "R01 Insufficient funds" });
      expect((await clearingFirm.getTransfers({ accountId }))[0]).toMatchObject({ state: "RETURNED", returnReason: "R01 Insufficient funds" });
      expect((await clearingFirm.getPortfolio({ accountId })).cash).toBe("0.00");
    });

    test("money moves only in an active account, from its own relationship, in dollars and cents", async () => {
      const { clearingFirm } = subject;
      const person = await clearingFirm.createLegalNaturalPerson({ requestId: requestId("person"), person: personInput() });
      const pending = await clearingFirm.createAccount({ requestId: requestId("account"), account: accountInput(person.lnpId) });
      const other = await activeAccount();
      const { achRelationshipId } = await clearingFirm.createAchRelationship({
        requestId: requestId("ach"),
        accountId: other,
        processorToken: await processorToken(),
        nickname: "Checking",
      });
      await expectKind(clearingFirm.createDeposit({ requestId: requestId("d"), accountId: pending.accountId, achRelationshipId, amount: "10.00" }), "CONFLICT");
      const accountId = await activeAccount();
      await expectKind(clearingFirm.createDeposit({ requestId: requestId("d"), accountId, achRelationshipId, amount: "10.00" }), "INVALID_REQUEST", "achRelationshipId");
      await expectKind(clearingFirm.createDeposit({ requestId: requestId("d"), accountId: other, achRelationshipId, amount: "10.001" }), "INVALID_REQUEST", "amount");
      await expectKind(clearingFirm.createDeposit({ requestId: requestId("d"), accountId: other, achRelationshipId, amount: "0.00" }), "INVALID_REQUEST", "amount");
    });

    test("an IRA deposit names an open tax year and stays within the holder's yearly limit", async () => {
      const { clearingFirm } = subject;
      const accountId = await activeAccount("ROTH_IRA");
      const { achRelationshipId } = await clearingFirm.createAchRelationship({
        requestId: requestId("ach"),
        accountId,
        processorToken: await processorToken(),
        nickname: "Checking",
      });
      const [taxYear] = openTaxYears(new Date());
      await expectKind(clearingFirm.createDeposit({ requestId: requestId("d"), accountId, achRelationshipId, amount: "100.00" }), "INVALID_REQUEST", "retirementContribution");
      await expectKind(
        clearingFirm.createDeposit({ requestId: requestId("d"), accountId, achRelationshipId, amount: "100.00", retirementContribution: { taxYear: taxYear! - 3, type: "REGULAR" } }),
        "INVALID_REQUEST",
        "retirementContribution",
      );
      const contribution = { taxYear: taxYear!, type: "REGULAR" as const };
      await clearingFirm.createDeposit({ requestId: requestId("d"), accountId, achRelationshipId, amount: "7000.00", retirementContribution: contribution });
      await expectKind(
        clearingFirm.createDeposit({ requestId: requestId("d"), accountId, achRelationshipId, amount: "1000.00", retirementContribution: contribution }),
        "INVALID_REQUEST",
        "amount",
      );
    });

    test("orders fill at the day's price; positions, cash, activity and the day's balance follow", async () => {
      const { clearingFirm } = subject;
      const { accountId } = await fundedAccount("500.00");
      const order = await clearingFirm.placeOrder({ requestId: requestId("order"), accountId, symbol: "VTI", side: "BUY", notional: "300.00" });
      expect(order).toMatchObject({ accountId, symbol: "VTI", side: "BUY", notional: "300.00", state: "FILLED" });
      expect(Number(order.filledQuantity)).toBeGreaterThan(0);
      const tooMuch = await clearingFirm.placeOrder({ requestId: requestId("order"), accountId, symbol: "BND", side: "BUY", notional: "250.00" });
      expect(tooMuch).toMatchObject({ state: "REJECTED", rejectReason: expect.any(String) });
      await expectKind(clearingFirm.placeOrder({ requestId: requestId("order"), accountId, symbol: "NOPE", side: "BUY", notional: "5.00" }), "INVALID_REQUEST", "symbol");

      const portfolio = await clearingFirm.getPortfolio({ accountId });
      expect(portfolio.cash).toBe("200.00");
      expect(portfolio.positions).toEqual([
        { symbol: "VTI", quantity: order.filledQuantity, price: order.filledPrice, marketValue: expect.any(String), costBasis: "300.00" },
      ]);
      const value = Number(portfolio.positions[0]!.marketValue);
      expect(value).toBeGreaterThan(299.98);
      expect(value).toBeLessThanOrEqual(300);
      expect((await clearingFirm.getActivities({ accountId })).map(({ type, symbol }) => ({ type, symbol }))).toEqual([
        { type: "BUY", symbol: "VTI" },
        { type: "DEPOSIT", symbol: null },
      ]);
      const today = new Date();
      const date = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
      const balances = await clearingFirm.getDailyBalances({ accountId, from: { ...date, day: 1 }, to: date });
      expect(balances.at(-1)).toEqual({ date, equity: (200 + value).toFixed(2), netContributions: "500.00" });
    });

    test("a rollover check the clearing firm receives is a completed deposit that does not count as a contribution", async () => {
      const { clearingFirm, control } = subject;
      const accountId = await activeAccount("ROLLOVER_IRA");
      const check = await control.depositCheck({ requestId: requestId("check"), accountId, amount: "12500.00", description: "Fidelity 401(k)" });
      expect(check).toMatchObject({ mechanism: "CHECK", state: "COMPLETED", amount: "12500.00", retirementContribution: { type: "ROLLOVER" } });
      expect((await clearingFirm.getTransfers({ accountId })).map((transfer) => transfer.transferId)).toEqual([check.transferId]);
      expect((await clearingFirm.getPortfolio({ accountId })).cash).toBe("12500.00");
    });
  });
}
