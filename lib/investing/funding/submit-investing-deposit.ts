import "server-only";
import { getDb } from "@/lib/db";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { BankLinkingError, type BankLinking } from "@/lib/integrations/bank-linking/types";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { ClearingFirmError, type ClearingFirm } from "@/lib/integrations/clearing-firm/types";
import { logger } from "@/lib/log/logger";
import { enqueueInvestingAccountSync } from "../enqueue-investing-account-sync";

// The job `submit-investing-deposit`: sends one REQUESTED deposit to the clearing firm. First the bank relationship,
// when the investing account has none with this bank yet (a processor token from the bank-linking provider, then the
// clearing firm's ACH relationship, created with the relationship row's request id), then the deposit with the
// transfer row's request id. Both creates are idempotent at the clearing firm, so a retry after a timeout answers what
// the first call made instead of moving the money twice. A refusal (INVALID_REQUEST, CONFLICT) ends the transfer as
// REJECTED with the reason; an outage throws so the job retries.

const REFUSED = "The clearing firm refused this deposit. Nothing was moved.";
/** The provider's answers that mean this bank account will never work for transfers (retrying cannot help). */
const UNUSABLE_ACCOUNT_CODES = new Set(["INVALID_ACCOUNT_ID", "PRODUCT_NOT_SUPPORTED", "NO_AUTH_ACCOUNTS", "INVALID_PRODUCT"]);

export async function submitInvestingDeposit({
  transferId,
  clearingFirm = getClearingFirm(),
  bankLinking = getBankLinking(),
}: {
  transferId: string;
  clearingFirm?: ClearingFirm;
  bankLinking?: BankLinking;
}): Promise<void> {
  const db = await getDb();
  const transfer = await db.investingTransfer.findUnique({
    where: { id: transferId },
    select: {
      id: true,
      state: true,
      requestId: true,
      amount: true,
      taxYear: true,
      investingAccountId: true,
      account: { select: { accountId: true } },
      fundingRelationship: {
        select: {
          id: true,
          requestId: true,
          achRelationshipId: true,
          state: true,
          asset: { select: { plaidAccountId: true, institutionItem: { select: { accessTokenEncrypted: true } } } },
        },
      },
    },
  });
  if (!transfer || transfer.state !== "REQUESTED" || !transfer.account.accountId || !transfer.fundingRelationship) return;
  const accountId = transfer.account.accountId;

  const refuse = async (reason: string) => {
    await db.investingTransfer.update({ where: { id: transfer.id }, data: { state: "REJECTED", returnReason: reason, settledAt: new Date() } });
  };

  let achRelationshipId = transfer.fundingRelationship.achRelationshipId;
  if (!achRelationshipId) {
    const relationship = transfer.fundingRelationship;
    const item = relationship.asset?.institutionItem;
    if (!item || !relationship.asset?.plaidAccountId) {
      await db.fundingRelationship.update({ where: { id: relationship.id }, data: { state: "REJECTED" } });
      return refuse("The bank account is no longer linked. Link it again and try again.");
    }
    try {
      const { processorToken } = await bankLinking.createProcessorToken({
        accessToken: decryptSecret(item.accessTokenEncrypted),
        accountId: relationship.asset.plaidAccountId,
      });
      const made = await clearingFirm.createAchRelationship({ requestId: relationship.requestId, accountId, processorToken, nickname: "Funding account" });
      achRelationshipId = made.achRelationshipId;
      await db.fundingRelationship.update({
        where: { id: relationship.id },
        data: { achRelationshipId, state: made.state, bankName: made.bankName, mask: made.bankAccountMask },
      });
      if (made.state !== "APPROVED") return refuse("Your bank account could not be verified for transfers.");
    } catch (error) {
      if (error instanceof BankLinkingError && error.kind !== "PROVIDER_ERROR") {
        return refuse("Your bank needs you to sign in again before money can move. Reconnect it on Accounts, then try again.");
      }
      if (error instanceof BankLinkingError && UNUSABLE_ACCOUNT_CODES.has(error.providerCode ?? "")) {
        await db.fundingRelationship.update({ where: { id: relationship.id }, data: { state: "REJECTED" } });
        return refuse("This bank account can't be used for transfers. Try a checking account.");
      }
      if (error instanceof ClearingFirmError && (error.kind === "INVALID_REQUEST" || error.kind === "CONFLICT")) {
        logger.warn({ transferId, kind: error.kind, field: error.field }, "the clearing firm refused a bank relationship");
        await db.fundingRelationship.update({ where: { id: relationship.id }, data: { state: "REJECTED" } });
        return refuse("Your bank account could not be set up for transfers. Try another checking account.");
      }
      throw error;
    }
  }

  try {
    const made = await clearingFirm.createDeposit({
      requestId: transfer.requestId,
      accountId,
      achRelationshipId,
      amount: transfer.amount.toFixed(2),
      ...(transfer.taxYear ? { retirementContribution: { taxYear: transfer.taxYear, type: "REGULAR" as const } } : {}),
    });
    await db.$transaction(async (tx) => {
      await tx.investingTransfer.update({
        where: { id: transfer.id },
        data: { transferId: made.transferId, state: made.state, returnReason: made.returnReason, settledAt: made.settleTime },
      });
      // The sync follows the deposit until it settles.
      await enqueueInvestingAccountSync(tx, transfer.investingAccountId);
    });
  } catch (error) {
    if (error instanceof ClearingFirmError && (error.kind === "INVALID_REQUEST" || error.kind === "CONFLICT")) {
      logger.warn({ transferId, kind: error.kind, field: error.field }, "the clearing firm refused a deposit");
      return refuse(error.field === "amount" ? `${REFUSED} It is above what the account may take for the tax year.` : REFUSED);
    }
    throw error;
  }
}
