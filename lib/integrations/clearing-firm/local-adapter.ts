import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { detectFileType } from "@/lib/uploads/detect-file-type";
import { MAX_UPLOAD_BYTES } from "@/lib/uploads/upload-rules";
import { agreementCodesFor, SANDBOX_AGREEMENTS, sandboxAgreementUri } from "./sandbox-agreements";
import { notFound, reviewDueAt, settleHolderIfDue, systemClock, withHolder, type SandboxClock, type StoredPerson } from "./sandbox-holder";
import {
  createOnce,
  findChildren,
  findRecord,
  findRecordByRequestId,
  findRecords,
  insertRecord,
  lockRecord,
  saveRecord,
  takeFailure,
  taxIdKey,
} from "./sandbox-records";
import { attachDocuments, newInvestigation, submitApplication, type StoredAccount, type StoredInvestigation } from "./sandbox-review";
import { DELIVERY_PREFERENCES } from "./clearing-firm-enums";
import { SandboxMoney } from "./sandbox-money";
import {
  validateAccount,
  validateDeliveryEmail,
  validateInterestedParty,
  validatePerson,
} from "./sandbox-validation";
import {
  ClearingFirmError,
  type Agreement,
  type ClearingAccount,
  type ClearingAccountType,
  type ClearingFirm,
  type DeliveryPreference,
  type DocumentMimeType,
  type DocumentOwner,
  type DocumentType,
  type InterestedParty,
  type Investigation,
  type LegalNaturalPerson,
  type Party,
} from "./types";

// The built-in clearing-firm sandbox (installs without APEX_* settings; docs/decisions.md "The clearing-firm
// sandbox"): it keeps what Apex would keep, in the database, refuses what Apex refuses, and moves an application
// through the same states. An application is approved CLEARING_SANDBOX_REVIEW_SECONDS after submission unless the
// control (sandbox-control.ts) forced another outcome.

export type ClearingFirmOperation = Exclude<keyof ClearingFirm, "name">;

type StoredInterestedParty = { fingerprint: string; accountId: string; party: InterestedParty; deleted: boolean };
type StoredDocument = {
  fingerprint: string;
  documentId: string;
  owner: DocumentOwner;
  documentType: DocumentType;
  mimeType: DocumentMimeType;
  size: number;
  sha256: string;
  uploadedAt: string;
};

const MIME_TYPES: DocumentMimeType[] = ["image/jpeg", "image/png", "application/pdf"];
const DOCUMENT_TYPES: DocumentType[] = [
  "DRIVERS_LICENSE",
  "STATE_ID_CARD",
  "PASSPORT",
  "MILITARY_ID",
  "SOCIAL_SECURITY_DOCUMENT",
  "IRS_ITIN_LETTER",
  "BIRTH_CERTIFICATE",
  "DEATH_CERTIFICATE",
  "EMPLOYER_CONSENT_FORM_407_LETTER",
  "MARRIAGE_CERTIFICATE",
  "PROOF_OF_TAX_ID",
  "THIRD_PARTY_CIP_RESULTS",
  "LETTER3210",
];
export const MAX_INTERESTED_PARTIES = 10;
const CORRESPONDENT_ID = "SANDBOX";
const ACCOUNT_TYPE_LABELS: Record<ClearingAccountType, string> = {
  INDIVIDUAL: "Individual",
  TRADITIONAL_IRA: "Traditional IRA",
  ROTH_IRA: "Roth IRA",
  ROLLOVER_IRA: "Rollover IRA",
};
const INVESTIGATION_PREFIX = "investigations/";

function invalid(field: string, message: string): never {
  throw new ClearingFirmError("INVALID_REQUEST", message, field);
}

function conflict(message: string): never {
  throw new ClearingFirmError("CONFLICT", message);
}

function investigationId(investigationName: string): string | null {
  if (typeof investigationName !== "string" || !investigationName.startsWith(INVESTIGATION_PREFIX)) return null;
  const id = investigationName.slice(INVESTIGATION_PREFIX.length);
  return id === "" ? null : id;
}

/** Eight characters, as a clearing firm's account numbers are. */
function newAccountNumber(): string {
  const digits = Array.from(randomBytes(6), (byte) => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[byte % 32]).join("");
  return `SB${digits}`;
}

function toAgreement({ agreementId, agreementUri, agreementName, agreementState }: Agreement): Agreement {
  return { agreementId, agreementUri, agreementName, agreementState };
}

function toAccount(stored: StoredAccount, buyingPower: string | undefined): ClearingAccount {
  return {
    accountId: stored.accountId,
    accountNumber: stored.accountNumber,
    accountType: stored.accountType,
    state: stored.state,
    title: stored.title,
    createTime: new Date(stored.createTime),
    lnpId: stored.lnpId,
    parties: structuredClone(stored.parties),
    agreements: stored.agreements.map(toAgreement),
    investigationName: stored.investigationName,
    ...(buyingPower !== undefined ? { buyingPower } : {}),
  };
}

function toInvestigation(stored: StoredInvestigation): Investigation {
  return {
    name: stored.name,
    investigationRequestState: stored.investigationRequestState,
    correspondentId: CORRESPONDENT_ID,
    identityVerificationScope: ["NAME", "ADDRESS", "TAX_ID", "BIRTH_DATE"],
    identityVerification: stored.identityVerification,
    watchlistScreen: stored.watchlistScreen,
    results: stored.results.map((result) => ({ ...result, documentIds: [...result.documentIds], createTime: new Date(result.createTime) })),
    watchlistMatches: stored.watchlistMatches.map((match) => ({ ...match })),
    auditTrail: stored.auditTrail.map((entry) => ({ ...entry, updateTime: new Date(entry.updateTime) })),
    providedVerification: { ...stored.providedVerification },
    documentIds: [...stored.documentIds],
  };
}

export class LocalClearingFirm implements ClearingFirm {
  readonly name = "sandbox" as const;
  private readonly clock: SandboxClock;
  private readonly siteUrl: string | undefined;
  /** The money side: bank relationships, transfers, orders, the ledger's reads (also used by the control). */
  readonly money: SandboxMoney;

  constructor(options: { clock?: SandboxClock; siteUrl?: string } = {}) {
    this.clock = options.clock ?? systemClock;
    this.siteUrl = options.siteUrl;
    this.money = new SandboxMoney(this.clock);
  }

  /** Whether the control armed a failure for this operation: UNAVAILABLE before the work, or after it (a timeout). */
  private async run<T>(operation: ClearingFirmOperation, work: () => Promise<T>): Promise<T> {
    const failure = await takeFailure(operation);
    if (failure === "UNAVAILABLE") throw new ClearingFirmError("UNAVAILABLE", "The clearing firm is unavailable (sandbox failNext).");
    const result = await work();
    if (failure === "TIMEOUT_AFTER_COMMIT") {
      throw new ClearingFirmError("UNAVAILABLE", "The clearing firm did not answer in time (sandbox failNext).");
    }
    return result;
  }

  // People

  createLegalNaturalPerson: ClearingFirm["createLegalNaturalPerson"] = ({ requestId, person }) =>
    this.run("createLegalNaturalPerson", async () => {
      validatePerson(person, this.clock.now());
      const now = this.clock.now().toISOString();
      return createOnce({
        kind: "PERSON",
        requestId,
        content: person,
        create: async (tx, fingerprint) => {
          const key = taxIdKey(person.taxId);
          if (await findRecord(tx, "TAX_ID", key)) conflict("A legal natural person with this tax id already exists.");
          const lnpId = randomUUID();
          const investigationId = randomUUID();
          const stored: LegalNaturalPerson = {
            lnpId,
            givenName: person.givenName.trim(),
            familyName: person.familyName.trim(),
            birthDate: { ...person.birthDate },
            taxIdLastFour: person.taxId.slice(-4),
            personalAddress: structuredClone(person.personalAddress),
            employment: {
              employmentStatus: person.employment.employmentStatus,
              occupation: person.employment.occupation?.trim() || null,
              employer: person.employment.employer?.trim() || null,
            },
            recentTaxFilingStatus: person.recentTaxFilingStatus,
            disclosures: structuredClone(
              person.disclosures ?? {
                controlPersonCompanySymbols: [],
                politicallyExposedOrganization: [],
                finraAssociatedEntity: [],
                politicallyExposedImmediateFamilyNames: [],
                correspondentEmployee: false,
              },
            ),
            investigationName: `${INVESTIGATION_PREFIX}${investigationId}`,
          };
          await insertRecord<StoredPerson>(tx, { kind: "PERSON", id: lnpId, requestId, data: { fingerprint, investigationId, person: stored } });
          await insertRecord(tx, { kind: "TAX_ID", id: key, parentId: lnpId, data: { lnpId } });
          await insertRecord(tx, { kind: "INVESTIGATION", id: investigationId, parentId: lnpId, data: newInvestigation(stored.investigationName, now) });
          return lnpId;
        },
        answer: (client, lnpId) => this.readPerson(client, lnpId),
      });
    });

  getLegalNaturalPerson: ClearingFirm["getLegalNaturalPerson"] = ({ lnpId }) =>
    this.run("getLegalNaturalPerson", async () => {
      return this.readPerson(await getDb(), lnpId);
    });

  findLegalNaturalPersonByRequestId: ClearingFirm["findLegalNaturalPersonByRequestId"] = ({ requestId }) =>
    this.run("findLegalNaturalPersonByRequestId", async () => {
      const record = await findRecordByRequestId<StoredPerson>(await getDb(), "PERSON", requestId);
      return record ? (structuredClone(record.data.person) as LegalNaturalPerson) : null;
    });

  private async readPerson(client: Parameters<typeof findRecord>[0], lnpId: string): Promise<LegalNaturalPerson> {
    const record = await findRecord<StoredPerson>(client, "PERSON", lnpId);
    if (!record) notFound("legal natural person");
    return structuredClone(record.data.person) as LegalNaturalPerson;
  }

  // Accounts and agreements

  createAccount: ClearingFirm["createAccount"] = ({ requestId, account }) =>
    this.run("createAccount", async () => {
      validateAccount(account);
      return createOnce({
        kind: "ACCOUNT",
        requestId,
        content: account,
        create: async (tx, fingerprint) => {
          if (!(await lockRecord(tx, "PERSON", account.lnpId))) notFound("legal natural person");
          const person = (await findRecord<StoredPerson>(tx, "PERSON", account.lnpId))!.data.person as LegalNaturalPerson;
          const accountId = randomUUID();
          const stored: StoredAccount & { fingerprint: string; input: unknown } = {
            fingerprint,
            input: structuredClone(account),
            accountId,
            accountNumber: newAccountNumber(),
            accountType: account.accountType,
            state: "PENDING",
            title: `${person.givenName} ${person.familyName} ${ACCOUNT_TYPE_LABELS[account.accountType]}`,
            createTime: this.clock.now().toISOString(),
            lnpId: account.lnpId,
            investigationName: person.investigationName,
            parties: [
              {
                partyId: randomUUID(),
                emailAddress: account.party.emailAddress,
                phoneNumber: account.party.phoneNumber,
                mailingAddress: structuredClone(account.party.mailingAddress),
                deliveryPreferences: { prospectus: "DIGITAL", proxy: "DIGITAL", statement: "DIGITAL", taxDocument: "DIGITAL", tradeConfirmation: "DIGITAL" },
              },
            ],
            agreements: agreementCodesFor(account.accountType).map((code) => ({
              code,
              agreementId: randomUUID(),
              agreementUri: sandboxAgreementUri(this.siteUrl ?? getEnv().SITE_URL, code),
              agreementName: SANDBOX_AGREEMENTS[code].name,
              agreementState: "PENDING",
            })),
            forcedOutcome: null,
            review: null,
          };
          await insertRecord(tx, { kind: "ACCOUNT", id: accountId, requestId, parentId: account.lnpId, data: stored });
          return accountId;
        },
        answer: async (_client, accountId) => (await this.readAccounts([accountId], false))[0]!,
      });
    });

  findAccountByRequestId: ClearingFirm["findAccountByRequestId"] = ({ requestId }) =>
    this.run("findAccountByRequestId", async () => {
      const record = await findRecordByRequestId<StoredAccount>(await getDb(), "ACCOUNT", requestId);
      return record ? ((await this.readAccounts([record.id], false))[0] ?? null) : null;
    });

  getAccounts: ClearingFirm["getAccounts"] = ({ accountIds, withBuyingPower }) =>
    this.run("getAccounts", () => this.readAccounts(accountIds, withBuyingPower ?? false));

  /** The accounts asked for that exist, in the order asked, each holder's due reviews decided first. */
  private async readAccounts(accountIds: string[], withBuyingPower: boolean): Promise<ClearingAccount[]> {
    const db = await getDb();
    let records = await findRecords<StoredAccount>(db, "ACCOUNT", accountIds);
    const holders = new Map<string, StoredAccount[]>();
    for (const { data } of records) holders.set(data.lnpId, [...(holders.get(data.lnpId) ?? []), data]);
    let settled = false;
    for (const [lnpId, accounts] of holders) settled = (await settleHolderIfDue(lnpId, accounts, this.clock)) || settled;
    if (settled) records = await findRecords<StoredAccount>(db, "ACCOUNT", accountIds);
    const byId = new Map(records.map((record) => [record.id, record.data]));
    const accounts: ClearingAccount[] = [];
    for (const id of accountIds) {
      const stored = byId.get(id);
      if (stored) accounts.push(toAccount(stored, withBuyingPower ? await this.money.buyingPower(id) : undefined));
    }
    return accounts;
  }

  private async accountRecord(accountId: string): Promise<StoredAccount> {
    const record = await findRecord<StoredAccount>(await getDb(), "ACCOUNT", accountId);
    if (!record) notFound("account");
    return record.data;
  }

  getAgreements: ClearingFirm["getAgreements"] = ({ accountId }) =>
    this.run("getAgreements", async () => (await this.accountRecord(accountId)).agreements.map(toAgreement));

  affirmAgreements: ClearingFirm["affirmAgreements"] = ({ accountId, agreementIds }) =>
    this.run("affirmAgreements", async () => {
      if (!Array.isArray(agreementIds) || agreementIds.length === 0) invalid("agreementIds", "Name at least one agreement.");
      const { lnpId } = await this.accountRecord(accountId);
      return withHolder(lnpId, this.clock, (holder) => {
        const account = holder.accounts.find((candidate) => candidate.accountId === accountId)!;
        const agreements = agreementIds.map(
          (id) => account.agreements.find((agreement) => agreement.agreementId === id) ?? invalid("agreementIds", "No such agreement on this account."),
        );
        const reaffirming = agreements.every((agreement) => agreement.agreementState === "AFFIRMED");
        if (account.state === "CLOSED" || (account.state !== "PENDING" && !reaffirming)) {
          conflict(`The account is ${account.state}: its agreements can no longer change.`);
        }
        for (const agreement of agreements) agreement.agreementState = "AFFIRMED";
        if (account.state === "PENDING" && account.agreements.every((agreement) => agreement.agreementState === "AFFIRMED")) {
          submitApplication(account, reviewDueAt(this.clock));
        }
        return account.agreements.map(toAgreement);
      });
    });

  // Interested parties

  createInterestedParty: ClearingFirm["createInterestedParty"] = ({ requestId, accountId, party }) =>
    this.run("createInterestedParty", async () => {
      validateInterestedParty(party);
      return createOnce({
        kind: "INTERESTED_PARTY",
        requestId,
        content: { accountId, party },
        create: async (tx, fingerprint) => {
          if (!(await lockRecord(tx, "ACCOUNT", accountId))) notFound("account");
          const account = (await findRecord<StoredAccount>(tx, "ACCOUNT", accountId))!.data;
          if (account.state === "CLOSED") conflict("The account is closed.");
          const existing = (await findChildren<StoredInterestedParty>(tx, "INTERESTED_PARTY", accountId)).filter((record) => !record.data.deleted);
          if (existing.length >= MAX_INTERESTED_PARTIES) conflict(`An account has at most ${MAX_INTERESTED_PARTIES} interested parties.`);
          const interestedPartyId = randomUUID();
          await insertRecord<StoredInterestedParty>(tx, {
            kind: "INTERESTED_PARTY",
            id: interestedPartyId,
            requestId,
            parentId: accountId,
            data: { fingerprint, accountId, party: { ...structuredClone(party), recipient: party.recipient.trim(), interestedPartyId }, deleted: false },
          });
          return interestedPartyId;
        },
        answer: async (client, id) => structuredClone((await findRecord<StoredInterestedParty>(client, "INTERESTED_PARTY", id))!.data.party),
      });
    });

  private async interestedPartyRecord(accountId: string, interestedPartyId: string) {
    const record = await findRecord<StoredInterestedParty>(await getDb(), "INTERESTED_PARTY", interestedPartyId);
    if (!record || record.data.accountId !== accountId || record.data.deleted) notFound("interested party");
    return record;
  }

  updateInterestedParty: ClearingFirm["updateInterestedParty"] = ({ accountId, interestedPartyId, party }) =>
    this.run("updateInterestedParty", async () => {
      validateInterestedParty(party);
      const record = await this.interestedPartyRecord(accountId, interestedPartyId);
      const updated: InterestedParty = { ...structuredClone(party), recipient: party.recipient.trim(), interestedPartyId };
      await (await getDb()).$transaction((tx) => saveRecord(tx, "INTERESTED_PARTY", interestedPartyId, { ...record.data, party: updated }));
      return structuredClone(updated);
    });

  deleteInterestedParty: ClearingFirm["deleteInterestedParty"] = ({ accountId, interestedPartyId }) =>
    this.run("deleteInterestedParty", async () => {
      const record = await this.interestedPartyRecord(accountId, interestedPartyId);
      // Kept, marked deleted: a retried create with the same request id still answers the party it made.
      await (await getDb()).$transaction((tx) => saveRecord(tx, "INTERESTED_PARTY", interestedPartyId, { ...record.data, deleted: true }));
    });

  // Documents and the investigation

  uploadDocument: ClearingFirm["uploadDocument"] = ({ requestId, owner, documentType, mimeType, content }) =>
    this.run("uploadDocument", async () => {
      if (!DOCUMENT_TYPES.includes(documentType)) invalid("documentType", "Unknown document type.");
      if (!MIME_TYPES.includes(mimeType)) invalid("mimeType", "Only JPEG, PNG and PDF files are accepted.");
      if (!(content instanceof Uint8Array) || content.byteLength === 0) invalid("content", "The file is empty.");
      if (content.byteLength > MAX_UPLOAD_BYTES) invalid("content", "The file is larger than 10 MB.");
      if (detectFileType(content) !== mimeType) invalid("content", "The file's content is not the declared type.");
      const ownerKey = await this.documentOwnerKey(owner, documentType);
      const sha256 = createHash("sha256").update(content).digest("hex");
      return createOnce({
        kind: "DOCUMENT",
        requestId,
        content: { owner, documentType, mimeType, sha256 },
        create: async (tx, fingerprint) => {
          const documentId = randomUUID();
          await insertRecord<StoredDocument>(tx, {
            kind: "DOCUMENT",
            id: documentId,
            requestId,
            parentId: ownerKey,
            data: { fingerprint, documentId, owner, documentType, mimeType, size: content.byteLength, sha256, uploadedAt: this.clock.now().toISOString() },
          });
          return documentId;
        },
        answer: async (_client, documentId) => ({ documentId }),
      });
    });

  /** The owner must exist; the 3210 letter belongs to an account, identity documents to an investigation. */
  private async documentOwnerKey(owner: DocumentOwner, documentType: DocumentType): Promise<string> {
    const db = await getDb();
    if ("accountId" in owner) {
      if (documentType !== "LETTER3210") invalid("documentType", "An account takes only account documents (LETTER3210).");
      if (!(await findRecord(db, "ACCOUNT", owner.accountId))) notFound("account");
      return `accounts/${owner.accountId}`;
    }
    if (documentType === "LETTER3210") invalid("documentType", "The 3210 letter belongs to an account, not an investigation.");
    const id = investigationId(owner.investigationName);
    if (!id || !(await findRecord(db, "INVESTIGATION", id))) notFound("investigation");
    return owner.investigationName;
  }

  getInvestigation: ClearingFirm["getInvestigation"] = ({ investigationName }) =>
    this.run("getInvestigation", async () => {
      const db = await getDb();
      const id = investigationId(investigationName);
      const record = id ? await findRecord<StoredInvestigation>(db, "INVESTIGATION", id) : null;
      if (!record) notFound("investigation");
      const accounts = await findChildren<StoredAccount>(db, "ACCOUNT", record.parentId!);
      if (!(await settleHolderIfDue(record.parentId!, accounts.map((account) => account.data), this.clock))) {
        return toInvestigation(record.data);
      }
      return toInvestigation((await findRecord<StoredInvestigation>(db, "INVESTIGATION", id!))!.data);
    });

  updateInvestigation: ClearingFirm["updateInvestigation"] = ({ investigationName, documentIds }) =>
    this.run("updateInvestigation", async () => {
      const db = await getDb();
      const id = investigationId(investigationName);
      const record = id ? await findRecord<StoredInvestigation>(db, "INVESTIGATION", id) : null;
      if (!record) notFound("investigation");
      if (!Array.isArray(documentIds) || documentIds.length === 0) invalid("documentIds", "Name at least one document.");
      return withHolder(record.parentId!, this.clock, async (holder, tx) => {
        const investigation = holder.investigation;
        const wanted = [...new Set([...investigation.documentIds, ...documentIds])];
        const documents = await findRecords<StoredDocument>(tx, "DOCUMENT", wanted);
        for (const documentId of documentIds) {
          const document = documents.find((candidate) => candidate.id === documentId);
          if (!document) notFound("document");
          if (document.parentId !== investigationName) invalid("documentIds", "The document was not uploaded to this investigation.");
        }
        if (investigation.investigationRequestState === "REJECTED") conflict("The investigation was rejected.");
        const now = this.clock.now().toISOString();
        attachDocuments(
          holder,
          wanted.map((documentId) => {
            const document = documents.find((candidate) => candidate.id === documentId)!;
            return { documentId, documentType: document.data.documentType };
          }),
          now,
          reviewDueAt(this.clock),
        );
        return toInvestigation(investigation);
      });
    });

  // Delivery preferences

  updateDeliveryPreferences: ClearingFirm["updateDeliveryPreferences"] = ({ accountId, partyId, deliveryPreference, emailAddress }) =>
    this.run("updateDeliveryPreferences", async () => {
      if (!(DELIVERY_PREFERENCES as readonly string[]).includes(deliveryPreference)) invalid("deliveryPreference", "DIGITAL or PHYSICAL.");
      validateDeliveryEmail(emailAddress);
      const { lnpId } = await this.accountRecord(accountId);
      return withHolder(lnpId, this.clock, (holder) => {
        const account = holder.accounts.find((candidate) => candidate.accountId === accountId)!;
        if (account.state === "CLOSED") conflict("The account is closed.");
        const party = account.parties.find((candidate) => candidate.partyId === partyId) ?? notFound("party");
        const preference: DeliveryPreference = deliveryPreference;
        party.emailAddress = emailAddress;
        party.deliveryPreferences = {
          prospectus: preference,
          proxy: preference,
          statement: preference,
          taxDocument: preference,
          tradeConfirmation: preference,
        };
        return structuredClone(party) as Party;
      });
    });

  // Money (sandbox-money.ts)

  createAchRelationship: ClearingFirm["createAchRelationship"] = (input) => this.run("createAchRelationship", () => this.money.createAchRelationship(input));
  getAchRelationships: ClearingFirm["getAchRelationships"] = (input) => this.run("getAchRelationships", () => this.money.getAchRelationships(input));
  cancelAchRelationship: ClearingFirm["cancelAchRelationship"] = (input) => this.run("cancelAchRelationship", () => this.money.cancelAchRelationship(input));
  createDeposit: ClearingFirm["createDeposit"] = (input) => this.run("createDeposit", () => this.money.createDeposit(input));
  findTransferByRequestId: ClearingFirm["findTransferByRequestId"] = (input) =>
    this.run("findTransferByRequestId", () => this.money.findTransferByRequestId(input));
  getTransfers: ClearingFirm["getTransfers"] = (input) => this.run("getTransfers", () => this.money.getTransfers(input));
  placeOrder: ClearingFirm["placeOrder"] = (input) => this.run("placeOrder", () => this.money.placeOrder(input));
  getOrders: ClearingFirm["getOrders"] = (input) => this.run("getOrders", () => this.money.getOrders(input));
  getPortfolio: ClearingFirm["getPortfolio"] = (input) => this.run("getPortfolio", () => this.money.getPortfolio(input));
  getActivities: ClearingFirm["getActivities"] = (input) => this.run("getActivities", () => this.money.getActivities(input));
  getDailyBalances: ClearingFirm["getDailyBalances"] = (input) => this.run("getDailyBalances", () => this.money.getDailyBalances(input));
  getAccountDocuments: ClearingFirm["getAccountDocuments"] = (input) => this.run("getAccountDocuments", () => this.money.getAccountDocuments(input));
  downloadAccountDocument: ClearingFirm["downloadAccountDocument"] = (input) =>
    this.run("downloadAccountDocument", () => this.money.downloadAccountDocument(input));
}
