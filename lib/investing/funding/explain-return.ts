// What a returned ACH deposit means for the member, by the bank's NACHA return code (the clearing firm passes the
// code and its short name, e.g. "R01 Insufficient funds"). Unknown codes get the general sentence.

const EXPLANATIONS: Record<string, string> = {
  R01: "Your bank returned it: there wasn't enough money in the account when it was pulled. Nothing left your account; you can try again once the money is there.",
  R02: "Your bank returned it: the account is closed. Link another checking account and try again.",
  R03: "Your bank returned it: it could not find the account. Link the account again and try again.",
  R04: "Your bank returned it: the account number was not valid. Link the account again and try again.",
  R08: "Your bank returned it because a stop payment was placed on it.",
  R10: "Your bank returned it because it was reported as not authorized. If that was a mistake, tell your bank you allow transfers to your investing account and try again.",
  R16: "Your bank returned it: the account is frozen. Contact your bank before trying again.",
  R20: "Your bank returned it: the account does not allow transfers of this kind (often a savings account's limit). Try a checking account.",
  R29: "Your bank returned it as not authorized for business transfers. Tell your bank you allow transfers to your investing account and try again.",
};

const GENERAL = "Your bank returned it, so no money moved. Check the account with your bank, then try again.";

export function explainReturn(returnReason: string | null): string {
  const code = returnReason?.trim().slice(0, 3).toUpperCase() ?? "";
  return EXPLANATIONS[code] ?? GENERAL;
}
