import type { Tx } from "@/lib/db";

/**
 * Finds the member's recurring charges and incomes (3+ occurrences, same merchant, similar amount, a weekly,
 * biweekly, monthly or yearly cadence) and stores them as RecurringSeries with their next date.
 * (Placeholder: the categorisation work replaces this body.)
 */
export async function detectRecurringSeries(_input: { tx: Tx; customerId: string; today?: Date }): Promise<void> {}
