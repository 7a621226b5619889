import type { Db, Tx } from "@/lib/db";

/**
 * The member as the clearing firm already knows them: the holder of their first account with a legal natural person.
 * Its name, birth date and SSN cannot change in a later application (002 §4: those fields are disabled).
 */
export async function findExistingInvestor(db: Db | Tx, userId: string) {
  return db.investingParty.findFirst({
    where: { lnpId: { not: null }, account: { userId } },
    orderBy: { createdAt: "asc" },
    select: {
      lnpId: true,
      givenName: true,
      familyName: true,
      birthDate: true,
      taxIdLastFour: true,
      personalAddress: true,
      mailingAddress: true,
      employmentStatus: true,
      occupation: true,
      employer: true,
      recentTaxFilingStatus: true,
    },
  });
}

export type ExistingInvestor = NonNullable<Awaited<ReturnType<typeof findExistingInvestor>>>;
