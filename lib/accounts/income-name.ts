import type { Db, Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

import { INCOME_MESSAGES } from "./account-messages";

const duplicateName = () => new AppError(AppErrorCode.CONFLICT, INCOME_MESSAGES.duplicateName, { field: "name" });

/** The member's income of this name (compared without regard to case), if any. */
export function findIncomeByName(db: Db | Tx, customerId: string, name: string) {
  return db.income.findFirst({
    where: { customerId, name: { equals: name, mode: "insensitive" } },
    select: { id: true, name: true, gross: true, net: true },
  });
}

/** Refuses a name another of the member's incomes already has (001 §8), ignoring case. */
export async function assertIncomeNameFree(db: Db | Tx, customerId: string, name: string, exceptId?: string) {
  const other = await findIncomeByName(db, customerId, name);
  if (other && other.id !== exceptId) throw duplicateName();
}

/** Two saves racing for one name: the database's unique index decides, and the loser gets the same message. */
export async function withUniqueIncomeName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw duplicateName();
    throw error;
  }
}
