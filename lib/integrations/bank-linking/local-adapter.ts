import { unavailable } from "@/lib/integrations/unavailable";
import type { BankLinking } from "./types";

const SERVICE = "Bank linking";

/** No bank-linking provider configured: every call explains that. */
export class LocalBankLinking implements BankLinking {
  async createLinkToken(): ReturnType<BankLinking["createLinkToken"]> {
    return unavailable(SERVICE);
  }
  async exchangePublicToken(): ReturnType<BankLinking["exchangePublicToken"]> {
    return unavailable(SERVICE);
  }
  async getAccounts(): ReturnType<BankLinking["getAccounts"]> {
    return unavailable(SERVICE);
  }
  async syncTransactions(): ReturnType<BankLinking["syncTransactions"]> {
    return unavailable(SERVICE);
  }
  async getLiabilities(): ReturnType<BankLinking["getLiabilities"]> {
    return unavailable(SERVICE);
  }
  async removeItem(): ReturnType<BankLinking["removeItem"]> {
    return unavailable(SERVICE);
  }
}
