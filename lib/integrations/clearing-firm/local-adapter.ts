import { unavailable } from "@/lib/integrations/unavailable";
import type { ClearingFirm } from "./types";

const SERVICE = "Investing";

/** No clearing firm configured: every call explains that. */
export class LocalClearingFirm implements ClearingFirm {
  async createAccount(): ReturnType<ClearingFirm["createAccount"]> {
    return unavailable(SERVICE);
  }
  async getAgreements(): ReturnType<ClearingFirm["getAgreements"]> {
    return unavailable(SERVICE);
  }
  async affirmAgreements(): ReturnType<ClearingFirm["affirmAgreements"]> {
    return unavailable(SERVICE);
  }
  async createUploadLink(): ReturnType<ClearingFirm["createUploadLink"]> {
    return unavailable(SERVICE);
  }
  async updateInvestigation(): ReturnType<ClearingFirm["updateInvestigation"]> {
    return unavailable(SERVICE);
  }
  async getInvestigation(): ReturnType<ClearingFirm["getInvestigation"]> {
    return unavailable(SERVICE);
  }
  async getAccounts(): ReturnType<ClearingFirm["getAccounts"]> {
    return unavailable(SERVICE);
  }
}
