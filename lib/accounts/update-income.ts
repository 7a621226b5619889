import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb, type Db, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

import { INCOME_MESSAGES } from "./account-messages";
import { incomeSelect, type IncomeRecord } from "./account-records";
import type { UpdateIncomeData } from "./account-rules";
import { insertIncome } from "./create-income";
import { DEFAULT_INCOME_NAME, deriveIncomeFigures } from "./income-figures";
import { assertIncomeNameFree, findIncomeByName, withUniqueIncomeName } from "./income-name";
import { ownedAccountOrThrow, ownedBy } from "./owned-account";

type Existing = { id: string; name: string; gross: Prisma.Decimal; net: Prisma.Decimal };

/**
 * Changes one of the member's incomes. With an id: that income (another member's id answers 'Income not found.').
 * Without one (onboarding's "Annual Income"): the member's income of the given name, 'Salary' by default, created
 * when they have none, so saving the step twice leaves one row. Net follows gross (70 %) unless given; a net left
 * out keeps its value only when gross is left out too. Pass `db` to write inside a caller's transaction.
 */
export async function updateIncome({
  userId,
  id,
  data,
  db,
}: {
  userId: string;
  id: string | null | undefined;
  data: UpdateIncomeData;
  db?: Db | Tx;
}): Promise<IncomeRecord> {
  const client = db ?? (await getDb());
  if (id) {
    const existing = ownedAccountOrThrow(
      await client.income.findFirst({
        where: { id, ...ownedBy(userId) },
        select: { id: true, customerId: true, name: true, gross: true, net: true },
      }),
      INCOME_MESSAGES,
    );
    return changeIncome(client, existing.customerId, existing, data);
  }

  const { id: customerId } = await ensureCustomer(client, userId);
  const name = data.name ?? DEFAULT_INCOME_NAME;
  const existing = await findIncomeByName(client, customerId, name);
  if (existing) return changeIncome(client, customerId, existing, data);
  if (data.gross === undefined) {
    throw new AppError(AppErrorCode.INVALID_INPUT, INCOME_MESSAGES.amount, { field: "gross" });
  }
  return insertIncome(client, customerId, { ...data, name, gross: data.gross });
}

async function changeIncome(
  db: Db | Tx,
  customerId: string,
  existing: Existing,
  data: UpdateIncomeData,
): Promise<IncomeRecord> {
  const name = data.name ?? existing.name;
  if (name !== existing.name) await assertIncomeNameFree(db, customerId, name, existing.id);
  const keepNet = data.net === undefined && data.gross === undefined;
  const figures = deriveIncomeFigures({
    gross: data.gross ?? existing.gross,
    net: keepNet ? existing.net : data.net,
  });
  return withUniqueIncomeName(() =>
    db.income.update({
      where: { id: existing.id },
      data: { name, ...figures, interval: data.interval ?? undefined },
      select: incomeSelect,
    }),
  );
}
