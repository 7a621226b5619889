import { randomUUID } from "node:crypto";
import { captureLogsForTests } from "@/lib/log/logger";
import { ApexClearingFirm, type ApexAdapterOptions } from "@/lib/integrations/clearing-firm/apex-adapter";
import {
  ClearingFirmError,
  type AccountDocument,
  type AccountInput,
  type AchRelationship,
  type Agreement,
  type ClearingAccount,
  type ClearingFirm,
  type DocumentOwner,
  type InterestedParty,
  type InterestedPartyInput,
  type Investigation,
  type LegalNaturalPerson,
  type LegalNaturalPersonInput,
  type Order,
  type OrderSide,
  type Party,
  type RetirementContribution,
  type Transfer,
} from "@/lib/integrations/clearing-firm/types";
import { startApexStandIn, type ApexStandIn } from "@/tests/helpers/apex-stand-in";

// What only the Apex adapter does (the shared behaviour is the clearing-firm contract): the token, the idempotency
// key on every create, the wire format, timeouts and Apex's statuses, and that the SSN, the client secret and the
// token never reach an error or a log line. The stand-in is backed here by a small in-memory clearing firm.

const SSN = "123456789";

let standIn: ApexStandIn;
let memoryFirm: MemoryClearingFirm;
beforeAll(async () => {
  memoryFirm = new MemoryClearingFirm();
  standIn = await startApexStandIn({ firm: memoryFirm });
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

// ---- Money ----

const PROCESSOR_TOKEN = "processor-sandbox-0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0";

test("money creates carry the request id as Idempotency-Key and in Apex's own client id, in Apex's wire format", async () => {
  const firm = apex({ now: () => Date.parse("2026-11-27T03:00:00Z") });
  const accountId = `acct-${randomUUID()}`;
  const [achRequest, depositRequest, orderRequest] = [randomUUID(), randomUUID(), randomUUID().slice(0, 30)];
  const relationship = await firm.createAchRelationship({ requestId: achRequest, accountId, processorToken: PROCESSOR_TOKEN, nickname: "Checking" });
  expect(relationship).toMatchObject({ accountId, state: "APPROVED", bankAccountMask: "6789", nickname: "Checking" });
  const deposit = await firm.createDeposit({
    requestId: depositRequest,
    accountId,
    achRelationshipId: relationship.achRelationshipId,
    amount: "250.5",
    retirementContribution: { taxYear: 2026, type: "REGULAR" },
  });
  expect(deposit).toMatchObject({ accountId, mechanism: "ACH", amount: "250.50", state: "PENDING", retirementContribution: { taxYear: 2026, type: "REGULAR" } });
  expect(await firm.createDeposit({ requestId: depositRequest, accountId, achRelationshipId: relationship.achRelationshipId, amount: "250.5" })).toEqual(deposit);
  const order = await firm.placeOrder({ requestId: orderRequest, accountId, symbol: "VTI", side: "BUY", notional: "300.00" });
  expect(order).toMatchObject({ symbol: "VTI", side: "BUY", notional: "300.00", state: "FILLED", filledQuantity: "3.000000", filledPrice: "100.0000" });

  const sent = creates();
  expect(sent.map((request) => request.path)).toEqual([
    `/transfers/v1/accounts/${accountId}/bankRelationships`,
    `/transfers/v1/accounts/${accountId}/achDeposits`,
    `/transfers/v1/accounts/${accountId}/achDeposits`,
    `/trading/v1/accounts/${accountId}/orders`,
  ]);
  for (const request of sent) expect(request.headers["idempotency-key"]).toBe(request.query.request_id);
  expect(sent.map((request) => request.query.request_id)).toEqual([achRequest, depositRequest, depositRequest, orderRequest]);
  expect(sent[0]!.body).toEqual({ nickname: "Checking", verification_method: "PLAID_TOKEN", plaid_processor_token: PROCESSOR_TOKEN });
  expect(sent[1]!.body).toEqual({
    client_transfer_id: depositRequest,
    amount: { value: "250.5" },
    bank_relationship: `accounts/${accountId}/bankRelationships/${relationship.achRelationshipId}`,
    retirement_contribution: { type: "REGULAR", tax_year: 2026 },
  });
  expect(sent[3]!.body).toEqual({
    client_order_id: orderRequest,
    identifier: "VTI",
    identifier_type: "SYMBOL",
    asset_type: "EQUITY",
    side: "BUY",
    order_type: "MARKET",
    time_in_force: "DAY",
    notional_value: { value: "300.00" },
    // 03:00 UTC is still the 26th in New York, where the market day is counted.
    order_date: { year: 2026, month: 11, day: 26 },
  });
  expect(await firm.getOrders({ accountId })).toEqual([order]);
});

test("the processor token never reaches an answer, an error message or a log line", async () => {
  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line));
  const errors: ClearingFirmError[] = [];
  const answers: unknown[] = [];
  try {
    const firm = apex({ timeoutMs: 150 });
    const accountId = `acct-${randomUUID()}`;
    standIn.failNext(400, { message: `plaid_processor_token ${PROCESSOR_TOKEN} is not valid`, field: "plaid_processor_token" });
    errors.push(await failure(firm.createAchRelationship({ requestId: randomUUID(), accountId, processorToken: PROCESSOR_TOKEN, nickname: "Checking" })));
    standIn.failNext(503, { message: `vendor refused ${PROCESSOR_TOKEN}` });
    errors.push(await failure(firm.createAchRelationship({ requestId: randomUUID(), accountId, processorToken: PROCESSOR_TOKEN, nickname: "Checking" })));
    standIn.delayNext(400, { method: "POST", path: /bankRelationships$/ });
    errors.push(await failure(firm.createAchRelationship({ requestId: randomUUID(), accountId, processorToken: PROCESSOR_TOKEN, nickname: "Checking" })));
    await standIn.idle();
    // Apex echoes the token on the relationship: the adapter's answer leaves it out.
    answers.push(await firm.createAchRelationship({ requestId: randomUUID(), accountId, processorToken: PROCESSOR_TOKEN, nickname: "Checking" }));
    answers.push(await firm.getAchRelationships({ accountId }));
  } finally {
    restore();
  }
  expect(standIn.requests.some((request) => JSON.stringify(request.body).includes(PROCESSOR_TOKEN))).toBe(true);
  expect(errors[0]).toMatchObject({ kind: "INVALID_REQUEST", field: "processorToken", message: "The clearing firm did not accept the processorToken given." });
  expect(errors.slice(1).map((error) => error.kind)).toEqual(["UNAVAILABLE", "UNAVAILABLE"]);
  expect(lines.length).toBeGreaterThan(0);
  const said = [...errors.map((error) => `${error.message} ${error.field ?? ""} ${JSON.stringify(error)} ${error.stack ?? ""}`), ...lines, JSON.stringify(answers)].join("\n");
  expect(said).not.toContain(PROCESSOR_TOKEN);
  expect(said).not.toContain(PROCESSOR_TOKEN.slice("processor-".length));
});

test("a createDeposit that times out is UNAVAILABLE, and findTransferByRequestId then tells whether it happened", async () => {
  const firm = apex({ timeoutMs: 150 });
  const accountId = `acct-${randomUUID()}`;
  const { achRelationshipId } = await firm.createAchRelationship({ requestId: randomUUID(), accountId, processorToken: PROCESSOR_TOKEN, nickname: "Checking" });
  const requestId = randomUUID();
  standIn.delayNext(400, { method: "POST", path: /achDeposits$/ });
  const error = await failure(firm.createDeposit({ requestId, accountId, achRelationshipId, amount: "40.00" }));
  expect(error).toMatchObject({ kind: "UNAVAILABLE", message: "Apex did not answer createDeposit in time." });

  expect(await firm.findTransferByRequestId({ requestId: randomUUID() })).toBeNull();
  await standIn.idle();
  const found = await firm.findTransferByRequestId({ requestId });
  expect(found).toMatchObject({ accountId, achRelationshipId, amount: "40.00", state: "PENDING" });
  expect(standIn.requests.at(-1)).toMatchObject({ path: "/transfers/v1/accounts/-/achDeposits", query: { filter: `client_transfer_id == "${requestId}"` } });
  expect(await firm.createDeposit({ requestId, accountId, achRelationshipId, amount: "40.00" })).toEqual(found);
  expect(await firm.getTransfers({ accountId })).toEqual([found]);
});

test("an account document is read through its signed link, without the bearer token; anything but a PDF is refused", async () => {
  const firm = apex();
  const accountId = `acct-${randomUUID()}`;
  const pdf = new Uint8Array(Buffer.from("%PDF-1.4\n% a statement\n"));
  memoryFirm.documentsOnFile = [
    { document: { documentId: "statement-2026-10", kind: "STATEMENT", name: "Statement, October 2026", date: { year: 2026, month: 10, day: 31 } }, content: pdf },
    { document: { documentId: "not-a-pdf", kind: "TAX_FORM", name: "Form 5498", date: { year: 2026, month: 5, day: 31 } }, content: new Uint8Array(Buffer.from("<html>")) },
  ];
  try {
    expect(await firm.getAccountDocuments({ accountId })).toEqual([
      { documentId: "statement-2026-10", kind: "STATEMENT", name: "Monthly statement, 2026-10-31", date: { year: 2026, month: 10, day: 31 } },
      { documentId: "not-a-pdf", kind: "TAX_FORM", name: "Form 1099, 2026-05-31", date: { year: 2026, month: 5, day: 31 } },
    ]);
    expect(standIn.requests.at(-1)!.query.filter).toBe(`investor_document.account_id == "${accountId}"`);
    const downloaded = await firm.downloadAccountDocument({ accountId, documentId: "statement-2026-10" });
    expect(downloaded).toEqual({ mimeType: "application/pdf", content: pdf });
    const download = standIn.requests.at(-1)!;
    expect(download.path).toBe(`/downloads/${accountId}/statement-2026-10`);
    expect(download.headers.authorization).toBeUndefined();
    expect((await failure(firm.downloadAccountDocument({ accountId, documentId: "not-a-pdf" }))).kind).toBe("UNAVAILABLE");
    expect((await failure(firm.downloadAccountDocument({ accountId, documentId: "nothing" }))).kind).toBe("NOT_FOUND");
  } finally {
    memoryFirm.documentsOnFile = [];
  }
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

  // Money: just enough to carry the adapter's wire format (the sandbox keeps the rules, in the contract test).
  private readonly relationships = new Map<string, AchRelationship>();
  private readonly transfers = new Map<string, Transfer>();
  private readonly orders = new Map<string, Order>();
  /** What getAccountDocuments / downloadAccountDocument answer (a test sets them). */
  documentsOnFile: { document: AccountDocument; content: Uint8Array }[] = [];

  async createAchRelationship({ requestId, accountId, processorToken, nickname }: { requestId: string; accountId: string; processorToken: string; nickname: string }) {
    const existing = this.byRequest.get(`ach:${requestId}`);
    if (existing) return structuredClone(this.relationships.get(existing)!);
    if (!processorToken.startsWith("processor-")) throw new ClearingFirmError("INVALID_REQUEST", "Not a processor token.", "processorToken");
    const relationship: AchRelationship = { achRelationshipId: this.id("ach"), accountId, state: "APPROVED", bankName: "Memory Bank", bankAccountMask: "6789", nickname };
    this.relationships.set(relationship.achRelationshipId, relationship);
    this.byRequest.set(`ach:${requestId}`, relationship.achRelationshipId);
    return structuredClone(relationship);
  }

  async getAchRelationships({ accountId }: { accountId: string }) {
    return [...this.relationships.values()].filter((relationship) => relationship.accountId === accountId).map((relationship) => structuredClone(relationship));
  }

  cancelAchRelationship: ClearingFirm["cancelAchRelationship"] = () => Promise.reject(new Error("not in the memory firm"));

  async createDeposit(input: { requestId: string; accountId: string; achRelationshipId: string; amount: string; retirementContribution?: RetirementContribution }) {
    const existing = this.byRequest.get(`transfer:${input.requestId}`);
    if (existing) return structuredClone(this.transfers.get(existing)!);
    const transfer: Transfer = {
      transferId: this.id("transfer"),
      accountId: input.accountId,
      mechanism: "ACH",
      direction: "DEPOSIT",
      amount: input.amount,
      state: "PENDING",
      achRelationshipId: input.achRelationshipId,
      retirementContribution: input.retirementContribution ?? null,
      returnReason: null,
      description: null,
      createTime: new Date(),
      settleTime: null,
    };
    this.transfers.set(transfer.transferId, transfer);
    this.byRequest.set(`transfer:${input.requestId}`, transfer.transferId);
    return structuredClone(transfer);
  }

  async findTransferByRequestId({ requestId }: { requestId: string }) {
    const id = this.byRequest.get(`transfer:${requestId}`);
    return id ? structuredClone(this.transfers.get(id)!) : null;
  }

  async getTransfers({ accountId }: { accountId: string }) {
    return [...this.transfers.values()].filter((transfer) => transfer.accountId === accountId).map((transfer) => structuredClone(transfer));
  }

  async placeOrder({ requestId, accountId, symbol, side, notional }: { requestId: string; accountId: string; symbol: string; side: OrderSide; notional: string }) {
    const existing = this.byRequest.get(`order:${requestId}`);
    if (existing) return structuredClone(this.orders.get(existing)!);
    const now = new Date();
    const order: Order = {
      orderId: this.id("order"),
      accountId,
      symbol,
      side,
      notional,
      state: "FILLED",
      filledQuantity: (Number(notional) / 100).toFixed(6),
      filledPrice: "100.0000",
      createTime: now,
      fillTime: now,
      rejectReason: null,
    };
    this.orders.set(order.orderId, order);
    this.byRequest.set(`order:${requestId}`, order.orderId);
    return structuredClone(order);
  }

  async getOrders({ accountId }: { accountId: string }) {
    return [...this.orders.values()].filter((order) => order.accountId === accountId).map((order) => structuredClone(order));
  }

  getPortfolio: ClearingFirm["getPortfolio"] = () => Promise.reject(new Error("not in the memory firm"));
  getActivities: ClearingFirm["getActivities"] = () => Promise.reject(new Error("not in the memory firm"));
  getDailyBalances: ClearingFirm["getDailyBalances"] = () => Promise.reject(new Error("not in the memory firm"));

  async getAccountDocuments() {
    return this.documentsOnFile.map(({ document }) => structuredClone(document));
  }

  async downloadAccountDocument({ documentId }: { accountId: string; documentId: string }) {
    const found = this.documentsOnFile.find(({ document }) => document.documentId === documentId);
    if (!found) throw new ClearingFirmError("NOT_FOUND", "No such document.");
    return { mimeType: "application/pdf" as const, content: found.content };
  }

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
