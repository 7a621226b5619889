import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { parseInput } from "@/lib/validation/parse-input";

import { centsToText, splitSumMessage, toCents } from "./split-arithmetic";
import { requireCustomerId, transactionNotFound, TRANSACTION_MESSAGES } from "./transaction-messages";
import { transactionSelect, visibleCategoryWhere, type TransactionRecord } from "./transaction-records";
import { splitTransactionSchema } from "./transaction-schemas";

const invalid = (message: string, field: string) => new AppError(AppErrorCode.INVALID_INPUT, message, { field });

/**
 * Splits one of the member's transactions into 2 to 10 parts, each with its own category (and notes), replacing any
 * earlier parts in the same database transaction. The parts carry the transaction's sign and add up to it exactly,
 * to the cent; spending, budgets and goals then count the parts instead of the transaction.
 */
export async function splitTransaction({ userId, id, data }: { userId: string; id: string; data: unknown }): Promise<TransactionRecord> {
  const { parts } = parseInput(splitTransactionSchema, data);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const customerId = await requireCustomerId(tx, userId);
    const transaction = await tx.transaction.findFirst({ where: { id, customerId }, select: { amount: true } });
    if (!transaction) throw transactionNotFound();
    const totalCents = toCents(transaction.amount.toFixed(2))!;
    const direction = totalCents < 0 ? "money in" : "money out";

    const partCents = parts.map((part, index) => {
      const cents = toCents(part.amount);
      const field = `parts.${index}.amount`;
      if (cents === null) throw invalid("Enter each amount in dollars and cents.", field);
      if (cents === 0) throw invalid("Give each part an amount, or remove it.", field);
      if (Math.sign(cents) !== Math.sign(totalCents)) throw invalid(`Each part must be ${direction}, like the transaction.`, field);
      return cents;
    });
    const sumMessage = splitSumMessage(totalCents, partCents);
    if (sumMessage) throw invalid(sumMessage, "parts");

    const categoryIds = [...new Set(parts.map((part) => part.budgetCategoryId))];
    const visible = await tx.budgetCategory.findMany({
      where: { id: { in: categoryIds }, ...visibleCategoryWhere(customerId) },
      select: { id: true },
    });
    const known = new Set(visible.map((category) => category.id));
    const unknown = parts.findIndex((part) => !known.has(part.budgetCategoryId));
    if (unknown >= 0) throw invalid(TRANSACTION_MESSAGES.unknownCategory, `parts.${unknown}.budgetCategoryId`);

    await tx.transactionSplit.deleteMany({ where: { transactionId: id } });
    await tx.transactionSplit.createMany({
      data: parts.map((part, index) => ({
        transactionId: id,
        budgetCategoryId: part.budgetCategoryId,
        amount: centsToText(partCents[index]!),
        notes: part.notes ?? null,
        sortOrder: index,
      })),
    });
    return tx.transaction.update({ where: { id }, data: { needsReview: false }, select: transactionSelect });
  });
}
