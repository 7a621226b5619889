import { expenseSelect, type CreditScoreRecord, type ExpenseRecord, type IncomeRecord } from "@/lib/accounts/account-records";
import { createCreditScore, DEFAULT_CREDIT_SCORE_NAME } from "@/lib/accounts/create-credit-score";
import { updateCreditScore } from "@/lib/accounts/update-credit-score";
import { updateIncome } from "@/lib/accounts/update-income";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Tx } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { toMoneyDecimal } from "@/lib/format/decimal";
import { parseInput } from "@/lib/validation/parse-input";
import { financialInfoSchema, type FinancialInfo } from "@/lib/onboarding/schemas/financial-info-schema";

export type FinancialInfoResult = {
  creditScore: CreditScoreRecord | null;
  /** The incomes this call saved, in the order sent. */
  incomes: IncomeRecord[];
  expense: ExpenseRecord | null;
};

/**
 * Saves the situation and financial status steps (spec 000 §2.10 steps 4 and 5, §4.9): the credit score, the incomes
 * and the housing expense, in one transaction, so a bad part saves nothing. Without ids, each is matched by name
 * ('Credit Score', 'Salary', 'Housing' by default), so saving a step again updates rather than adds.
 */
export async function updateFinancialInfo({
  userId,
  input,
}: {
  userId: string;
  /** The operation's arguments as sent; the schema checks them. */
  input: unknown;
}): Promise<FinancialInfoResult> {
  const info = parseInput(financialInfoSchema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);
    const creditScore = info.creditScoreData
      ? await underField("creditScoreData", () => saveCreditScore(tx, userId, customerId, info.creditScoreData!))
      : null;
    const incomes: IncomeRecord[] = [];
    for (const [index, { id, ...data }] of (info.incomesData ?? []).entries()) {
      incomes.push(await underField(`incomesData.${index}`, () => updateIncome({ userId, id, data, db: tx })));
    }
    const expense = info.expenseData ? await saveExpense(tx, customerId, info.expenseData) : null;
    return { creditScore, incomes, expense };
  });
}

type CreditScoreData = NonNullable<FinancialInfo["creditScoreData"]>;
type ExpenseData = NonNullable<FinancialInfo["expenseData"]>;

/** The score with this id, else the member's score of this name (the onboarding one), else a new one. */
async function saveCreditScore(tx: Tx, userId: string, customerId: string, { id, ...data }: CreditScoreData) {
  const existingId =
    id ??
    (
      await tx.creditScore.findFirst({
        where: { customerId, name: { equals: data.name ?? DEFAULT_CREDIT_SCORE_NAME, mode: "insensitive" } },
        orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
        select: { id: true },
      })
    )?.id;
  return existingId
    ? updateCreditScore({ userId, id: existingId, data, db: tx })
    : createCreditScore({ userId, data, db: tx });
}

/** The expense of this name (the housing expense by default): one per name and member, created or updated. */
async function saveExpense(tx: Tx, customerId: string, { name, ...data }: ExpenseData): Promise<ExpenseRecord> {
  const fields = { ...data, value: toMoneyDecimal(data.value) };
  return tx.expense.upsert({
    where: { customerId_name: { customerId, name } },
    create: { ...fields, customerId, name },
    update: fields,
    select: expenseSelect,
  });
}

/** Names the input part a shared account rule's error is about (`incomesData.0.name` rather than `name`). */
async function underField<T>(prefix: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError(error.code, error.message, { field: error.field ? `${prefix}.${error.field}` : prefix, cause: error });
  }
}
