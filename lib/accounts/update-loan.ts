import { getDb } from "@/lib/db";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { LOAN_MESSAGES } from "./account-messages";
import { loanSelect, type LoanRecord } from "./account-records";
import type { UpdateLoanData } from "./account-rules";
import { ownedAccountOrThrow, ownedBy, requireAccountId } from "./owned-account";
import { optionalRate } from "./to-rate-decimal";

/** Changes the fields given of one of the member's loans; null clears the rate or the original balance. */
export async function updateLoan({
  userId,
  id,
  data,
}: {
  userId: string;
  id: string | null | undefined;
  data: UpdateLoanData;
}): Promise<LoanRecord> {
  const loanId = requireAccountId(id, LOAN_MESSAGES);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { customerId } = ownedAccountOrThrow(
      await tx.loan.findFirst({
        where: { id: loanId, ...ownedBy(userId) },
        select: { customerId: true, deletedAt: true },
      }),
      LOAN_MESSAGES,
    );
    const loan = await tx.loan.update({
      where: { id: loanId },
      data: {
        name: data.name,
        lender: data.lender,
        value: data.value === undefined ? undefined : toMoneyDecimal(data.value),
        apr: optionalRate(data.apr),
        loanAmount: data.loanAmount == null ? data.loanAmount : toMoneyDecimal(data.loanAmount),
        kind: data.kind ?? undefined,
        paymentInterval: data.paymentInterval ?? undefined,
      },
      select: loanSelect,
    });
    // The score, the overview and today's history point move with the balances, in the same transaction.
    await recalculateCustomerAttributes({ tx, customerId });
    return loan;
  });
}
