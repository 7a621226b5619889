import { getDb } from "@/lib/db";
import { captureLogsForTests } from "@/lib/log/logger";
import { buildAccountOpening } from "@/lib/investing/registration/account-opening";
import type { RegistrationDraftData } from "@/lib/investing/registration/registration-schemas";
import { syncInterestedParties } from "@/lib/investing/sync-interested-parties";
import { syncInvestingAccount } from "@/lib/investing/sync-investing-account";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { SandboxControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import { createStaffUser, createUser, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Opening an investing account (issue 15; spec 002 §3, §4, §5, §7, §8) through the GraphQL operations, against the
// built-in clearing-firm sandbox: the owner, another member (refused), a coach in coach mode (refused), and the SSN
// never in a response, a log line, an audit row or a draft.
useTestDatabase();

// The clearing firm refuses a second person with an SSN it knows: each member their own.
let nextSerial = 1001;
const newSsn = () => `123-45-${String(nextSerial++).padStart(4, "0")}`;
const SSN = newSsn();
const SSN_DIGITS = SSN.replace(/-/g, "");

let nextNumber = 3100;
const newPhone = () => `+1512555${String(nextNumber++).padStart(4, "0")}`;
const formatted = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)} ${e164.slice(8)}`;

const ADDRESS = {
  formatted_address: "600 Congress Ave, Austin, TX 78701, USA",
  addressLines: ["600 Congress Ave"],
  locality: "Austin",
  administrativeArea: "TX" as const,
  regionCode: "US" as const,
  postalCode: "78701",
};

function completeDraft(phone: string, overrides: RegistrationDraftData = {}): RegistrationDraftData {
  return {
    accountType: "INDIVIDUAL",
    isRollover: false,
    recoveryEmail: "",
    firstName: "Jordan",
    lastName: "Avery",
    birthday: "04/12/1988",
    phoneNumber: formatted(phone),
    socialSecurityConfirm: true,
    residentialAddress: ADDRESS,
    residentialAddressAptUnit: "Apt 4",
    mailingAddressSame: true,
    mailingAddress: ADDRESS,
    mailingAddressAptUnit: "Apt 4",
    employmentStatus: "EMPLOYED",
    occupation: "Engineer",
    employerName: "Acme Logistics",
    incomeRange: "FROM_100K_TO_200K",
    netWorthRange: "FROM_50K_TO_100K",
    investmentObjective: "GROWTH",
    recentTaxFilingStatus: "SINGLE",
    disclosures: {
      noDisclosures: true,
      hasControlCompanies: false,
      hasAssociationFinra: false,
      hasAssociationApex: false,
      hasAssociationCustodian: false,
      hasPoliticalExposureOrg: false,
      hasPoliticalExposureFamily: false,
      controlCompanies: [],
      brokerDealers: [],
      exposedOrgs: [],
      exposedFamilyMembers: [],
    },
    trustedContact: { name: "Sam Avery", contactMethod: "emailAddress", emailAddress: "sam.avery@example.com" },
    ...overrides,
  };
}

const SAVE = `mutation($accountType: String!, $stepName: String, $draft: RegistrationDraftInput!, $socialSecurity: String) {
  saveRegistrationDraft(accountType: $accountType, stepName: $stepName, draft: $draft, socialSecurity: $socialSecurity) {
    error errorField registrationDraft { stepName taxIdLastFour lnpId phoneVerified draft { firstName birthday phoneNumber } }
  }
}`;
const DRAFT = `query($accountType: String!) { registrationDraft(accountType: $accountType) {
  stepName taxIdLastFour lnpId phoneVerified draft { firstName lastName birthday phoneNumber socialSecurityConfirm }
} }`;
const CREATE = `mutation($lnp: ApexLnpInput!, $account: ApexAccountInput!) {
  createApexAccount(lnp: $lnp, account: $account) { error errorField accountId agreements { agreementId agreementUri agreementName } }
}`;
const AGREEMENTS = `query($accountId: String!) { apexAgreements(accountId: $accountId) { agreementId agreementName agreementState } }`;
const AFFIRM = `mutation($agreementIds: [String!]!, $accountId: String!) {
  affirmApexAgreements(agreementIds: $agreementIds, accountId: $accountId) { didAffirm error }
}`;
const ROLLOVER = `mutation($apexAccountId: String!, $rolloverNickname: String!) {
  createManualRollover(apexAccountId: $apexAccountId, rolloverNickname: $rolloverNickname) { didCreate rolloverId error }
}`;
const CHECK_PHONE = `query($phoneNumber: String!) { checkPhoneNumber(phoneNumber: $phoneNumber) { valid } }`;
const SAVE_PARTIES = `mutation($interestedParties: [InterestedPartyInput!]!, $accountId: String!) {
  createOrUpdateInterestedParties(interestedParties: $interestedParties, accountId: $accountId) { success error }
}`;
const DELETE_PARTIES = `mutation($partyIds: [ID!]!, $accountId: String!) {
  deleteInterestedParties(partyIds: $partyIds, accountId: $accountId) { success error }
}`;
const ACCOUNTS = `query { apexAccounts {
  accountId state registrationType accountNumber isRollover
  parties { partyId legalNaturalPerson { givenName taxIdLastFour } }
  interestedParties { interestedPartyId recipient mailingAddress }
  trustedContacts { givenName familyName emailAddress }
  agreements { agreementId agreementState }
} }`;
const UPLOAD_LINK = `mutation($uploadFile: UploadFileInput!, $accountId: String!) {
  createAccountDocumentUploadLink(uploadFile: $uploadFile, accountId: $accountId) { uploadLink documentId error }
}`;

type Call = <T>(query: string, variables?: Record<string, unknown>) => Promise<{ data: T; raw: string }>;

async function member({ verifiedPhone = true } = {}) {
  const phone = newPhone();
  const user = await createUser(await getDb(), {
    email: uniqueEmail("investor"),
    firstName: "Jordan",
    lastName: "Avery",
    phoneNumber: phone,
    phoneNumberVerifiedAt: verifiedPhone ? new Date() : null,
  });
  const { cookie } = await sessionCookieFor(user.id);
  const call: Call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await executeGraphQL<Record<string, T>>({ query, variables, cookie });
    const raw = JSON.stringify(body);
    if (body.errors) return { data: body.errors as unknown as T, raw };
    return { data: Object.values(body.data!)[0]!, raw };
  };
  return { user, phone, cookie, call };
}

type Created = { error: string | null; errorField: string | null; accountId: string | null; agreements: { agreementId: string }[] };

async function openAccount(
  call: Call,
  phone: string,
  email: string,
  overrides: RegistrationDraftData = {},
  { ssn = newSsn() }: { ssn?: string | null } = {},
) {
  const draft = completeDraft(phone, overrides);
  const { accountType } = draft;
  if (ssn) {
    const saved = await call<{ error: string | null }>(SAVE, {
      accountType,
      stepName: "socialSecurity",
      draft: { firstName: draft.firstName },
      socialSecurity: ssn,
    });
    expect(saved.data.error).toBeNull();
  }
  const { lnp, account } = buildAccountOpening(draft, email);
  return call<Created>(CREATE, { lnp, account });
}

test("the owner saves the draft and opens a Brokerage account; the SSN shows only as its last four, anywhere", async () => {
  const { user, phone, call } = await member();
  const lines: string[] = [];
  const restoreLogs = captureLogsForTests((line) => lines.push(line));
  try {
    const saved = await call<{ error: string | null; registrationDraft: { taxIdLastFour: string; phoneVerified: boolean } }>(SAVE, {
      accountType: "INDIVIDUAL",
      stepName: "residentialAddress",
      draft: {
        firstName: "Jordan",
        lastName: "Avery",
        birthday: "04/12/1988",
        phoneNumber: formatted(phone),
        trustedContact: { name: "", contactMethod: null },
      },
      socialSecurity: SSN,
    });
    expect(saved.data.error).toBeNull();
    expect(saved.data.registrationDraft).toMatchObject({ taxIdLastFour: SSN.slice(-4), phoneVerified: true });
    expect(saved.raw).not.toContain(SSN_DIGITS);

    const resumed = await call<{ stepName: string; draft: { birthday: string } }>(DRAFT, { accountType: "INDIVIDUAL" });
    expect(resumed.data).toMatchObject({ stepName: "residentialAddress", draft: { birthday: "04/12/1988" } });

    const created = await openAccount(call, phone, user.email, {}, { ssn: null });
    expect(created.data.error).toBeNull();
    expect(created.data.accountId).toEqual(expect.any(String));
    expect(created.data.agreements.length).toBeGreaterThan(0);
    expect(created.raw).not.toContain(SSN_DIGITS);

    const accounts = await call<{ state: string; parties: { legalNaturalPerson: { taxIdLastFour: string } }[] }[]>(ACCOUNTS);
    expect(accounts.data).toEqual([
      expect.objectContaining({
        state: "PENDING",
        registrationType: "INDIVIDUAL_REGISTRATION",
        parties: [expect.objectContaining({ legalNaturalPerson: { givenName: "Jordan", taxIdLastFour: SSN.slice(-4) } })],
        trustedContacts: [{ givenName: "Sam", familyName: "Avery", emailAddress: "sam.avery@example.com" }],
      }),
    ]);
    expect(accounts.raw).not.toContain(SSN_DIGITS);
  } finally {
    restoreLogs();
  }
  const db = await getDb();
  const [audit, drafts, parties] = await Promise.all([
    db.auditLog.findMany({ where: { subjectUserId: user.id } }),
    db.registrationDraft.findMany({ where: { userId: user.id } }),
    db.investingParty.findMany({ where: { account: { userId: user.id } } }),
  ]);
  expect(audit.map((row) => row.action)).toContain("investing.account-opened");
  expect(JSON.stringify(audit)).not.toContain(SSN_DIGITS);
  expect(drafts).toEqual([]);
  // The clearing firm holds the SSN now; ours is gone, its last four stay.
  expect(parties).toEqual([expect.objectContaining({ taxIdEncrypted: null, taxIdLastFour: SSN.slice(-4), lnpId: expect.any(String) })]);
  expect(lines.join("\n")).not.toContain(SSN_DIGITS);
  expect(lines.join("\n")).not.toContain(SSN);
});

test("the server keeps the order: a verified phone first, one open account per type, all agreements before submitting", async () => {
  const unverified = await member({ verifiedPhone: false });
  const refused = await openAccount(unverified.call, unverified.phone, unverified.user.email);
  expect(refused.data).toMatchObject({ error: "Verify your phone number before opening an account.", accountId: null });

  const { user, phone, call } = await member();
  const young = await openAccount(call, phone, user.email, { birthday: `01/01/${new Date().getFullYear() - 17}` });
  expect(young.data.error).toBe("You must be 18 years or older to create an investment account.");

  const created = await openAccount(call, phone, user.email);
  const accountId = created.data.accountId!;
  const again = await openAccount(call, phone, user.email, {}, { ssn: null });
  expect(again.data.error).toBe("You already have an account of this type.");

  const agreements = await call<{ agreementId: string; agreementState: string }[]>(AGREEMENTS, { accountId });
  expect(agreements.data.every((agreement) => agreement.agreementState === "PENDING")).toBe(true);
  for (const agreementIds of [[], ["not-an-agreement"]]) {
    const some = await call<{ didAffirm: boolean; error: string | null }>(AFFIRM, { accountId, agreementIds });
    expect(some.data).toEqual({ didAffirm: false, error: "Please review and confirm every agreement." });
  }
  const all = await call<{ didAffirm: boolean; error: string | null }>(AFFIRM, {
    accountId,
    agreementIds: agreements.data.map((agreement) => agreement.agreementId),
  });
  expect(all.data).toEqual({ didAffirm: true, error: null });
  const accounts = await call<{ state: string; agreements: { agreementState: string }[] }[]>(ACCOUNTS);
  expect(accounts.data[0]!.state).toBe("SUBMITTED");
  expect(accounts.data[0]!.agreements.every((agreement) => agreement.agreementState === "AFFIRMED")).toBe(true);

  // The clearing firm approves: the sync stores it and the member hears once.
  await new SandboxControl().completeReview({ accountId });
  const db = await getDb();
  const ours = await db.investingAccount.findFirstOrThrow({ where: { accountId }, select: { id: true } });
  await syncInvestingAccount({ investingAccountId: ours.id });
  await syncInvestingAccount({ investingAccountId: ours.id });
  expect((await call<{ state: string }[]>(ACCOUNTS)).data[0]!.state).toBe("ACTIVE");
  const opened = await outboxMessages({ to: user.email });
  expect(opened.filter((message) => message.subject === "Your Brokerage account is open")).toHaveLength(1);

  // A second account reuses the person the clearing firm knows: no SSN needed, name and birth date fixed.
  const draft = await call<{ lnpId: string | null; taxIdLastFour: string }>(DRAFT, { accountType: "ROTH_IRA" });
  expect(draft.data).toMatchObject({ lnpId: expect.any(String), taxIdLastFour: expect.stringMatching(/^\d{4}$/) });
  const { lnp, account } = buildAccountOpening(completeDraft(phone, { accountType: "ROTH_IRA", firstName: "Jordyn" }), user.email);
  const renamed = await call<Created>(CREATE, { lnp, account });
  expect(renamed.data.error).toMatch(/cannot be changed here/);
  const roth = buildAccountOpening(completeDraft(phone, { accountType: "ROTH_IRA" }), user.email);
  const second = await call<Created>(CREATE, roth);
  expect(second.data.error).toBeNull();
});

test("a rollover goes into an affirmed retirement account; checkPhoneNumber tells dialable US numbers", async () => {
  const { user, phone, call } = await member();
  const created = await openAccount(call, phone, user.email, { accountType: "TRADITIONAL_IRA", isRollover: true });
  const accountId = created.data.accountId!;
  const early = await call<{ didCreate: boolean; error: string | null }>(ROLLOVER, { apexAccountId: accountId, rolloverNickname: "Rollover - 11/27/2026" });
  expect(early.data).toMatchObject({ didCreate: false, error: "Affirm your account's agreements before starting a rollover." });
  await call(AFFIRM, { accountId, agreementIds: created.data.agreements.map((agreement) => agreement.agreementId) });
  const rollover = await call<{ didCreate: boolean; rolloverId: string | null; error: string | null }>(ROLLOVER, {
    apexAccountId: accountId,
    rolloverNickname: "Rollover - 11/27/2026",
  });
  expect(rollover.data).toEqual({ didCreate: true, rolloverId: expect.any(String), error: null });

  const brokerage = await openAccount(call, phone, user.email, {}, { ssn: null });
  const wrongKind = await call<{ error: string | null }>(ROLLOVER, { apexAccountId: brokerage.data.accountId, rolloverNickname: "Rollover" });
  expect(wrongKind.data.error).toMatch(/retirement account/);

  expect((await call<{ valid: boolean }>(CHECK_PHONE, { phoneNumber: "(512) 555 0199" })).data).toEqual({ valid: true });
  expect((await call<{ valid: boolean }>(CHECK_PHONE, { phoneNumber: "(123) 555 0199" })).data).toEqual({ valid: false });
  expect((await call<{ valid: boolean }>(CHECK_PHONE, { phoneNumber: "(512) 911 0199" })).data).toEqual({ valid: false });
});

test("interested parties: saved here, sent by the job once, at most ten, emptied ones deleted", async () => {
  const { user, phone, call } = await member();
  const created = await openAccount(call, phone, user.email);
  const accountId = created.data.accountId!;
  // GraphQL clients send a field left empty as null or "".
  const party = (name: string) => ({ recipient: name, mailingAddress: ADDRESS, mailingAddressAptUnit: name.startsWith("C") ? null : "" });
  const saved = await call<{ success: boolean; error: string | null }>(SAVE_PARTIES, {
    accountId,
    interestedParties: [party("Casey Avery"), party("Riley Avery")],
  });
  expect(saved.data).toEqual({ success: true, error: null });
  const db = await getDb();
  const account = await db.investingAccount.findFirstOrThrow({ where: { accountId }, select: { id: true } });
  await syncInterestedParties({ investingAccountId: account.id });
  await syncInterestedParties({ investingAccountId: account.id });
  const rows = await db.interestedParty.findMany({ where: { investingAccountId: account.id }, orderBy: { recipient: "asc" } });
  expect(rows.map((row) => row.interestedPartyId)).toEqual([expect.any(String), expect.any(String)]);

  const tooMany = await call<{ success: boolean; error: string | null }>(SAVE_PARTIES, {
    accountId,
    interestedParties: Array.from({ length: 9 }, (_, i) => party(`Party ${String.fromCharCode(65 + i)}`)),
  });
  expect(tooMany.data).toEqual({ success: false, error: "An account can have at most 10 interested parties." });

  const deleted = await call<{ success: boolean }>(DELETE_PARTIES, { accountId, partyIds: [rows[0]!.interestedPartyId] });
  expect(deleted.data.success).toBe(true);
  const listed = await call<{ interestedParties: { recipient: string }[] }[]>(ACCOUNTS);
  expect(listed.data[0]!.interestedParties.map((p) => p.recipient)).toEqual(["Riley Avery"]);
  await syncInterestedParties({ investingAccountId: account.id });
  expect(await db.interestedParty.count({ where: { investingAccountId: account.id } })).toBe(1);
  const remote = await getClearingFirm().getAccounts({ accountIds: [accountId] });
  expect(remote).toHaveLength(1);
});

test("another member and a coach in coach mode are refused; the 3210 upload link is the owner's alone", async () => {
  const owner = await member();
  const created = await openAccount(owner.call, owner.phone, owner.user.email);
  const accountId = created.data.accountId!;

  const other = await member();
  const theirs = await other.call<{ message: string }[]>(AGREEMENTS, { accountId });
  expect(theirs.data[0]!.message).toBe("Investing account not found.");
  const affirm = await other.call<{ didAffirm: boolean; error: string | null }>(AFFIRM, { accountId, agreementIds: ["x"] });
  expect(affirm.data).toEqual({ didAffirm: false, error: "Investing account not found." });
  const link = await other.call<{ error: string | null }>(UPLOAD_LINK, {
    accountId,
    uploadFile: { mimeType: "application_pdf", documentType: "LETTER3210" },
  });
  expect(link.data.error).toBe("Investing account not found.");

  const ownLink = await owner.call<{ uploadLink: string | null; documentId: string | null; error: string | null }>(UPLOAD_LINK, {
    accountId,
    uploadFile: { mimeType: "application_pdf", documentType: "LETTER3210" },
  });
  expect(ownLink.data).toEqual({ uploadLink: expect.stringMatching(/^https?:\/\//), documentId: expect.any(String), error: null });
  const wrongType = await owner.call<{ error: string | null }>(UPLOAD_LINK, {
    accountId,
    uploadFile: { mimeType: "application_pdf", documentType: "PASSPORT" },
  });
  expect(wrongType.data.error).toBe("Only the signed 3210 letter can be uploaded to an account.");

  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  for (const [query, variables] of [
    [SAVE, { accountType: "ROTH_IRA", draft: { firstName: "X" } }],
    [AFFIRM, { accountId, agreementIds: ["x"] }],
    [SAVE_PARTIES, { accountId, interestedParties: [] }],
  ] as const) {
    const { body } = await executeGraphQL({ query, variables, cookie: coach.cookie });
    expect(body.errors?.[0]?.message).toBe("You do not have permission to do that.");
  }
  // Reading the member's accounts is what coach mode is for.
  const { body } = await executeGraphQL<{ apexAccounts: unknown[] }>({ query: ACCOUNTS, cookie: coach.cookie });
  expect(body.data?.apexAccounts).toHaveLength(1);
});

test("a create that timed out after the clearing firm made the account is found on the next attempt, not made twice", async () => {
  const { user, phone, call } = await member();
  await new SandboxControl().failNext({ operation: "createAccount", mode: "TIMEOUT_AFTER_COMMIT" });
  const first = await openAccount(call, phone, user.email);
  expect(first.data).toMatchObject({
    error: "Our clearing firm could not be reached. Nothing was lost: please try again in a few minutes.",
    accountId: null,
  });
  const db = await getDb();
  const pending = await db.investingAccount.findFirstOrThrow({ where: { userId: user.id }, select: { openingRequestId: true } });
  const madeByFirst = await getClearingFirm().findAccountByRequestId({ requestId: `${pending.openingRequestId}:account` });
  expect(madeByFirst).not.toBeNull();

  const second = await openAccount(call, phone, user.email, {}, { ssn: null });
  expect(second.data).toMatchObject({ error: null, accountId: madeByFirst!.accountId });
  expect(await db.investingAccount.count({ where: { userId: user.id } })).toBe(1);
});
