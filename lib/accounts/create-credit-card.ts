import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { creditCardSelect, type CreditCardRecord } from "./account-records";
import type { CreateCreditCardData } from "./account-rules";
import { optionalRate } from "./to-rate-decimal";

/** Adds a manual credit card at the end of the member's list. */
export async function createCreditCard({
  userId,
  data,
}: {
  userId: string;
  data: CreateCreditCardData;
}): Promise<CreditCardRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const last = await tx.creditCard.aggregate({ where: { customerId, deletedAt: null }, _max: { sortOrder: true } });
    const card = await tx.creditCard.create({
      data: {
        customerId,
        name: data.name,
        value: toMoneyDecimal(data.value),
        apr: optionalRate(data.apr),
        cardLimit: data.cardLimit == null ? null : toMoneyDecimal(data.cardLimit),
        provider: "MANUAL",
        sortOrder: (last._max.sortOrder ?? -1) + 1,
      },
      select: creditCardSelect,
    });
    // The score, the overview and today's history point move with the balances, in the same transaction.
    await recalculateCustomerAttributes({ tx, customerId });
    return card;
  });
}
