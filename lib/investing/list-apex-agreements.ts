import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { Agreement } from "@/lib/integrations/clearing-firm/types";
import { clearingFirmRefusal } from "./clearing-firm-refusal";
import { findOwnInvestingAccount } from "./find-own-investing-account";

/**
 * The agreements the member affirms before the account opens (002 §4 success step, §7 apexAgreements): the ones we
 * hold, or, when none are held yet, the clearing firm's, which are then kept.
 */
export async function listApexAgreements({ viewer, accountId }: { viewer: Viewer | null; accountId: string }): Promise<Agreement[]> {
  authorize(viewer, "own-data:read");
  const db = await getDb();
  const account = await findOwnInvestingAccount(db, viewer.userId, accountId);
  const held = await db.agreement.findMany({
    where: { investingAccountId: account.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { agreementId: true, uri: true, name: true, state: true },
  });
  if (held.length > 0 || !account.accountId) {
    return held.map((a) => ({ agreementId: a.agreementId, agreementUri: a.uri, agreementName: a.name, agreementState: a.state }));
  }
  const remote = await getClearingFirm()
    .getAgreements({ accountId: account.accountId })
    .catch(async (error) => Promise.reject(await clearingFirmRefusal(error)));
  await db.$transaction(async (tx) => {
    for (const agreement of remote) {
      await tx.agreement.upsert({
        where: { investingAccountId_agreementId: { investingAccountId: account.id, agreementId: agreement.agreementId } },
        create: {
          investingAccountId: account.id,
          agreementId: agreement.agreementId,
          uri: agreement.agreementUri,
          name: agreement.agreementName,
          state: agreement.agreementState,
        },
        update: {},
      });
    }
  });
  return remote;
}
