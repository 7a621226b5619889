import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { AppError, AppErrorCode } from "@/lib/errors";
import { BankLinkingError, type BankLinking } from "@/lib/integrations/bank-linking/types";
import { unlinkFailedMessage } from "./link-messages";

/**
 * Ends an institution item at the provider, before anything is removed here. A token the provider no longer accepts
 * means the item is gone there already (an earlier removal that did not finish here), which counts as unlinked, so
 * a retry completes. Anything else (an outage) refuses with a message, and nothing has changed anywhere.
 */
export async function unlinkAtProvider({
  bankLinking,
  item,
}: {
  bankLinking: BankLinking;
  item: { name: string; accessTokenEncrypted: string };
}): Promise<void> {
  try {
    await bankLinking.removeItem({ accessToken: decryptSecret(item.accessTokenEncrypted) });
  } catch (error) {
    if (error instanceof BankLinkingError && error.kind === "INVALID_TOKEN") return;
    throw new AppError(AppErrorCode.UNAVAILABLE, unlinkFailedMessage(item.name), { cause: error });
  }
}
