import { randomUUID } from "node:crypto";
import type { SandboxAgreementCode } from "./sandbox-agreements";
import type {
  Agreement,
  ClearingAccountState,
  ClearingAccountType,
  DocumentType,
  ForcedOutcome,
  InvestigationRequestState,
  Party,
  VerificationFlags,
} from "./types";

// The built-in sandbox's application review, as plain data and pure steps (the adapter loads one holder's
// investigation and accounts under a lock, runs these, and saves). A submitted application is decided when its
// review falls due (CLEARING_SANDBOX_REVIEW_SECONDS after submission), on the first read after that: the outcome the
// control forced, else APPROVED. Dates are ISO strings, as they sit in the JSON column.

export const SANDBOX_USER = "sandbox";

export type StoredAgreement = Agreement & { code: SandboxAgreementCode };

export type StoredAccount = {
  accountId: string;
  accountNumber: string;
  accountType: ClearingAccountType;
  state: ClearingAccountState;
  title: string;
  createTime: string;
  lnpId: string;
  investigationName: string;
  parties: Party[];
  agreements: StoredAgreement[];
  forcedOutcome: ForcedOutcome | null;
  /** A decision waiting: on the application (after the agreements) or on uploaded documents. */
  review: { kind: "APPLICATION" | "DOCUMENTS"; dueAt: string } | null;
};

export type StoredInvestigation = {
  name: string;
  investigationRequestState: InvestigationRequestState;
  identityVerification: string;
  watchlistScreen: string;
  providedVerification: VerificationFlags;
  documentIds: string[];
  results: {
    customerIdentificationId: string;
    identityVerificationTypes: string[];
    identityVerificationPassed: boolean;
    externalVendor: string;
    documentIds: string[];
    createTime: string;
    providedBy: string;
  }[];
  watchlistMatches: { active: boolean; excludeFromScreening: boolean; matchState: string; watchlistId: string; watchlistItemId: string }[];
  auditTrail: { auditType: string; field: string; oldValue: string; newValue: string; updateUser: string; updateTime: string; comment: string }[];
};

/** One holder's investigation and accounts: what a review step may change together. */
export type HolderState = { investigation: StoredInvestigation; accounts: StoredAccount[] };

const ALL_VERIFIED: VerificationFlags = { nameVerified: true, addressVerified: true, taxIdVerified: true, birthDateVerified: true };
const NONE_VERIFIED: VerificationFlags = { nameVerified: false, addressVerified: false, taxIdVerified: false, birthDateVerified: false };

/** 001 §9: the fields each identity document type verifies; the other types verify none. */
export const FIELDS_VERIFIED_BY: Partial<Record<DocumentType, (keyof VerificationFlags)[]>> = {
  DRIVERS_LICENSE: ["addressVerified", "nameVerified", "birthDateVerified"],
  STATE_ID_CARD: ["addressVerified", "nameVerified", "birthDateVerified"],
  PASSPORT: ["nameVerified", "birthDateVerified"],
  MILITARY_ID: ["nameVerified", "birthDateVerified"],
  SOCIAL_SECURITY_DOCUMENT: ["taxIdVerified"],
  IRS_ITIN_LETTER: ["taxIdVerified"],
};

export function newInvestigation(name: string, at: string): StoredInvestigation {
  return {
    name,
    investigationRequestState: "PENDING",
    identityVerification: "PENDING",
    watchlistScreen: "PENDING",
    providedVerification: { ...NONE_VERIFIED },
    documentIds: [],
    results: [],
    watchlistMatches: [],
    auditTrail: [
      { auditType: "CREATE", field: "investigationRequestState", oldValue: "", newValue: "PENDING", updateUser: SANDBOX_USER, updateTime: at, comment: "Identity investigation opened." },
    ],
  };
}

function setField(investigation: StoredInvestigation, field: string, oldValue: string, newValue: string, at: string, comment: string): void {
  if (oldValue === newValue) return;
  investigation.auditTrail.push({ auditType: "UPDATE", field, oldValue, newValue, updateUser: SANDBOX_USER, updateTime: at, comment });
}

function setInvestigation(
  investigation: StoredInvestigation,
  changes: Partial<Pick<StoredInvestigation, "investigationRequestState" | "identityVerification" | "watchlistScreen">> & { flags?: VerificationFlags },
  at: string,
  comment: string,
): void {
  for (const key of ["investigationRequestState", "identityVerification", "watchlistScreen"] as const) {
    const value = changes[key];
    if (value === undefined) continue;
    setField(investigation, key, investigation[key], value, at, comment);
    (investigation as Record<typeof key, string>)[key] = value;
  }
  if (changes.flags) {
    for (const [flag, value] of Object.entries(changes.flags) as [keyof VerificationFlags, boolean][]) {
      setField(investigation, `providedVerification.${flag}`, String(investigation.providedVerification[flag]), String(value), at, comment);
      investigation.providedVerification[flag] = value;
    }
  }
}

function addResult(investigation: StoredInvestigation, kind: "APPLICATION" | "DOCUMENTS", passed: boolean, at: string): void {
  investigation.results.push({
    customerIdentificationId: randomUUID(),
    identityVerificationTypes: kind === "APPLICATION" ? ["NAME", "ADDRESS", "TAX_ID", "BIRTH_DATE", "WATCHLIST"] : ["DOCUMENT"],
    identityVerificationPassed: passed,
    externalVendor: kind === "APPLICATION" ? "SANDBOX_DATABASE_CHECK" : "SANDBOX_DOCUMENT_REVIEW",
    documentIds: kind === "APPLICATION" ? [] : [...investigation.documentIds],
    createTime: at,
    providedBy: SANDBOX_USER,
  });
}

function setAccountState(account: StoredAccount, state: ClearingAccountState): void {
  account.state = state;
}

/** Puts one account's application, and its holder's investigation, in the state the outcome means. */
export function applyOutcome(
  holder: HolderState,
  account: StoredAccount,
  outcome: ForcedOutcome,
  at: string,
  kind: "APPLICATION" | "DOCUMENTS",
): void {
  const investigation = holder.investigation;
  const comment = `Sandbox review of account ${account.accountNumber}: ${outcome}.`;
  account.review = null;
  switch (outcome) {
    case "APPROVED":
      setInvestigation(investigation, { investigationRequestState: "ACCEPTED", identityVerification: "VERIFIED", watchlistScreen: "NO_MATCH", flags: ALL_VERIFIED }, at, comment);
      for (const match of investigation.watchlistMatches) {
        if (match.active) Object.assign(match, { active: false, matchState: "FALSE_POSITIVE" });
      }
      addResult(investigation, kind, true, at);
      return setAccountState(account, "ACTIVE");
    case "ACTION_REQUIRED":
      setInvestigation(
        investigation,
        {
          investigationRequestState: "INDETERMINATE",
          identityVerification: "DOCUMENT_REQUIRED",
          watchlistScreen: "NO_MATCH",
          flags: { nameVerified: true, taxIdVerified: true, addressVerified: false, birthDateVerified: false },
        },
        at,
        comment,
      );
      addResult(investigation, kind, false, at);
      return setAccountState(account, "ACTION_REQUIRED");
    case "REJECTED":
      setInvestigation(investigation, { investigationRequestState: "REJECTED", identityVerification: "FAILED" }, at, comment);
      addResult(investigation, kind, false, at);
      return setAccountState(account, "REJECTED");
    case "WATCHLIST_MATCH":
      setInvestigation(investigation, { investigationRequestState: "UNDER_REVIEW", identityVerification: "VERIFIED", watchlistScreen: "POTENTIAL_MATCH", flags: ALL_VERIFIED }, at, comment);
      if (!investigation.watchlistMatches.some((match) => match.active)) {
        investigation.watchlistMatches.push({
          active: true,
          excludeFromScreening: false,
          matchState: "POTENTIAL_MATCH",
          watchlistId: "OFAC_SDN",
          watchlistItemId: randomUUID(),
        });
      }
      addResult(investigation, kind, false, at);
      // A person reviews the match: the account waits until the control decides (APPROVED or REJECTED).
      return setAccountState(account, "UNDER_REVIEW");
  }
}

/** The outcome a review that fell due reaches: documents are accepted unless a rejection was forced. */
function dueOutcome(account: StoredAccount, kind: "APPLICATION" | "DOCUMENTS"): ForcedOutcome {
  if (kind === "DOCUMENTS") return account.forcedOutcome === "REJECTED" ? "REJECTED" : "APPROVED";
  return account.forcedOutcome ?? "APPROVED";
}

/** Finishes an account's waiting review now, whether due or not (the control's completeReview). */
export function finishReview(holder: HolderState, account: StoredAccount, at: string): void {
  if (!account.review) return;
  applyOutcome(holder, account, dueOutcome(account, account.review.kind), at, account.review.kind);
}

/** Decides every review due by `now`, in the order they fell due, each at its own due time. Answers whether any was. */
export function settleDueReviews(holder: HolderState, now: Date): boolean {
  const due = holder.accounts
    .filter((account) => account.review && Date.parse(account.review.dueAt) <= now.getTime())
    .sort((a, b) => Date.parse(a.review!.dueAt) - Date.parse(b.review!.dueAt));
  for (const account of due) finishReview(holder, account, account.review!.dueAt);
  return due.length > 0;
}

export function hasDueReview(accounts: StoredAccount[], now: Date): boolean {
  return accounts.some((account) => account.review && Date.parse(account.review.dueAt) <= now.getTime());
}

/** Every agreement affirmed: the application goes to review. */
export function submitApplication(account: StoredAccount, dueAt: string): void {
  account.state = "SUBMITTED";
  account.review = { kind: "APPLICATION", dueAt };
}

/**
 * Attaches documents to the investigation (`documents`: every one attached after this call, earlier ones too). When it
 * waits for documents and they cover every field not yet verified, it goes to review, and so do the holder's accounts
 * waiting for action.
 */
export function attachDocuments(
  holder: HolderState,
  documents: { documentId: string; documentType: DocumentType }[],
  at: string,
  dueAt: string,
): void {
  const investigation = holder.investigation;
  const before = investigation.documentIds.join(",");
  for (const { documentId } of documents) {
    if (!investigation.documentIds.includes(documentId)) investigation.documentIds.push(documentId);
  }
  setField(investigation, "documentIds", before, investigation.documentIds.join(","), at, "Documents attached.");
  if (investigation.investigationRequestState !== "INDETERMINATE") return;
  const covered = new Set(documents.flatMap(({ documentType }) => FIELDS_VERIFIED_BY[documentType] ?? []));
  const open = (Object.keys(investigation.providedVerification) as (keyof VerificationFlags)[]).filter(
    (flag) => !investigation.providedVerification[flag],
  );
  if (!open.every((flag) => covered.has(flag))) return;
  setInvestigation(investigation, { investigationRequestState: "UNDER_REVIEW" }, at, "Documents received; review started.");
  for (const account of holder.accounts) {
    if (account.state !== "ACTION_REQUIRED") continue;
    account.state = "UNDER_REVIEW";
    account.review = { kind: "DOCUMENTS", dueAt };
  }
}
