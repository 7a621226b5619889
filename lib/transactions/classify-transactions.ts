import type { Tx } from "@/lib/db";

/**
 * Gives the member's transactions their category by precedence (the member's edit > rule > merchant memory >
 * provider > Uncategorized), pairs transfers between the member's own accounts, and flags what needs review, inside
 * the caller's transaction. Called after a sync stores its changes and after manual entries.
 * (Placeholder: the categorisation work replaces this body.)
 */
export async function classifyTransactions(_input: { tx: Tx; customerId: string; transactionIds: string[] }): Promise<void> {}
