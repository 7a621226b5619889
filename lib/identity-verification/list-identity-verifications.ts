import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { findMemberInvestigations, investigationIdOf } from "./find-member-investigations";
import { VERIFICATION_FIELDS, type VerificationFieldKey } from "./identity-verification-rules";

export type IdentityVerificationField = {
  key: VerificationFieldKey;
  label: string;
  /** Verified by the clearing firm. */
  value: boolean;
  /** A document covering it was uploaded (waiting for review unless verified). */
  uploaded: boolean;
};

export type IdentityVerification = {
  /** The part after the slash of the investigation's name, as updateApexInvestigation takes it. */
  investigationId: string;
  needsDocument: boolean;
  accounts: Array<{ id: string; title: string | null; nickname: string | null; registrationType: string; state: string }>;
  fields: IdentityVerificationField[];
};

/**
 * /documents (001 §2, §3): the member's identity investigations with the four fields, each verified, uploaded or
 * still needed. A coach in coach mode may look; only the member uploads.
 */
export async function listIdentityVerifications({ viewer }: { viewer: Viewer | null }): Promise<IdentityVerification[]> {
  authorize(viewer, "own-data:read");
  const investigations = await findMemberInvestigations(await getDb(), viewer.userId);
  return investigations.map((investigation) => ({
    investigationId: investigationIdOf(investigation.name),
    needsDocument: investigation.needsDocument,
    accounts: investigation.accounts,
    fields: VERIFICATION_FIELDS.map(({ key, label }) => ({
      key,
      label,
      value: investigation.flags[key],
      uploaded: investigation.uploaded.has(key),
    })),
  }));
}
