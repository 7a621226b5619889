import type { Db } from "@/lib/db";
import type { IdentityInvestigation, InvestingAccount } from "@/lib/generated/prisma/client";
import { createInvestingAccount, uniqueSuffix } from "@/prisma/seed";

/**
 * An investing account whose holder must upload an ID (state ACTION_REQUIRED, the investigation INDETERMINATE), as
 * the sync stores it after the clearing firm asked for a document. Only our rows: for tests of our side alone.
 */
export async function createAccountNeedingDocument(
  db: Db,
  { userId, verified = {} }: { userId: string; verified?: Partial<Record<"nameVerified" | "addressVerified" | "taxIdVerified" | "birthDateVerified", boolean>> },
): Promise<{ account: InvestingAccount; investigation: IdentityInvestigation; investigationId: string }> {
  const { account } = await createInvestingAccount(db, { userId, state: "ACTION_REQUIRED" });
  const investigationId = `inv-${uniqueSuffix()}`;
  const investigation = await db.identityInvestigation.create({
    data: {
      investingAccountId: account.id,
      name: `investigations/${investigationId}`,
      investigationRequestState: "INDETERMINATE",
      correspondentId: "CORR",
      identityVerificationScope: ["NAME", "ADDRESS", "TAX_ID", "BIRTH_DATE"],
      identityVerification: "DOCUMENT_REQUIRED",
      watchlistScreen: "NO_MATCH",
      results: [
        {
          customerIdentificationId: "cip-1",
          identityVerificationTypes: ["NAME", "TAX_ID"],
          identityVerificationPassed: false,
          externalVendor: "VENDOR",
          documentIds: [],
          createTime: "2026-11-20T10:00:00.000Z",
          providedBy: "CLEARING_FIRM",
        },
      ],
      watchlistMatches: [{ active: false, excludeFromScreening: false, matchState: "NO_MATCH", watchlistId: "OFAC", watchlistItemId: "item-1" }],
      auditTrail: [
        {
          auditType: "STATE_CHANGE",
          field: "investigationRequestState",
          oldValue: "PENDING",
          newValue: "INDETERMINATE",
          updateUser: "system",
          updateTime: "2026-11-20T10:00:00.000Z",
          comment: "Document required",
        },
      ],
      ...verified,
    },
  });
  return { account, investigation, investigationId };
}
