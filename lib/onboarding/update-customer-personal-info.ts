import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getCustomerRecord, type CustomerRecord } from "@/lib/customers/get-customer-record";
import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { birthdayFromYear } from "@/lib/onboarding/birth-year-rules";
import { parseInput } from "@/lib/validation/parse-input";
import {
  personalInfoSchema,
  STATUSES_WITH_SPOUSE,
  type ChildData,
  type SpouseData,
} from "@/lib/onboarding/schemas/personal-info-schema";

export const FAMILY_MEMBER_NOT_FOUND = "That family member was not found.";

/** A child entry's default gender when the children count creates it (spec 000 §4.9). */
const NEW_CHILD_GENDER = "N/A";

/**
 * Saves the personal information and situation steps (spec 000 §2.10 steps 2 and 4, §4.9): the member's names and
 * profile, the marital status with the one spouse, and the children entries. All of it in one transaction; the answer
 * is the reloaded profile, whose family members are the ones not marked deleted.
 */
export async function updateCustomerPersonalInfo({
  userId,
  input,
}: {
  userId: string;
  /** The operation's arguments as sent; the schema checks them. */
  input: unknown;
}): Promise<CustomerRecord> {
  const info = parseInput(personalInfoSchema, input);
  const db = await getDb();

  return db.$transaction(async (tx) => {
    const { id: customerId } = await ensureCustomer(tx, userId);

    if (info.firstName != null || info.lastName != null) {
      await tx.user.update({
        where: { id: userId },
        data: {
          ...(info.firstName != null ? { firstName: info.firstName } : {}),
          ...(info.lastName != null ? { lastName: info.lastName } : {}),
        },
        select: { id: true },
      });
    }

    const customer = await tx.customer.update({
      where: { id: customerId },
      data: {
        ...(info.birthday !== undefined ? { birthday: info.birthday } : {}),
        ...(info.gender !== undefined ? { gender: info.gender } : {}),
        ...(info.race !== undefined ? { race: info.race } : {}),
        ...(info.zipCode !== undefined ? { postalCode: info.zipCode } : {}),
        ...(info.maritalStatus != null ? { maritalStatus: info.maritalStatus } : {}),
        ...(info.children != null ? { kids: info.children } : {}),
      },
      select: { maritalStatus: true },
    });

    // Spouse data counts only while the status asks for it; the client may still hold data from before a change.
    const asksForSpouse = customer.maritalStatus !== null && STATUSES_WITH_SPOUSE.includes(customer.maritalStatus);
    if (info.maritalStatus != null && !asksForSpouse) {
      await tx.familyMember.updateMany({
        where: { customerId, relationship: "SPOUSE", deletedAt: null },
        data: { deletedAt: new Date() },
      });
    } else if (asksForSpouse && info.spouseData) {
      await saveSpouse(tx, customerId, info.spouseData);
    }

    for (const child of info.childrenData ?? []) await saveChild(tx, customerId, child);

    return getCustomerRecord(tx, customerId);
  });
}

/** Creates the spouse, or updates the one there is. Fields left out of spouseData stay as they are. */
async function saveSpouse(tx: Tx, customerId: string, spouse: SpouseData): Promise<void> {
  const existing = await tx.familyMember.findFirst({
    where: { customerId, relationship: "SPOUSE", deletedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true, birthday: true },
  });
  const data = {
    ...(spouse.firstName !== undefined ? { firstName: spouse.firstName } : {}),
    ...(spouse.email !== undefined ? { email: spouse.email } : {}),
    ...(spouse.birthYear !== undefined
      ? { birthday: spouse.birthYear === null ? null : birthdayFromYear(spouse.birthYear, existing?.birthday) }
      : {}),
  };
  if (existing) await tx.familyMember.update({ where: { id: existing.id }, data, select: { id: true } });
  else await tx.familyMember.create({ data: { ...data, customerId, relationship: "SPOUSE" }, select: { id: true } });
}

/**
 * One childrenData entry: a new entry creates a child, one with an id updates or (isDeleted) soft-deletes that child.
 * An entry both new and deleted never existed and is skipped (spec 000 §4.9). An id that is not one of this
 * member's children gets the same answer as a missing one.
 */
async function saveChild(tx: Tx, customerId: string, child: ChildData): Promise<void> {
  if (!child.id) {
    if (child.isDeleted) return;
    await tx.familyMember.create({
      data: {
        customerId,
        relationship: "CHILD",
        firstName: child.firstName ?? null,
        gender: child.gender ?? NEW_CHILD_GENDER,
        birthday: child.birthYear == null ? null : birthdayFromYear(child.birthYear),
      },
      select: { id: true },
    });
    return;
  }

  const existing = await tx.familyMember.findFirst({
    where: { id: child.id, customerId, relationship: "CHILD", deletedAt: null },
    select: { id: true, birthday: true },
  });
  if (!existing) throw new AppError(AppErrorCode.NOT_FOUND, FAMILY_MEMBER_NOT_FOUND, { field: "childrenData" });

  if (child.isDeleted) {
    await tx.familyMember.update({ where: { id: existing.id }, data: { deletedAt: new Date() }, select: { id: true } });
    return;
  }
  await tx.familyMember.update({
    where: { id: existing.id },
    data: {
      ...(child.firstName !== undefined ? { firstName: child.firstName } : {}),
      ...(child.gender !== undefined ? { gender: child.gender } : {}),
      ...(child.birthYear !== undefined
        ? { birthday: child.birthYear === null ? null : birthdayFromYear(child.birthYear, existing.birthday) }
        : {}),
    },
    select: { id: true },
  });
}
