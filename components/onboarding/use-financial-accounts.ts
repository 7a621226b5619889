"use client";

import { useQuery } from "urql";
import { FINANCIAL_ACCOUNTS } from "./onboarding-operations";

/**
 * The member's accounts, incomes, expenses and credit scores (the FINANCIAL_ACCOUNTS query, spec 000 §7). Always
 * from the network when a step opens: the forms start from it, and a list that was empty when cached names no type
 * for the document cache to invalidate when an earlier step saves.
 */
export function useFinancialAccounts() {
  return useQuery({ query: FINANCIAL_ACCOUNTS, requestPolicy: "network-only" });
}
