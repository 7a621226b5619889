import { unavailable } from "@/lib/integrations/unavailable";
import type { ClearingFirm } from "./types";

const SERVICE = "Investing";

/** Placeholder until the built-in sandbox lands (issue 15 item 1): every call explains that. */
export class LocalClearingFirm implements ClearingFirm {
  readonly name = "sandbox" as const;
  createLegalNaturalPerson = async () => unavailable(SERVICE);
  getLegalNaturalPerson = async () => unavailable(SERVICE);
  findLegalNaturalPersonByRequestId = async () => unavailable(SERVICE);
  createAccount = async () => unavailable(SERVICE);
  findAccountByRequestId = async () => unavailable(SERVICE);
  getAccounts = async () => unavailable(SERVICE);
  getAgreements = async () => unavailable(SERVICE);
  affirmAgreements = async () => unavailable(SERVICE);
  createInterestedParty = async () => unavailable(SERVICE);
  updateInterestedParty = async () => unavailable(SERVICE);
  deleteInterestedParty = async () => unavailable(SERVICE);
  uploadDocument = async () => unavailable(SERVICE);
  getInvestigation = async () => unavailable(SERVICE);
  updateInvestigation = async () => unavailable(SERVICE);
  updateDeliveryPreferences = async () => unavailable(SERVICE);
}
