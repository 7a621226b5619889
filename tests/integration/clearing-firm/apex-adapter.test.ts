import { randomUUID } from "node:crypto";
import { captureLogsForTests } from "@/lib/log/logger";
import { ApexClearingFirm, type ApexAdapterOptions } from "@/lib/integrations/clearing-firm/apex-adapter";
import {
  ClearingFirmError,
  type AccountInput,
  type Agreement,
  type ClearingAccount,
  type ClearingFirm,
  type DocumentOwner,
  type InterestedParty,
  type InterestedPartyInput,
  type Investigation,
  type LegalNaturalPerson,
  type LegalNaturalPersonInput,
  type Party,
} from "@/lib/integrations/clearing-firm/types";
import { startApexStandIn, type ApexStandIn } from "@/tests/helpers/apex-stand-in";

// What only the Apex adapter does (the shared behaviour is the clearing-firm contract): the token, the idempotency
// key on every create, the wire format, timeouts and Apex's statuses, and that the SSN, the client secret and the
// token never reach an error or a log line. The stand-in is backed here by a small in-memory clearing firm.

const SSN = "123456789";

let standIn: ApexStandIn;
beforeAll(async () => {
  standIn = await startApexStandIn({ firm: new MemoryClearingFirm() });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.setTokenLifetime(3600);
  standIn.refuseCredentials(false);
});

function apex(options: Partial<ApexAdapterOptions> = {}) {
  return new ApexClearingFirm({
    apiUrl: standIn.baseUrl,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    timeoutMs: 2000,
    ...options,
  });
}

const ADDRESS = { addressLines: ["1 Main St", "Apt 2"], locality: "Chicago", administrativeArea: "IL", regionCode: "US" as const, postalCode: "60601" };

function personInput(taxId = uniqueSsn()): LegalNaturalPersonInput {
  return {
    givenName: "Ada",
    familyName: "Lovelace",
    birthDate: { year: 1990, month: 12, day: 10 },
    citizenshipCountries: ["US"],
    taxIdType: "SSN",
    taxId,
    personalAddress: ADDRESS,
    employment: { employmentStatus: "EMPLOYED", occupation: "Engineer", employer: "Acme" },
    recentTaxFilingStatus: "SINGLE",
    disclosures: {
      controlPersonCompanySymbols: ["ACME", "WIDG"],
      politicallyExposedOrganization: [],
      finraAssociatedEntity: [],
      politicallyExposedImmediateFamilyNames: ["Byron"],
      correspondentEmployee: false,
    },
  };
}

function accountInput(lnpId: string): AccountInput {
  return {
    lnpId,
    accountType: "ROTH_IRA",
    investmentProfile: { investmentObjective: "GROWTH", annualIncomeRangeUsd: "FROM_50K_TO_100K", totalNetWorthRangeUsd: "UNDER_25K" },
    enrollmentType: "REGISTERED_INVESTMENT_ADVISOR",
    party: { emailAddress: "ada@example.com", phoneNumber: "+13125550100", mailingAddress: ADDRESS },
    trustedContact: { givenName: "Charles", familyName: "Babbage", emailAddress: "charles@example.com" },
  };
}

let ssnCounter = 0;
function uniqueSsn(): string {
  ssnCounter += 1;
  return String(200_000_000 + ssnCounter * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9);
}

async function failure(promise: Promise<unknown>): Promise<ClearingFirmError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClearingFirmError);
  return error as ClearingFirmError;
}

function creates() {
  return standIn.requests.filter((request) => request.method === "POST" && request.query.request_id !== undefined);
}

test("a person is created with Apex's wire format and read back in the interface's words", async () => {
  const requestId = randomUUID();
  const input = personInput("555446789");
  const person = await apex().createLegalNaturalPerson({ requestId, person: input });

  const [request] = standIn.requests;
  expect(request).toMatchObject({ method: "POST", path: "/accounts/v1/legalNaturalPersons", query: { request_id: requestId } });
  expect(request!.headers["idempotency-key"]).toBe(requestId);
  expect(request!.body).toMatchObject({
    client_person_id: requestId,
    given_name: "Ada",
    birth_date: { year: 1990, month: 12, day: 10 },
    tax_id_type: "TAX_ID_TYPE_SSN",
    tax_id: input.taxId,
    personal_address: { address_lines: ["1 Main St", "Apt 2"], administrative_area: "IL", region_code: "US", postal_code: "60601" },
    employment: { employment_status: "EMPLOYED", occupation: "Engineer", employer: "Acme" },
    control_person_company_symbols: "ACME,WIDG",
    politically_exposed_immediate_family_names: ["Byron"],
  });
  expect(person).toMatchObject({
    givenName: "Ada",
    birthDate: { year: 1990, month: 12, day: 10 },
    taxIdLastFour: "6789",
    personalAddress: ADDRESS,
    disclosures: { controlPersonCompanySymbols: ["ACME", "WIDG"], politicallyExposedImmediateFamilyNames: ["Byron"] },
  });
  expect(person.investigationName).toMatch(/^investigations\/.+/);
  expect(person).not.toHaveProperty("taxId");
  expect(await apex().getLegalNaturalPerson({ lnpId: person.lnpId })).toEqual(person);
});

test("the token is asked for once and reused until shortly before it expires", async () => {
  let clock = 1_000_000;
  const firm = apex({ now: () => clock });
  const grants = standIn.tokenGrants;
  standIn.setTokenLifetime(300);
  await firm.findAccountByRequestId({ requestId: randomUUID() });
  await Promise.all([firm.findAccountByRequestId({ requestId: randomUUID() }), firm.findAccountByRequestId({ requestId: randomUUID() })]);
  expect(standIn.tokenGrants).toBe(grants + 1);

  clock += 239_000; // still more than a minute left
  await firm.findAccountByRequestId({ requestId: randomUUID() });
  expect(standIn.tokenGrants).toBe(grants + 1);

  clock += 2_000; // under a minute left: a new one
  await firm.findAccountByRequestId({ requestId: randomUUID() });
  expect(standIn.tokenGrants).toBe(grants + 2);
  expect(standIn.requests.every((request) => /^Bearer token-/.test(request.headers.authorization ?? ""))).toBe(true);
});

test("a 401 gets one new token and one retry of the same call; a second 401 is UNAVAILABLE", async () => {
  const firm = apex();
  await firm.findAccountByRequestId({ requestId: randomUUID() });
  const grants = standIn.tokenGrants;
  standIn.revokeTokens();
  standIn.requests.length = 0;

  const requestId = randomUUID();
  const person = await firm.createLegalNaturalPerson({ requestId, person: personInput() });
  expect(standIn.tokenGrants).toBe(grants + 1);
  expect(standIn.requests.map((request) => request.headers["idempotency-key"])).toEqual([requestId, requestId]);
  expect(standIn.requests[0]!.headers.authorization).not.toBe(standIn.requests[1]!.headers.authorization);
  expect(person.lnpId).toBeTruthy();

  standIn.failNext(401, { count: 2 });
  const error = await failure(firm.getLegalNaturalPerson({ lnpId: person.lnpId }));
  expect(error.kind).toBe("UNAVAILABLE");
  expect(standIn.tokenGrants).toBe(grants + 2);
});

test("refused credentials are UNAVAILABLE and the message holds neither the secret nor the client id's pair", async () => {
  standIn.refuseCredentials(true);
  const error = await failure(apex().getLegalNaturalPerson({ lnpId: "lnp-1" }));
  expect(error.kind).toBe("UNAVAILABLE");
  expect(error.message).not.toContain(standIn.clientSecret);
  expect(error.message).not.toContain(Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString("base64"));
  expect(standIn.requests).toHaveLength(0);
});

test("every create carries the request id as Idempotency-Key and request_id, and repeating it answers the same object", async () => {
  const firm = apex();
  const personRequest = randomUUID();
  const person = await firm.createLegalNaturalPerson({ requestId: personRequest, person: personInput() });
  const again = await firm.createLegalNaturalPerson({ requestId: personRequest, person: personInput() });
  expect(again.lnpId).toBe(person.lnpId);

  const accountRequest = randomUUID();
  const account = await firm.createAccount({ requestId: accountRequest, account: accountInput(person.lnpId) });
  expect((await firm.createAccount({ requestId: accountRequest, account: accountInput(person.lnpId) })).accountId).toBe(account.accountId);

  const partyRequest = randomUUID();
  const party = { recipient: "Advisor LLC", mailingAddress: ADDRESS, statementDeliveryPreference: "DIGITAL" as const };
  await firm.createInterestedParty({ requestId: partyRequest, accountId: account.accountId, party });

  const uploadRequest = randomUUID();
  await firm.uploadDocument({
    requestId: uploadRequest,
    owner: { accountId: account.accountId },
    documentType: "LETTER3210",
    mimeType: "application/pdf",
    content: new Uint8Array([37, 80, 68, 70]),
  });

  const sent = creates();
  expect(sent.map((request) => request.path)).toEqual([
    "/accounts/v1/legalNaturalPersons",
    "/accounts/v1/legalNaturalPersons",
    "/accounts/v1/accounts",
    "/accounts/v1/accounts",
    `/accounts/v1/accounts/${account.accountId}/interestedParties`,
    "/investordocs/v1/uploadLinks:batchCreate",
  ]);
  for (const request of sent) expect(request.headers["idempotency-key"]).toBe(request.query.request_id);
  expect(sent.map((request) => request.query.request_id)).toEqual([personRequest, personRequest, accountRequest, accountRequest, partyRequest, uploadRequest]);
  expect(sent[2]!.body).toMatchObject({ identifiers: [{ type: "CLIENT_ACCOUNT_ID", value: accountRequest }], registration_type: "REGISTRATION_IRA_ROTH" });
});

test("a create that times out is UNAVAILABLE, and find-by-request-id then tells whether it happened", async () => {
  const firm = apex({ timeoutMs: 150 });
  const requestId = randomUUID();
  standIn.delayNext(400, { method: "POST", path: /legalNaturalPersons$/ });
  const error = await failure(firm.createLegalNaturalPerson({ requestId, person: personInput() }));
  expect(error.kind).toBe("UNAVAILABLE");
  expect(error.message).toMatch(/in time/);

  expect(await firm.findLegalNaturalPersonByRequestId({ requestId: randomUUID() })).toBeNull();
  await standIn.idle();
  const found = await firm.findLegalNaturalPersonByRequestId({ requestId });
  expect(found?.givenName).toBe("Ada");
  expect(standIn.requests.at(-1)!.query.filter).toBe(`client_person_id == "${requestId}"`);

  const accountRequest = randomUUID();
  standIn.delayNext(400, { method: "POST", path: /\/accounts$/ });
  expect((await failure(firm.createAccount({ requestId: accountRequest, account: accountInput(found!.lnpId) }))).kind).toBe("UNAVAILABLE");
  await standIn.idle();
  const account = await firm.findAccountByRequestId({ requestId: accountRequest });
  expect(account?.lnpId).toBe(found!.lnpId);
  expect(await firm.findAccountByRequestId({ requestId: randomUUID() })).toBeNull();
});

test("Apex's statuses map to the interface's kinds, with the refused field in the interface's words", async () => {
  const firm = apex();
  const cases: [number, string][] = [
    [500, "UNAVAILABLE"],
    [502, "UNAVAILABLE"],
    [503, "UNAVAILABLE"],
    [429, "UNAVAILABLE"],
    [404, "NOT_FOUND"],
    [409, "CONFLICT"],
    [400, "INVALID_REQUEST"],
  ];
  for (const [status, kind] of cases) {
    standIn.failNext(status);
    const error = await failure(firm.getLegalNaturalPerson({ lnpId: "lnp-x" }));
    expect([status, error.kind]).toEqual([status, kind]);
    expect(error.field).toBeNull();
  }

  standIn.failNext(422, { field: "personal_address.postal_code", message: "bad postal code" });
  const invalid = await failure(firm.createLegalNaturalPerson({ requestId: randomUUID(), person: personInput() }));
  expect(invalid).toMatchObject({ kind: "INVALID_REQUEST", field: "personalAddress.postalCode" });
  // The message may reach the member: no status, path or Apex wording in it.
  expect(invalid.message).toBe("The clearing firm did not accept the personalAddress.postalCode given.");

  // The backing firm's own refusals travel through Apex's status and come back the same.
  const tooShort = await failure(firm.createLegalNaturalPerson({ requestId: randomUUID(), person: personInput("12345") }));
  expect(tooShort).toMatchObject({ kind: "INVALID_REQUEST", field: "taxId" });
  expect((await failure(firm.getLegalNaturalPerson({ lnpId: "no-such-person" }))).kind).toBe("NOT_FOUND");
  expect((await failure(firm.getInvestigation({ investigationName: "not-a-name" }))).field).toBe("investigationName");

  const closed = new ApexClearingFirm({ apiUrl: "http://127.0.0.1:1", clientId: "id", clientSecret: "secret", timeoutMs: 1000 });
  expect((await failure(closed.getLegalNaturalPerson({ lnpId: "lnp-1" }))).kind).toBe("UNAVAILABLE");
});

test("the SSN, the client secret and the token never reach an error message or a log line", async () => {
  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line));
  const errors: ClearingFirmError[] = [];
  try {
    const firm = apex({ timeoutMs: 150 });
    // Apex's own message echoing the SSN must not be passed on.
    standIn.failNext(400, { message: `tax_id ${SSN} is not valid for ${standIn.clientSecret}`, field: "tax_id" });
    errors.push(await failure(firm.createLegalNaturalPerson({ requestId: randomUUID(), person: personInput(SSN) })));
    standIn.failNext(500, { message: `failed on ${SSN}` });
    errors.push(await failure(firm.createLegalNaturalPerson({ requestId: randomUUID(), person: personInput(SSN) })));
    standIn.delayNext(400, { method: "POST" });
    errors.push(await failure(firm.createLegalNaturalPerson({ requestId: randomUUID(), person: personInput(SSN) })));
    standIn.failNext(401, { count: 2 });
    errors.push(await failure(firm.createLegalNaturalPerson({ requestId: randomUUID(), person: personInput(SSN) })));
    standIn.refuseCredentials(true);
    errors.push(await failure(apex().createLegalNaturalPerson({ requestId: randomUUID(), person: personInput(SSN) })));
    await standIn.idle();
  } finally {
    restore();
  }
  expect(errors[0]).toMatchObject({ kind: "INVALID_REQUEST", field: "taxId" });
  expect(lines.length).toBeGreaterThan(0);
  const tokens = standIn.requests.map((request) => (request.headers.authorization ?? "").replace(/^Bearer /, "")).filter(Boolean);
  expect(tokens.length).toBeGreaterThan(0);
  const said = [...errors.map((error) => `${error.message} ${error.field ?? ""} ${JSON.stringify(error)} ${error.stack ?? ""}`), ...lines].join("\n");
  expect(said).not.toContain(SSN);
  expect(said).not.toContain(SSN.slice(0, 3) + "-" + SSN.slice(3, 5));
  expect(said).not.toContain(standIn.clientSecret);
  for (const token of tokens) expect(said).not.toContain(token);
});

test("an account's whole opening: agreements, buying power, interested parties, documents, investigation, delivery", async () => {
  const firm = apex();
  const person = await firm.createLegalNaturalPerson({ requestId: randomUUID(), person: personInput() });
  const account = await firm.createAccount({ requestId: randomUUID(), account: accountInput(person.lnpId) });
  expect(account).toMatchObject({ accountType: "ROTH_IRA", state: "PENDING", lnpId: person.lnpId, investigationName: person.investigationName });
  expect(account.createTime).toBeInstanceOf(Date);
  expect(account.parties[0]).toMatchObject({ emailAddress: "ada@example.com", phoneNumber: "+13125550100", mailingAddress: ADDRESS });
  expect(standIn.requests.at(-1)!.body).toMatchObject({
    investment_profile: { account_goals: { investment_objective: "GROWTH" }, customer_profile: { annual_income_range_usd: "FROM_50K_TO_100K" } },
    trusted_contacts: [{ given_name: "Charles", email_address: "charles@example.com" }],
  });

  const agreements = await firm.getAgreements({ accountId: account.accountId });
  expect(agreements.map((agreement) => agreement.agreementState)).toEqual(["PENDING", "PENDING"]);
  const affirmed = await firm.affirmAgreements({ accountId: account.accountId, agreementIds: agreements.map((agreement) => agreement.agreementId) });
  expect(affirmed.every((agreement) => agreement.agreementState === "AFFIRMED")).toBe(true);
  expect(standIn.requests.at(-1)).toMatchObject({
    path: `/accounts/v1/accounts/${account.accountId}/agreements:affirm`,
    body: { account_agreement_ids: agreements.map((agreement) => agreement.agreementId) },
  });

  const [withPower] = await firm.getAccounts({ accountIds: [account.accountId], withBuyingPower: true });
  expect(withPower).toMatchObject({ state: "SUBMITTED", buyingPower: "1250.50" });
  const plain = await firm.getAccounts({ accountIds: ["no-such-account", account.accountId] });
  expect(plain.map((candidate) => candidate.accountId)).toEqual([account.accountId]);
  expect(plain[0]).not.toHaveProperty("buyingPower");

  const party = await firm.createInterestedParty({
    requestId: randomUUID(),
    accountId: account.accountId,
    party: { recipient: "Advisor LLC", mailingAddress: ADDRESS, statementDeliveryPreference: "DIGITAL" },
  });
  const updated = await firm.updateInterestedParty({
    accountId: account.accountId,
    interestedPartyId: party.interestedPartyId,
    party: { recipient: "Advisor Inc", mailingAddress: ADDRESS, tradeConfirmationDeliveryPreference: "PHYSICAL" },
  });
  expect(updated).toEqual({ interestedPartyId: party.interestedPartyId, recipient: "Advisor Inc", mailingAddress: ADDRESS, tradeConfirmationDeliveryPreference: "PHYSICAL" });
  await firm.deleteInterestedParty({ accountId: account.accountId, interestedPartyId: party.interestedPartyId });
  expect((await failure(firm.deleteInterestedParty({ accountId: account.accountId, interestedPartyId: party.interestedPartyId }))).kind).toBe("NOT_FOUND");

  const { documentId } = await firm.uploadDocument({
    requestId: randomUUID(),
    owner: { investigationName: person.investigationName },
    documentType: "DRIVERS_LICENSE",
    mimeType: "image/png",
    content: new Uint8Array([137, 80, 78, 71]),
  });
  const upload = standIn.requests.find((request) => request.method === "PUT")!;
  expect(upload.headers.authorization).toBeUndefined();
  expect(upload.headers["content-type"]).toBe("image/png");
  expect(standIn.requests.find((request) => request.path === "/investordocs/v1/uploadLinks:batchCreate")!.body).toMatchObject({
    create_document_upload_link_request: [{ mime_type: "image/png", id_document_upload_request: { document_type: "DRIVERS_LICENSE", legal_natural_person_id: person.lnpId } }],
  });
  const investigation = await firm.updateInvestigation({ investigationName: person.investigationName, documentIds: [documentId] });
  expect(investigation).toMatchObject({ name: person.investigationName, investigationRequestState: "UNDER_REVIEW", documentIds: [documentId] });
  expect(await firm.getInvestigation({ investigationName: person.investigationName })).toEqual(investigation);

  const delivered = await firm.updateDeliveryPreferences({
    accountId: account.accountId,
    partyId: account.parties[0]!.partyId,
    deliveryPreference: "PHYSICAL",
    emailAddress: "ada.new@example.com",
  });
  expect(delivered.emailAddress).toBe("ada.new@example.com");
  expect(Object.values(delivered.deliveryPreferences)).toEqual(["PHYSICAL", "PHYSICAL", "PHYSICAL", "PHYSICAL", "PHYSICAL"]);
});

// ---- A minimal in-memory clearing firm behind the stand-in (the sandbox replaces it in the contract test) ----

class MemoryClearingFirm implements ClearingFirm {
  readonly name = "sandbox" as const;
  private sequence = 0;
  private readonly people = new Map<string, LegalNaturalPerson & { taxId: string }>();
  private readonly accounts = new Map<string, ClearingAccount>();
  private readonly investigations = new Map<string, Investigation>();
  private readonly interestedParties = new Map<string, InterestedParty>();
  private readonly documents = new Map<string, { owner: DocumentOwner }>();
  private readonly byRequest = new Map<string, string>();

  createAchRelationship: ClearingFirm["createAchRelationship"] = () => Promise.reject(new Error("not in the memory firm"));
  getAchRelationships: ClearingFirm["getAchRelationships"] = () => Promise.reject(new Error("not in the memory firm"));
  cancelAchRelationship: ClearingFirm["cancelAchRelationship"] = () => Promise.reject(new Error("not in the memory firm"));
  createDeposit: ClearingFirm["createDeposit"] = () => Promise.reject(new Error("not in the memory firm"));
  findTransferByRequestId: ClearingFirm["findTransferByRequestId"] = () => Promise.reject(new Error("not in the memory firm"));
  getTransfers: ClearingFirm["getTransfers"] = () => Promise.reject(new Error("not in the memory firm"));
  placeOrder: ClearingFirm["placeOrder"] = () => Promise.reject(new Error("not in the memory firm"));
  getOrders: ClearingFirm["getOrders"] = () => Promise.reject(new Error("not in the memory firm"));
  getPortfolio: ClearingFirm["getPortfolio"] = () => Promise.reject(new Error("not in the memory firm"));
  getActivities: ClearingFirm["getActivities"] = () => Promise.reject(new Error("not in the memory firm"));
  getDailyBalances: ClearingFirm["getDailyBalances"] = () => Promise.reject(new Error("not in the memory firm"));
  getAccountDocuments: ClearingFirm["getAccountDocuments"] = () => Promise.reject(new Error("not in the memory firm"));
  downloadAccountDocument: ClearingFirm["downloadAccountDocument"] = () => Promise.reject(new Error("not in the memory firm"));

  private id(prefix: string) {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  private public(person: LegalNaturalPerson & { taxId: string }): LegalNaturalPerson {
    const { taxId: _taxId, ...rest } = person;
    return structuredClone(rest);
  }

  async createLegalNaturalPerson({ requestId, person }: { requestId: string; person: LegalNaturalPersonInput }) {
    const existing = this.byRequest.get(`person:${requestId}`);
    if (existing) return this.public(this.people.get(existing)!);
    if (!/^\d{9}$/.test(person.taxId)) throw new ClearingFirmError("INVALID_REQUEST", "The tax id must be nine digits.", "taxId");
    if ([...this.people.values()].some((other) => other.taxId === person.taxId)) throw new ClearingFirmError("CONFLICT", "A person with that tax id exists.");
    const lnpId = this.id("lnp");
    const investigationName = `investigations/${this.id("inv")}`;
    this.investigations.set(investigationName, {
      name: investigationName,
      investigationRequestState: "PENDING",
      correspondentId: "corr-1",
      identityVerificationScope: ["NAME", "ADDRESS"],
      identityVerification: "PENDING",
      watchlistScreen: "PENDING",
      results: [],
      watchlistMatches: [],
      auditTrail: [],
      providedVerification: { nameVerified: false, addressVerified: false, taxIdVerified: false, birthDateVerified: false },
      documentIds: [],
    });
    this.people.set(lnpId, {
      lnpId,
      taxId: person.taxId,
      givenName: person.givenName,
      familyName: person.familyName,
      birthDate: person.birthDate,
      taxIdLastFour: person.taxId.slice(-4),
      personalAddress: person.personalAddress,
      employment: { employmentStatus: person.employment.employmentStatus, occupation: person.employment.occupation ?? null, employer: person.employment.employer ?? null },
      recentTaxFilingStatus: person.recentTaxFilingStatus,
      disclosures: person.disclosures ?? {
        controlPersonCompanySymbols: [],
        politicallyExposedOrganization: [],
        finraAssociatedEntity: [],
        politicallyExposedImmediateFamilyNames: [],
        correspondentEmployee: false,
      },
      investigationName,
    });
    this.byRequest.set(`person:${requestId}`, lnpId);
    return this.public(this.people.get(lnpId)!);
  }

  async getLegalNaturalPerson({ lnpId }: { lnpId: string }) {
    const person = this.people.get(lnpId);
    if (!person) throw new ClearingFirmError("NOT_FOUND", "No such person.");
    return this.public(person);
  }

  async findLegalNaturalPersonByRequestId({ requestId }: { requestId: string }) {
    const lnpId = this.byRequest.get(`person:${requestId}`);
    return lnpId ? this.getLegalNaturalPerson({ lnpId }) : null;
  }

  async createAccount({ requestId, account }: { requestId: string; account: AccountInput }) {
    const existing = this.byRequest.get(`account:${requestId}`);
    if (existing) return structuredClone(this.accounts.get(existing)!);
    const person = await this.getLegalNaturalPerson({ lnpId: account.lnpId });
    const accountId = this.id("acct");
    const agreement = (name: string): Agreement => ({ agreementId: this.id("agr"), agreementUri: `https://example.com/${name}.pdf`, agreementName: name, agreementState: "PENDING" });
    this.accounts.set(accountId, {
      accountId,
      accountNumber: `5MX${this.sequence}`,
      accountType: account.accountType,
      state: "PENDING",
      title: `${person.givenName} ${person.familyName} Roth IRA`,
      createTime: new Date(),
      lnpId: person.lnpId,
      parties: [
        {
          partyId: this.id("party"),
          emailAddress: account.party.emailAddress,
          phoneNumber: account.party.phoneNumber,
          mailingAddress: account.party.mailingAddress,
          deliveryPreferences: { prospectus: "DIGITAL", proxy: "DIGITAL", statement: "DIGITAL", taxDocument: "DIGITAL", tradeConfirmation: "DIGITAL" },
        },
      ],
      agreements: [agreement("Customer Agreement"), agreement("IRA Adoption Agreement")],
      investigationName: person.investigationName,
    });
    this.byRequest.set(`account:${requestId}`, accountId);
    return structuredClone(this.accounts.get(accountId)!);
  }

  async findAccountByRequestId({ requestId }: { requestId: string }) {
    const accountId = this.byRequest.get(`account:${requestId}`);
    return accountId ? structuredClone(this.accounts.get(accountId)!) : null;
  }

  private account(accountId: string): ClearingAccount {
    const account = this.accounts.get(accountId);
    if (!account) throw new ClearingFirmError("NOT_FOUND", "No such account.");
    return account;
  }

  async getAccounts({ accountIds, withBuyingPower }: { accountIds: string[]; withBuyingPower?: boolean }) {
    return accountIds.map((accountId) => ({ ...structuredClone(this.account(accountId)), ...(withBuyingPower ? { buyingPower: "1250.50" } : {}) }));
  }

  async getAgreements({ accountId }: { accountId: string }) {
    return structuredClone(this.account(accountId).agreements);
  }

  async affirmAgreements({ accountId, agreementIds }: { accountId: string; agreementIds: string[] }) {
    const account = this.account(accountId);
    for (const agreement of account.agreements) if (agreementIds.includes(agreement.agreementId)) agreement.agreementState = "AFFIRMED";
    if (account.state === "PENDING" && account.agreements.every((agreement) => agreement.agreementState === "AFFIRMED")) account.state = "SUBMITTED";
    return structuredClone(account.agreements);
  }

  async createInterestedParty({ requestId, accountId, party }: { requestId: string; accountId: string; party: InterestedPartyInput }) {
    this.account(accountId);
    const existing = this.byRequest.get(`party:${requestId}`);
    if (existing) return structuredClone(this.interestedParties.get(existing)!);
    const interestedPartyId = this.id("ip");
    this.interestedParties.set(`${accountId}/${interestedPartyId}`, { ...party, interestedPartyId });
    this.byRequest.set(`party:${requestId}`, `${accountId}/${interestedPartyId}`);
    return structuredClone(this.interestedParties.get(`${accountId}/${interestedPartyId}`)!);
  }

  async updateInterestedParty({ accountId, interestedPartyId, party }: { accountId: string; interestedPartyId: string; party: InterestedPartyInput }) {
    if (!this.interestedParties.has(`${accountId}/${interestedPartyId}`)) throw new ClearingFirmError("NOT_FOUND", "No such interested party.");
    this.interestedParties.set(`${accountId}/${interestedPartyId}`, { ...party, interestedPartyId });
    return structuredClone(this.interestedParties.get(`${accountId}/${interestedPartyId}`)!);
  }

  async deleteInterestedParty({ accountId, interestedPartyId }: { accountId: string; interestedPartyId: string }) {
    if (!this.interestedParties.delete(`${accountId}/${interestedPartyId}`)) throw new ClearingFirmError("NOT_FOUND", "No such interested party.");
  }

  async uploadDocument({ requestId, owner }: { requestId: string; owner: DocumentOwner }) {
    const existing = this.byRequest.get(`document:${requestId}`);
    if (existing) return { documentId: existing };
    if ("accountId" in owner) this.account(owner.accountId);
    else if (!this.investigations.has(owner.investigationName)) throw new ClearingFirmError("NOT_FOUND", "No such investigation.");
    const documentId = this.id("doc");
    this.documents.set(documentId, { owner });
    this.byRequest.set(`document:${requestId}`, documentId);
    return { documentId };
  }

  async getInvestigation({ investigationName }: { investigationName: string }) {
    const investigation = this.investigations.get(investigationName);
    if (!investigation) throw new ClearingFirmError("NOT_FOUND", "No such investigation.");
    return structuredClone(investigation);
  }

  async updateInvestigation({ investigationName, documentIds }: { investigationName: string; documentIds: string[] }) {
    const investigation = this.investigations.get(investigationName);
    if (!investigation) throw new ClearingFirmError("NOT_FOUND", "No such investigation.");
    if (documentIds.some((id) => !this.documents.has(id))) throw new ClearingFirmError("NOT_FOUND", "No such document.");
    investigation.documentIds = [...new Set([...investigation.documentIds, ...documentIds])];
    investigation.investigationRequestState = "UNDER_REVIEW";
    investigation.auditTrail.push({
      auditType: "DOCUMENT",
      field: "documentIds",
      oldValue: "",
      newValue: documentIds.join(","),
      updateUser: "memory",
      updateTime: new Date(),
      comment: "",
    });
    return structuredClone(investigation);
  }

  async updateDeliveryPreferences({ accountId, partyId, deliveryPreference, emailAddress }: { accountId: string; partyId: string; deliveryPreference: "DIGITAL" | "PHYSICAL"; emailAddress: string }) {
    const party = this.account(accountId).parties.find((candidate) => candidate.partyId === partyId);
    if (!party) throw new ClearingFirmError("NOT_FOUND", "No such party.");
    party.emailAddress = emailAddress;
    for (const key of Object.keys(party.deliveryPreferences) as (keyof Party["deliveryPreferences"])[]) party.deliveryPreferences[key] = deliveryPreference;
    return structuredClone(party);
  }
}
