import type { Db, Tx } from "@/lib/db";
import type { InvestingAccountState } from "@/lib/generated/prisma/client";
import { fieldsVerifiedBy, VERIFICATION_FIELDS, type VerificationFieldKey } from "./identity-verification-rules";

export type MemberInvestigation = {
  id: string;
  /** "investigations/<id>". */
  name: string;
  investigationRequestState: string;
  /** The member's accounts this investigation decides (the holder's one investigation covers all of them). */
  accounts: Array<{ id: string; title: string | null; nickname: string | null; registrationType: string; state: InvestingAccountState }>;
  flags: Record<VerificationFieldKey, boolean>;
  /** Fields covered by a document the member uploaded to this investigation (reviewed or not). */
  uploaded: Set<VerificationFieldKey>;
  /** The clearing firm asks for a document: an account waits on ACTION_REQUIRED, or the investigation is INDETERMINATE. */
  needsDocument: boolean;
};

/**
 * The member's identity investigations with their accounts and what is verified or uploaded. The clearing firm keeps
 * one investigation per person, stored on the account that first reported it; the member's other accounts share it.
 */
export async function findMemberInvestigations(db: Db | Tx, userId: string): Promise<MemberInvestigation[]> {
  const accounts = await db.investingAccount.findMany({
    where: { userId, state: { not: "CLOSED" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      nickname: true,
      registrationType: true,
      state: true,
      identityInvestigations: {
        orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
        select: {
          id: true,
          name: true,
          investigationRequestState: true,
          nameVerified: true,
          addressVerified: true,
          taxIdVerified: true,
          birthDateVerified: true,
          documents: { where: { uploadedAt: { not: null } }, select: { documentType: true } },
        },
      },
    },
  });
  const investigations = new Map<string, MemberInvestigation>();
  for (const account of accounts) {
    for (const row of account.identityInvestigations) {
      investigations.set(row.id, {
        id: row.id,
        name: row.name,
        investigationRequestState: row.investigationRequestState,
        accounts: [],
        flags: Object.fromEntries(VERIFICATION_FIELDS.map(({ key }) => [key, row[key]])) as Record<VerificationFieldKey, boolean>,
        uploaded: new Set(row.documents.flatMap(({ documentType }) => fieldsVerifiedBy(documentType))),
        needsDocument: row.investigationRequestState === "INDETERMINATE",
      });
    }
  }
  const fallback = [...investigations.values()][0];
  for (const { identityInvestigations, ...account } of accounts) {
    const investigation = investigations.get(identityInvestigations[0]?.id ?? "") ?? fallback;
    if (!investigation) continue;
    investigation.accounts.push(account);
    if (account.state === "ACTION_REQUIRED") investigation.needsDocument = true;
  }
  return [...investigations.values()].filter((investigation) => investigation.accounts.length > 0);
}

/** The part of "investigations/<id>" the API names investigationId (001 §7). */
export function investigationIdOf(name: string): string {
  return name.slice(name.indexOf("/") + 1);
}
