import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { recalculateCustomerAttributes } from "@/lib/financial-health/recalculate-user-attributes";

import { loanSelect, type LoanRecord } from "./account-records";
import type { CreateLoanData } from "./account-rules";
import { INTERVALS } from "./account-types";
import { optionalRate } from "./to-rate-decimal";

/** Adds a manual loan at the end of the member's list; kind OTHER and monthly payments unless given (001 §9). */
export async function createLoan({ userId, data }: { userId: string; data: CreateLoanData }): Promise<LoanRecord> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const last = await tx.loan.aggregate({ where: { customerId, deletedAt: null }, _max: { sortOrder: true } });
    const loan = await tx.loan.create({
      data: {
        customerId,
        name: data.name,
        lender: data.lender,
        value: toMoneyDecimal(data.value),
        apr: optionalRate(data.apr),
        loanAmount: data.loanAmount == null ? null : toMoneyDecimal(data.loanAmount),
        kind: data.kind ?? "OTHER",
        paymentInterval: data.paymentInterval ?? INTERVALS.MONTHLY,
        provider: "MANUAL",
        sortOrder: (last._max.sortOrder ?? -1) + 1,
      },
      select: loanSelect,
    });
    // The score, the overview and today's history point move with the balances, in the same transaction.
    await recalculateCustomerAttributes({ tx, customerId });
    return loan;
  });
}
