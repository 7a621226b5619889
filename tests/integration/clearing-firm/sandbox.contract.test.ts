import { LocalClearingFirm } from "@/lib/integrations/clearing-firm/local-adapter";
import { SandboxControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import type { SandboxClock } from "@/lib/integrations/clearing-firm/sandbox-holder";
import { useTestDatabase } from "../../helpers/test-db";
import { accountInput, personInput, runClearingFirmContract } from "./clearing-firm-contract";
import { runClearingFirmMoneyContract } from "./clearing-firm-money-contract";

// The built-in sandbox against the shared contract, then what only the sandbox promises: decisions after the review
// delay with no timer, state shared by every instance (process), and no SSN kept in the clear.

const testDb = useTestDatabase();

runClearingFirmContract("built-in sandbox", async () => ({ clearingFirm: new LocalClearingFirm(), control: new SandboxControl() }));
runClearingFirmMoneyContract("built-in sandbox", async () => ({ clearingFirm: new LocalClearingFirm(), control: new SandboxControl() }));

describe("the sandbox's own promises", () => {
  let now = new Date("2026-11-27T10:00:00Z");
  const clock: SandboxClock = { now: () => now, reviewSeconds: () => 20 };

  test("a submitted application is decided on the first read after the review delay, by any instance", async () => {
    const firm = new LocalClearingFirm({ clock });
    const person = await firm.createLegalNaturalPerson({ requestId: "own-person-1", person: personInput() });
    const account = await firm.createAccount({ requestId: "own-account-1", account: accountInput(person.lnpId) });
    await firm.affirmAgreements({ accountId: account.accountId, agreementIds: account.agreements.map((agreement) => agreement.agreementId) });

    now = new Date(now.getTime() + 19_000);
    expect((await firm.getAccounts({ accountIds: [account.accountId] }))[0]!.state).toBe("SUBMITTED");

    // Another instance, as another process would have: the same state, decided at the review's due time.
    now = new Date(now.getTime() + 1_000);
    const elsewhere = new LocalClearingFirm({ clock });
    const investigation = await elsewhere.getInvestigation({ investigationName: person.investigationName });
    expect(investigation.investigationRequestState).toBe("ACCEPTED");
    const decided = investigation.auditTrail.find((entry) => entry.newValue === "ACCEPTED");
    expect(decided).toMatchObject({ updateUser: "sandbox", updateTime: new Date("2026-11-27T10:00:20Z") });
    expect((await firm.getAccounts({ accountIds: [account.accountId] }))[0]!.state).toBe("ACTIVE");
  });

  test("the forced outcome is kept in the database: set by one instance, reached by another's read", async () => {
    const firm = new LocalClearingFirm({ clock });
    const person = await firm.createLegalNaturalPerson({ requestId: "own-person-2", person: personInput() });
    const account = await firm.createAccount({ requestId: "own-account-2", account: accountInput(person.lnpId) });
    await new SandboxControl(clock).forceOutcome({ accountId: account.accountId, outcome: "REJECTED" });
    await firm.affirmAgreements({ accountId: account.accountId, agreementIds: account.agreements.map((agreement) => agreement.agreementId) });
    now = new Date(now.getTime() + 60_000);
    expect((await new LocalClearingFirm({ clock }).getAccounts({ accountIds: [account.accountId] }))[0]!.state).toBe("REJECTED");
  });

  test("the SSN is never stored: only a keyed digest and the last four", async () => {
    const input = personInput();
    await new LocalClearingFirm().createLegalNaturalPerson({ requestId: "own-person-3", person: input });
    const rows = await testDb.db().clearingSandboxRecord.findMany({ select: { id: true, requestId: true, parentId: true, data: true } });
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(input.taxId);
  });

  test("agreement links open the agreement's text on this install", async () => {
    const firm = new LocalClearingFirm({ siteUrl: "http://localhost:3000" });
    const person = await firm.createLegalNaturalPerson({ requestId: "own-person-4", person: personInput() });
    const account = await firm.createAccount({ requestId: "own-account-4", account: accountInput(person.lnpId, "ROTH_IRA") });
    expect(account.agreements.map((agreement) => agreement.agreementUri)).toEqual([
      "http://localhost:3000/dev/clearing-firm/agreements/customer-account-agreement",
      "http://localhost:3000/dev/clearing-firm/agreements/ira-adoption-agreement",
      "http://localhost:3000/dev/clearing-firm/agreements/roth-ira-disclosure",
    ]);
  });
});
