import "server-only";
import { LocalBankLinking } from "./local-adapter";
import type { BankLinking } from "./types";

/** The Plaid adapter (PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV) arrives with the account-linking feature. */
export function getBankLinking(): BankLinking {
  return new LocalBankLinking();
}
