import { UPLOAD_CONTENT_TYPES, type UploadContentType } from "@/lib/uploads/upload-rules";

// The fields an investigation verifies, the ID types and what each covers, the upload's wire format and texts,
// without zod: /documents and its dialog need them on first load (identity-verification-rules.ts holds the schemas).

export const VERIFICATION_FIELDS = [
  { key: "nameVerified", label: "Name" },
  { key: "addressVerified", label: "Address" },
  { key: "taxIdVerified", label: "Tax ID" },
  { key: "birthDateVerified", label: "Date of Birth" },
] as const;

export type VerificationFieldKey = (typeof VERIFICATION_FIELDS)[number]["key"];

/** 001 §9: the identity document types, each with the fields it verifies (some verify none). */
export const IDENTITY_DOCUMENT_TYPES = [
  { type: "DRIVERS_LICENSE", label: "Driver's License", verifies: ["addressVerified", "nameVerified", "birthDateVerified"] },
  { type: "STATE_ID_CARD", label: "State ID Card", verifies: ["addressVerified", "nameVerified", "birthDateVerified"] },
  { type: "PASSPORT", label: "Passport", verifies: ["nameVerified", "birthDateVerified"] },
  { type: "MILITARY_ID", label: "Military ID", verifies: ["nameVerified", "birthDateVerified"] },
  { type: "SOCIAL_SECURITY_DOCUMENT", label: "Social Security Document", verifies: ["taxIdVerified"] },
  { type: "IRS_ITIN_LETTER", label: "IRS ITIN Letter", verifies: ["taxIdVerified"] },
  { type: "BIRTH_CERTIFICATE", label: "Birth Certificate", verifies: [] },
  { type: "DEATH_CERTIFICATE", label: "Death Certificate", verifies: [] },
  { type: "EMPLOYER_CONSENT_FORM_407_LETTER", label: "Employer Consent Form 407 Letter", verifies: [] },
  { type: "MARRIAGE_CERTIFICATE", label: "Marriage Certificate", verifies: [] },
  { type: "PROOF_OF_TAX_ID", label: "Proof of Tax ID", verifies: [] },
  { type: "THIRD_PARTY_CIP_RESULTS", label: "Third Party CIP Results", verifies: [] },
] as const satisfies ReadonlyArray<{ type: string; label: string; verifies: readonly VerificationFieldKey[] }>;

export type IdentityDocumentTypeName = (typeof IDENTITY_DOCUMENT_TYPES)[number]["type"];

export const IDENTITY_DOCUMENT_TYPE_NAMES = IDENTITY_DOCUMENT_TYPES.map(({ type }) => type) as [
  IdentityDocumentTypeName,
  ...IdentityDocumentTypeName[],
];

export function fieldsVerifiedBy(documentType: string): readonly VerificationFieldKey[] {
  return IDENTITY_DOCUMENT_TYPES.find(({ type }) => type === documentType)?.verifies ?? [];
}

export function documentTypeLabel(documentType: string): string {
  return IDENTITY_DOCUMENT_TYPES.find(({ type }) => type === documentType)?.label ?? (documentType === "LETTER3210" ? "3210 Letter" : documentType);
}

/** The ID types that verify a field: what step 2 offers for the field picked in step 1. */
export function documentTypesFor(field: VerificationFieldKey) {
  return IDENTITY_DOCUMENT_TYPES.filter(({ verifies }) => (verifies as readonly string[]).includes(field));
}

/** 001 §9: upload link mime types replace the slash with an underscore (image/png is sent as image_png). */
export function toWireMimeType(contentType: UploadContentType): string {
  return contentType.replace("/", "_");
}

export function fromWireMimeType(wire: string): UploadContentType | undefined {
  const contentType = wire.replace("_", "/");
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(contentType) ? (contentType as UploadContentType) : undefined;
}

/** 001 §5: one .jpeg, .png or .pdf file. For the file input's accept attribute. */
export const ACCEPTED_FILES = ".jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf";

/** 001 §8 and 002 §8: the upload's two toasts. Every failure (link, PUT, confirmation) shows the same one. */
export const UPLOAD_MESSAGES = {
  success: "Document uploaded successfully",
  error: "An error has occurred while uploading the document",
} as const;

/** Identity review time (001 §9). */
export const REVIEW_TIME_TEXT = "3-5 business days";

/** 002 §3 registration labels, for naming the accounts an investigation decides. */
const REGISTRATION_LABELS: Record<string, string> = {
  INDIVIDUAL_REGISTRATION: "Brokerage",
  ROLLOVER_IRA_REGISTRATION: "Rollover Account",
  TRADITIONAL_IRA_REGISTRATION: "Traditional IRA",
  ROTH_IRA_REGISTRATION: "Roth IRA",
};

export function investingAccountName(account: { nickname: string | null; registrationType: string }): string {
  return account.nickname || REGISTRATION_LABELS[account.registrationType] || "Investing account";
}
