import { z } from "zod";
import { LINK_ERROR_MESSAGE } from "./link-messages";

/** createPlaidAccounts' input (001 §7). The link flow fills it, not the member, so every fault reads as the generic message. */
export const createPlaidAccountsSchema = z.object({
  publicToken: z.string(LINK_ERROR_MESSAGE).trim().min(1, LINK_ERROR_MESSAGE).max(500, LINK_ERROR_MESSAGE),
  institutionData: z.object(
    {
      name: z.string(LINK_ERROR_MESSAGE).trim().min(1, LINK_ERROR_MESSAGE).max(200, LINK_ERROR_MESSAGE),
      institutionId: z.string(LINK_ERROR_MESSAGE).trim().min(1, LINK_ERROR_MESSAGE).max(100, LINK_ERROR_MESSAGE),
    },
    LINK_ERROR_MESSAGE,
  ),
});

export type CreatePlaidAccountsInput = z.infer<typeof createPlaidAccountsSchema>;

/** reconnectInstitutionItem's input: the item and the provider's update-mode public token. */
export const reconnectInstitutionItemSchema = z.object({
  id: z.string(LINK_ERROR_MESSAGE).trim().min(1, LINK_ERROR_MESSAGE).max(100, LINK_ERROR_MESSAGE),
  publicToken: z.string(LINK_ERROR_MESSAGE).trim().min(1, LINK_ERROR_MESSAGE).max(1000, LINK_ERROR_MESSAGE),
});
