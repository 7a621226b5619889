import type { ClearingFirmControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import {
  ClearingFirmError,
  type AccountInput,
  type ClearingAccountType,
  type ClearingFirm,
  type ClearingFirmErrorKind,
  type LegalNaturalPersonInput,
} from "@/lib/integrations/clearing-firm/types";

// One contract for every clearing firm: the built-in sandbox (sandbox.contract.test.ts) and the Apex adapter against
// a loopback stand-in of Apex's API. Only the ClearingFirm interface and the control are used, so the same calls
// and answers hold for both. Each test makes its own person (a new SSN), so tests do not depend on one another.

export type ClearingFirmHarness = { clearingFirm: ClearingFirm; control: ClearingFirmControl; close?: () => Promise<void> };

const PDF = new TextEncoder().encode("%PDF-1.4\n% sandbox test document\n");
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

let sequence = 0;
const runTag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function requestId(label: string): string {
  sequence += 1;
  return `contract-${runTag}-${label}-${sequence}`;
}

/** A possible SSN (area 100-665, group and serial never zero) that no other test of this run uses. */
function newSsn(): string {
  sequence += 1;
  const area = 100 + Math.floor(Math.random() * 500);
  const group = 1 + (sequence % 99);
  const serial = 1 + ((Math.floor(Math.random() * 9000) + sequence * 7) % 9999);
  return `${area}${String(group).padStart(2, "0")}${String(serial).padStart(4, "0")}`;
}

const ADDRESS = { addressLines: ["1600 Main Street", "Apt 4B"], locality: "Austin", administrativeArea: "TX", regionCode: "US" as const, postalCode: "78701" };

export function personInput(overrides: Partial<LegalNaturalPersonInput> = {}): LegalNaturalPersonInput {
  return {
    givenName: "Ada",
    familyName: "O'Neil-Lovelace",
    birthDate: { year: 1985, month: 12, day: 10 },
    citizenshipCountries: ["US"],
    taxIdType: "SSN",
    taxId: newSsn(),
    personalAddress: ADDRESS,
    employment: { employmentStatus: "EMPLOYED", occupation: "Engineer", employer: "Acme" },
    recentTaxFilingStatus: "SINGLE",
    ...overrides,
  };
}

export function accountInput(lnpId: string, accountType: ClearingAccountType = "INDIVIDUAL"): AccountInput {
  return {
    lnpId,
    accountType,
    investmentProfile: { investmentObjective: "GROWTH", annualIncomeRangeUsd: "FROM_50K_TO_100K", totalNetWorthRangeUsd: "FROM_100K_TO_200K" },
    enrollmentType: "REGISTERED_INVESTMENT_ADVISOR",
    party: { emailAddress: "ada@example.com", phoneNumber: "+15125550142", mailingAddress: ADDRESS },
    trustedContact: { givenName: "Grace", familyName: "Hopper", emailAddress: "grace@example.com" },
  };
}

const PARTY = { recipient: "Charles Babbage", mailingAddress: { ...ADDRESS, addressLines: ["12 Analytical Way"] } };

async function rejection(promise: Promise<unknown>): Promise<ClearingFirmError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClearingFirmError);
  return error as ClearingFirmError;
}

async function expectKind(promise: Promise<unknown>, kind: ClearingFirmErrorKind, field?: string | RegExp) {
  const error = await rejection(promise);
  expect({ kind: error.kind, message: error.message }).toMatchObject({ kind });
  if (typeof field === "string") expect(error.field).toBe(field);
  if (field instanceof RegExp) expect(error.field).toMatch(field);
}

export function runClearingFirmContract(label: string, setup: () => Promise<ClearingFirmHarness>): void {
  describe(`ClearingFirm contract: ${label}`, () => {
    let firm: ClearingFirm;
    let control: ClearingFirmControl;
    let harness: ClearingFirmHarness;

    beforeAll(async () => {
      harness = await setup();
      firm = harness.clearingFirm;
      control = harness.control;
    });
    afterAll(async () => harness?.close?.());

    async function newPerson() {
      return firm.createLegalNaturalPerson({ requestId: requestId("person"), person: personInput() });
    }

    async function newAccount(accountType: ClearingAccountType = "INDIVIDUAL") {
      const person = await newPerson();
      const account = await firm.createAccount({ requestId: requestId("account"), account: accountInput(person.lnpId, accountType) });
      return { person, account };
    }

    async function affirmAll(accountId: string) {
      const agreements = await firm.getAgreements({ accountId });
      return firm.affirmAgreements({ accountId, agreementIds: agreements.map((agreement) => agreement.agreementId) });
    }

    async function stateOf(accountId: string) {
      const [account] = await firm.getAccounts({ accountIds: [accountId] });
      return account!.state;
    }

    describe("legal natural persons", () => {
      test("a person is created with the last four of the SSN only, and an identity investigation PENDING", async () => {
        const input = personInput();
        const person = await firm.createLegalNaturalPerson({ requestId: requestId("person"), person: input });
        expect(person).toMatchObject({
          givenName: "Ada",
          familyName: "O'Neil-Lovelace",
          birthDate: { year: 1985, month: 12, day: 10 },
          taxIdLastFour: input.taxId.slice(-4),
          personalAddress: ADDRESS,
          employment: { employmentStatus: "EMPLOYED", occupation: "Engineer", employer: "Acme" },
          recentTaxFilingStatus: "SINGLE",
          investigationName: expect.stringMatching(/^investigations\/.+/),
        });
        expect(JSON.stringify(person)).not.toContain(input.taxId);
        expect(await firm.getLegalNaturalPerson({ lnpId: person.lnpId })).toEqual(person);
        const investigation = await firm.getInvestigation({ investigationName: person.investigationName });
        expect(investigation).toMatchObject({ name: person.investigationName, investigationRequestState: "PENDING", documentIds: [] });
        await expectKind(firm.getLegalNaturalPerson({ lnpId: "no-such-person" }), "NOT_FOUND");
        await expectKind(firm.getInvestigation({ investigationName: "investigations/no-such-one" }), "NOT_FOUND");
      });

      test.each([
        ["area 000", "000121234"],
        ["area 666", "666121234"],
        ["area 9xx", "912121234"],
        ["group 00", "123001234"],
        ["serial 0000", "123120000"],
        ["eight digits", "12312123"],
      ])("an impossible SSN (%s) is INVALID_REQUEST on taxId", async (_case, taxId) => {
        await expectKind(firm.createLegalNaturalPerson({ requestId: requestId("bad-ssn"), person: personInput({ taxId }) }), "INVALID_REQUEST", "taxId");
      });

      test("under 18 is INVALID_REQUEST on birthDate; so is a date that does not exist", async () => {
        const now = new Date();
        const seventeen = { year: now.getUTCFullYear() - 17, month: 1, day: 1 };
        await expectKind(firm.createLegalNaturalPerson({ requestId: requestId("young"), person: personInput({ birthDate: seventeen }) }), "INVALID_REQUEST", "birthDate");
        await expectKind(
          firm.createLegalNaturalPerson({ requestId: requestId("feb30"), person: personInput({ birthDate: { year: 1990, month: 2, day: 30 } }) }),
          "INVALID_REQUEST",
          "birthDate",
        );
      });

      test("names, states and ZIP codes are checked", async () => {
        const create = (overrides: Partial<LegalNaturalPersonInput>) =>
          firm.createLegalNaturalPerson({ requestId: requestId("invalid"), person: personInput(overrides) });
        await expectKind(create({ givenName: "Ada2" }), "INVALID_REQUEST", "givenName");
        await expectKind(create({ familyName: "Love;lace" }), "INVALID_REQUEST", "familyName");
        await expectKind(create({ personalAddress: { ...ADDRESS, administrativeArea: "XX" } }), "INVALID_REQUEST", /^personalAddress/);
        await expectKind(create({ personalAddress: { ...ADDRESS, postalCode: "7870" } }), "INVALID_REQUEST", /^personalAddress/);
        // A territory and a ZIP+4 are fine.
        const person = await create({ personalAddress: { ...ADDRESS, locality: "San Juan", administrativeArea: "PR", postalCode: "00901-1234" } });
        expect(person.personalAddress.administrativeArea).toBe("PR");
      });

      test("the same SSN under another request id is CONFLICT; the same request id answers the first person", async () => {
        const input = personInput();
        const id = requestId("person");
        const first = await firm.createLegalNaturalPerson({ requestId: id, person: input });
        expect(await firm.createLegalNaturalPerson({ requestId: id, person: input })).toEqual(first);
        await expectKind(firm.createLegalNaturalPerson({ requestId: requestId("other"), person: input }), "CONFLICT");
        await expectKind(firm.createLegalNaturalPerson({ requestId: id, person: { ...input, givenName: "Grace" } }), "CONFLICT");
        expect(await firm.findLegalNaturalPersonByRequestId({ requestId: id })).toEqual(first);
        expect(await firm.findLegalNaturalPersonByRequestId({ requestId: requestId("never-used") })).toBeNull();
      });
    });

    describe("accounts and agreements", () => {
      test("an account needs an existing person; it opens PENDING with an 8-character number and agreements to affirm", async () => {
        await expectKind(firm.createAccount({ requestId: requestId("account"), account: accountInput("no-such-person") }), "NOT_FOUND");
        const { person, account } = await newAccount();
        expect(account).toMatchObject({
          accountType: "INDIVIDUAL",
          state: "PENDING",
          lnpId: person.lnpId,
          investigationName: person.investigationName,
          parties: [{ emailAddress: "ada@example.com", phoneNumber: "+15125550142", mailingAddress: ADDRESS }],
        });
        expect(account.accountNumber).toMatch(/^[A-Z0-9]{8}$/);
        expect(account.agreements.length).toBeGreaterThan(0);
        for (const agreement of account.agreements) {
          expect(agreement).toEqual({
            agreementId: expect.any(String),
            agreementUri: expect.stringMatching(/^https?:\/\//),
            agreementName: expect.any(String),
            agreementState: "PENDING",
          });
        }
        expect(await firm.getAgreements({ accountId: account.accountId })).toEqual(account.agreements);
        await expectKind(firm.getAgreements({ accountId: "no-such-account" }), "NOT_FOUND");
      });

      test("the agreements depend on the account type: IRAs add custodial terms, a rollover its certification", async () => {
        const person = await newPerson();
        const names: Record<string, string[]> = {};
        for (const accountType of ["INDIVIDUAL", "TRADITIONAL_IRA", "ROTH_IRA", "ROLLOVER_IRA"] as const) {
          const account = await firm.createAccount({ requestId: requestId(accountType), account: accountInput(person.lnpId, accountType) });
          names[accountType] = account.agreements.map((agreement) => agreement.agreementName);
        }
        const [customer] = names.INDIVIDUAL!;
        for (const ira of ["TRADITIONAL_IRA", "ROTH_IRA", "ROLLOVER_IRA"]) {
          expect(names[ira]).toContain(customer);
          expect(names[ira]!.length).toBeGreaterThan(names.INDIVIDUAL!.length);
        }
        expect(names.ROTH_IRA!.some((name) => /roth/i.test(name))).toBe(true);
        expect(names.ROLLOVER_IRA!.some((name) => /rollover/i.test(name))).toBe(true);
        expect(names.ROLLOVER_IRA!.length).toBeGreaterThan(names.TRADITIONAL_IRA!.length);
      });

      test("account creation is idempotent by request id, and findable after the fact", async () => {
        const person = await newPerson();
        const id = requestId("account");
        const input = accountInput(person.lnpId, "ROTH_IRA");
        const first = await firm.createAccount({ requestId: id, account: input });
        expect((await firm.createAccount({ requestId: id, account: input })).accountId).toBe(first.accountId);
        await expectKind(firm.createAccount({ requestId: id, account: accountInput(person.lnpId, "TRADITIONAL_IRA") }), "CONFLICT");
        expect((await firm.findAccountByRequestId({ requestId: id }))?.accountId).toBe(first.accountId);
        expect(await firm.findAccountByRequestId({ requestId: requestId("never-used") })).toBeNull();
      });

      test("getAccounts answers the accounts that exist, with buying power when asked", async () => {
        const { account } = await newAccount();
        const found = await firm.getAccounts({ accountIds: [account.accountId, "no-such-account"], withBuyingPower: true });
        expect(found.map((candidate) => candidate.accountId)).toEqual([account.accountId]);
        expect(found[0]!.buyingPower).toMatch(/^\d+(\.\d+)?$/);
        expect((await firm.getAccounts({ accountIds: [account.accountId] }))[0]!.buyingPower).toBeUndefined();
      });

      test("affirming some agreements keeps the account PENDING; all of them submit it; twice is harmless", async () => {
        const { account } = await newAccount("ROLLOVER_IRA");
        const [first, ...rest] = account.agreements;
        const partly = await firm.affirmAgreements({ accountId: account.accountId, agreementIds: [first!.agreementId] });
        expect(partly.find((agreement) => agreement.agreementId === first!.agreementId)?.agreementState).toBe("AFFIRMED");
        expect(await stateOf(account.accountId)).toBe("PENDING");
        await expectKind(firm.affirmAgreements({ accountId: account.accountId, agreementIds: ["no-such-agreement"] }), "INVALID_REQUEST");
        const all = await firm.affirmAgreements({ accountId: account.accountId, agreementIds: rest.map((agreement) => agreement.agreementId) });
        expect(all.every((agreement) => agreement.agreementState === "AFFIRMED")).toBe(true);
        expect(await stateOf(account.accountId)).toBe("SUBMITTED");
        expect(await affirmAll(account.accountId)).toEqual(all);
        expect(await stateOf(account.accountId)).toBe("SUBMITTED");
      });
    });

    describe("the identity review", () => {
      test("approved by default: investigation ACCEPTED, identity VERIFIED, no watchlist match, every field verified; account ACTIVE", async () => {
        const { person, account } = await newAccount();
        await affirmAll(account.accountId);
        await control.completeReview({ accountId: account.accountId });
        expect(await stateOf(account.accountId)).toBe("ACTIVE");
        const investigation = await firm.getInvestigation({ investigationName: person.investigationName });
        expect(investigation).toMatchObject({
          investigationRequestState: "ACCEPTED",
          identityVerification: "VERIFIED",
          watchlistScreen: "NO_MATCH",
          providedVerification: { nameVerified: true, addressVerified: true, taxIdVerified: true, birthDateVerified: true },
        });
        expect(investigation.results.at(-1)).toMatchObject({ identityVerificationPassed: true, externalVendor: expect.any(String) });
        expect(investigation.auditTrail.length).toBeGreaterThan(1);
        for (const entry of investigation.auditTrail) {
          expect(entry).toEqual({
            auditType: expect.any(String),
            field: expect.any(String),
            oldValue: expect.any(String),
            newValue: expect.any(String),
            updateUser: expect.any(String),
            updateTime: expect.any(Date),
            comment: expect.any(String),
          });
        }
        expect(investigation.auditTrail.some((entry) => entry.field === "investigationRequestState" && entry.newValue === "ACCEPTED")).toBe(true);
      });

      test("REJECTED forced after submission applies at once: investigation and account REJECTED", async () => {
        const { person, account } = await newAccount();
        await affirmAll(account.accountId);
        await control.forceOutcome({ accountId: account.accountId, outcome: "REJECTED" });
        expect(await stateOf(account.accountId)).toBe("REJECTED");
        const investigation = await firm.getInvestigation({ investigationName: person.investigationName });
        expect(investigation.investigationRequestState).toBe("REJECTED");
        expect(investigation.results.at(-1)?.identityVerificationPassed).toBe(false);
      });

      test("a watchlist match holds the account UNDER_REVIEW until a person approves it", async () => {
        const { person, account } = await newAccount();
        await control.forceOutcome({ accountId: account.accountId, outcome: "WATCHLIST_MATCH" });
        expect(await stateOf(account.accountId)).toBe("PENDING");
        await affirmAll(account.accountId);
        await control.completeReview({ accountId: account.accountId });
        expect(await stateOf(account.accountId)).toBe("UNDER_REVIEW");
        const investigation = await firm.getInvestigation({ investigationName: person.investigationName });
        expect(investigation.watchlistScreen).toBe("POTENTIAL_MATCH");
        expect(investigation.watchlistMatches).toEqual([
          expect.objectContaining({ active: true, matchState: "POTENTIAL_MATCH", watchlistId: expect.any(String), watchlistItemId: expect.any(String) }),
        ]);
        await control.completeReview({ accountId: account.accountId });
        expect(await stateOf(account.accountId)).toBe("UNDER_REVIEW");
        await control.forceOutcome({ accountId: account.accountId, outcome: "APPROVED" });
        expect(await stateOf(account.accountId)).toBe("ACTIVE");
        expect((await firm.getInvestigation({ investigationName: person.investigationName })).investigationRequestState).toBe("ACCEPTED");
      });

      test("ACTION_REQUIRED: documents covering every unverified field send it to review, then it is accepted", async () => {
        const { person, account } = await newAccount("TRADITIONAL_IRA");
        await control.forceOutcome({ accountId: account.accountId, outcome: "ACTION_REQUIRED" });
        await affirmAll(account.accountId);
        await control.completeReview({ accountId: account.accountId });
        expect(await stateOf(account.accountId)).toBe("ACTION_REQUIRED");
        const investigationName = person.investigationName;
        const waiting = await firm.getInvestigation({ investigationName });
        expect(waiting).toMatchObject({ investigationRequestState: "INDETERMINATE", identityVerification: "DOCUMENT_REQUIRED" });
        const open = Object.entries(waiting.providedVerification).filter(([, verified]) => !verified).map(([flag]) => flag);
        expect(open.length).toBeGreaterThan(0);
        expect(open).not.toContain("taxIdVerified");

        // A Social Security card verifies only the tax id: the investigation still waits.
        const ssnCard = await firm.uploadDocument({
          requestId: requestId("doc"),
          owner: { investigationName },
          documentType: "SOCIAL_SECURITY_DOCUMENT",
          mimeType: "image/png",
          content: PNG,
        });
        const stillWaiting = await firm.updateInvestigation({ investigationName, documentIds: [ssnCard.documentId] });
        expect(stillWaiting.investigationRequestState).toBe("INDETERMINATE");
        expect(stillWaiting.documentIds).toEqual([ssnCard.documentId]);
        expect(await stateOf(account.accountId)).toBe("ACTION_REQUIRED");

        // A driver's license verifies address, name and birth date: every open field is covered.
        const license = await firm.uploadDocument({
          requestId: requestId("doc"),
          owner: { investigationName },
          documentType: "DRIVERS_LICENSE",
          mimeType: "image/jpeg",
          content: JPEG,
        });
        const reviewing = await firm.updateInvestigation({ investigationName, documentIds: [license.documentId] });
        expect(reviewing.investigationRequestState).toBe("UNDER_REVIEW");
        expect(reviewing.documentIds).toEqual([ssnCard.documentId, license.documentId]);
        expect(await stateOf(account.accountId)).toBe("UNDER_REVIEW");

        await control.completeReview({ accountId: account.accountId });
        expect(await stateOf(account.accountId)).toBe("ACTIVE");
        const accepted = await firm.getInvestigation({ investigationName });
        expect(accepted).toMatchObject({
          investigationRequestState: "ACCEPTED",
          identityVerification: "VERIFIED",
          providedVerification: { nameVerified: true, addressVerified: true, taxIdVerified: true, birthDateVerified: true },
        });
        expect(accepted.results.at(-1)).toMatchObject({ identityVerificationPassed: true, documentIds: expect.arrayContaining([license.documentId]) });
      });

      test("documents under review can still end REJECTED", async () => {
        const { person, account } = await newAccount();
        await control.forceOutcome({ accountId: account.accountId, outcome: "ACTION_REQUIRED" });
        await affirmAll(account.accountId);
        await control.completeReview({ accountId: account.accountId });
        const investigationName = person.investigationName;
        const stateId = await firm.uploadDocument({ requestId: requestId("doc"), owner: { investigationName }, documentType: "STATE_ID_CARD", mimeType: "application/pdf", content: PDF });
        await firm.updateInvestigation({ investigationName, documentIds: [stateId.documentId] });
        expect(await stateOf(account.accountId)).toBe("UNDER_REVIEW");
        await control.forceOutcome({ accountId: account.accountId, outcome: "REJECTED" });
        expect(await stateOf(account.accountId)).toBe("REJECTED");
        expect((await firm.getInvestigation({ investigationName })).investigationRequestState).toBe("REJECTED");
      });
    });

    describe("documents", () => {
      test("the bytes must be the declared type; the owner must exist; the 3210 letter goes to an account", async () => {
        const { person, account } = await newAccount();
        const investigationName = person.investigationName;
        const upload = (overrides: Partial<Parameters<ClearingFirm["uploadDocument"]>[0]>) =>
          firm.uploadDocument({ requestId: requestId("doc"), owner: { investigationName }, documentType: "PASSPORT", mimeType: "application/pdf", content: PDF, ...overrides });
        await expectKind(upload({ mimeType: "image/png" }), "INVALID_REQUEST");
        await expectKind(upload({ content: new TextEncoder().encode("just text, not a PDF") }), "INVALID_REQUEST");
        await expectKind(upload({ owner: { investigationName: "investigations/no-such-one" } }), "NOT_FOUND");
        await expectKind(upload({ owner: { accountId: "no-such-account" }, documentType: "LETTER3210" }), "NOT_FOUND");
        const letter = await upload({ owner: { accountId: account.accountId }, documentType: "LETTER3210" });
        expect(letter.documentId).toEqual(expect.any(String));
        const passport = await upload({});
        expect(passport.documentId).not.toBe(letter.documentId);
        await expectKind(firm.updateInvestigation({ investigationName, documentIds: ["no-such-document"] }), "NOT_FOUND");
      });

      test("an upload is idempotent by request id", async () => {
        const { person } = await newAccount();
        const id = requestId("doc");
        const input = { requestId: id, owner: { investigationName: person.investigationName }, documentType: "PASSPORT" as const, mimeType: "application/pdf" as const, content: PDF };
        const first = await firm.uploadDocument(input);
        expect(await firm.uploadDocument(input)).toEqual(first);
        await expectKind(firm.uploadDocument({ ...input, documentType: "MILITARY_ID" }), "CONFLICT");
      });
    });

    describe("interested parties and delivery preferences", () => {
      test("create, update and delete; at most ten per account", async () => {
        const { account } = await newAccount();
        const accountId = account.accountId;
        const id = requestId("party");
        const first = await firm.createInterestedParty({ requestId: id, accountId, party: PARTY });
        expect(first).toMatchObject({ ...PARTY, interestedPartyId: expect.any(String) });
        expect(await firm.createInterestedParty({ requestId: id, accountId, party: PARTY })).toEqual(first);
        await expectKind(firm.createInterestedParty({ requestId: id, accountId, party: { ...PARTY, recipient: "Someone Else" } }), "CONFLICT");

        const updated = await firm.updateInterestedParty({ accountId, interestedPartyId: first.interestedPartyId, party: { ...PARTY, recipient: "Ada Byron" } });
        expect(updated).toMatchObject({ recipient: "Ada Byron", interestedPartyId: first.interestedPartyId });
        await expectKind(firm.updateInterestedParty({ accountId, interestedPartyId: "no-such-party", party: PARTY }), "NOT_FOUND");

        for (let count = 2; count <= 10; count += 1) {
          await firm.createInterestedParty({ requestId: requestId("party"), accountId, party: { ...PARTY, recipient: `Party Number ${count}` } });
        }
        await expectKind(firm.createInterestedParty({ requestId: requestId("party"), accountId, party: PARTY }), "CONFLICT");
        await firm.deleteInterestedParty({ accountId, interestedPartyId: first.interestedPartyId });
        await expectKind(firm.deleteInterestedParty({ accountId, interestedPartyId: first.interestedPartyId }), "NOT_FOUND");
        await firm.createInterestedParty({ requestId: requestId("party"), accountId, party: PARTY });
        await expectKind(firm.createInterestedParty({ requestId: requestId("party"), accountId: "no-such-account", party: PARTY }), "NOT_FOUND");
        await expectKind(firm.createInterestedParty({ requestId: requestId("party"), accountId, party: { ...PARTY, mailingAddress: { ...ADDRESS, postalCode: "ABCDE" } } }), "INVALID_REQUEST");
      });

      test("delivery preferences change every preference of the party, and its email", async () => {
        const { account } = await newAccount();
        const partyId = account.parties[0]!.partyId;
        const party = await firm.updateDeliveryPreferences({ accountId: account.accountId, partyId, deliveryPreference: "PHYSICAL", emailAddress: "ada.new@example.com" });
        expect(party).toMatchObject({
          partyId,
          emailAddress: "ada.new@example.com",
          deliveryPreferences: { prospectus: "PHYSICAL", proxy: "PHYSICAL", statement: "PHYSICAL", taxDocument: "PHYSICAL", tradeConfirmation: "PHYSICAL" },
        });
        const [reread] = await firm.getAccounts({ accountIds: [account.accountId] });
        expect(reread!.parties[0]).toEqual(party);
        await expectKind(firm.updateDeliveryPreferences({ accountId: account.accountId, partyId: "no-such-party", deliveryPreference: "DIGITAL", emailAddress: "a@example.com" }), "NOT_FOUND");
      });
    });

    describe("failures", () => {
      test("UNAVAILABLE before the work: nothing is created, and the next call works", async () => {
        const person = await newPerson();
        const id = requestId("account");
        await control.failNext({ operation: "createAccount", mode: "UNAVAILABLE" });
        await expectKind(firm.createAccount({ requestId: id, account: accountInput(person.lnpId) }), "UNAVAILABLE");
        expect(await firm.findAccountByRequestId({ requestId: id })).toBeNull();
        expect((await firm.createAccount({ requestId: id, account: accountInput(person.lnpId) })).state).toBe("PENDING");
      });

      test("a timeout after the work: find-by-request-id finds what was made, and the retry answers the same", async () => {
        const personRequestId = requestId("person");
        const input = personInput();
        await control.failNext({ operation: "createLegalNaturalPerson", mode: "TIMEOUT_AFTER_COMMIT" });
        await expectKind(firm.createLegalNaturalPerson({ requestId: personRequestId, person: input }), "UNAVAILABLE");
        const person = await firm.findLegalNaturalPersonByRequestId({ requestId: personRequestId });
        expect(person?.taxIdLastFour).toBe(input.taxId.slice(-4));
        expect(await firm.createLegalNaturalPerson({ requestId: personRequestId, person: input })).toEqual(person);

        const accountRequestId = requestId("account");
        await control.failNext({ operation: "createAccount", mode: "TIMEOUT_AFTER_COMMIT" });
        await expectKind(firm.createAccount({ requestId: accountRequestId, account: accountInput(person!.lnpId) }), "UNAVAILABLE");
        const found = await firm.findAccountByRequestId({ requestId: accountRequestId });
        expect(found?.state).toBe("PENDING");
        expect((await firm.createAccount({ requestId: accountRequestId, account: accountInput(person!.lnpId) })).accountId).toBe(found!.accountId);
      });
    });
  });
}
