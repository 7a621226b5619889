import type { Prisma, Transaction } from "@/lib/generated/prisma/client";
import { normalizeMerchant } from "@/lib/transactions/normalize-merchant";

import type { SeedDb } from "../db";

/**
 * A transaction as a sync or a manual entry stores it, before classification (classifyTransactions gives it its
 * category): posted, on the given account, merchantKey from the merchant (or the name). Amount in the provider's
 * sign: positive is money out.
 */
export function createTransaction(
  db: SeedDb,
  {
    customerId,
    ...overrides
  }: { customerId: string } & Partial<Omit<Prisma.TransactionUncheckedCreateInput, "customerId">>,
): Promise<Transaction> {
  const name = overrides.name ?? overrides.merchantName ?? "Corner Market";
  return db.transaction.create({
    data: {
      amount: "25.00",
      date: new Date(Date.UTC(2026, 0, 15)),
      merchantKey: normalizeMerchant(overrides.merchantName ?? name),
      ...overrides,
      name,
      customerId,
    },
  });
}
