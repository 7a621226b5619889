import { getDb } from "@/lib/db";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { CREDIT_CARD_MESSAGES } from "./account-messages";
import { creditCardSelect, type CreditCardRecord } from "./account-records";
import type { UpdateCreditCardData } from "./account-rules";
import { ownedAccountOrThrow, ownedBy, requireAccountId } from "./owned-account";
import { optionalRate } from "./to-rate-decimal";

/** Changes the fields given of one of the member's credit cards; null clears the rate or the limit. */
export async function updateCreditCard({
  userId,
  id,
  data,
}: {
  userId: string;
  id: string | null | undefined;
  data: UpdateCreditCardData;
}): Promise<CreditCardRecord> {
  const cardId = requireAccountId(id, CREDIT_CARD_MESSAGES);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { customerId } = ownedAccountOrThrow(
      await tx.creditCard.findFirst({
        where: { id: cardId, ...ownedBy(userId) },
        select: { customerId: true, deletedAt: true },
      }),
      CREDIT_CARD_MESSAGES,
    );
    const card = await tx.creditCard.update({
      where: { id: cardId },
      data: {
        name: data.name,
        value: data.value === undefined ? undefined : toMoneyDecimal(data.value),
        apr: optionalRate(data.apr),
        cardLimit: data.cardLimit == null ? data.cardLimit : toMoneyDecimal(data.cardLimit),
      },
      select: creditCardSelect,
    });
    // The score, the overview and today's history point move with the balances, in the same transaction.
    await recalculateCustomerAttributes({ tx, customerId });
    return card;
  });
}
