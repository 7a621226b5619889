import "server-only";
import type { CustomerData } from "@/components/onboarding/onboarding-operations";
import { getCustomerRecord } from "@/lib/customers/get-customer-record";
import { getDb } from "@/lib/db";

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/**
 * The member's profile for the onboarding forms, shaped as the API's Customer. Reading creates nothing: without a
 * Customer row yet (sign-up makes none) the forms start from the user's names.
 */
export async function loadOnboardingCustomer({
  userId,
  names,
}: {
  userId: string;
  names: { firstName: string; lastName: string; recoveryEmail: string | null };
}): Promise<CustomerData> {
  const db = await getDb();
  const row = await db.customer.findUnique({ where: { userId }, select: { id: true } });
  if (!row) {
    return {
      id: "",
      birthday: null,
      gender: null,
      race: null,
      postalCode: null,
      maritalStatus: null,
      kids: null,
      user: names,
      familyMembers: [],
    };
  }
  const record = await getCustomerRecord(db, row.id);
  return {
    id: record.id,
    birthday: isoDate(record.birthday),
    gender: record.gender,
    race: record.race,
    postalCode: record.postalCode,
    maritalStatus: record.maritalStatus,
    kids: record.kids,
    user: record.user,
    familyMembers: record.familyMembers.map((member) => ({
      id: member.id,
      relationship: member.relationship,
      firstName: member.firstName,
      birthday: isoDate(member.birthday),
      email: member.email,
    })),
  };
}
