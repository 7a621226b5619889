import { randomUUID } from "node:crypto";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import type { Agreement, ClearingFirm, LegalNaturalPersonInput } from "@/lib/integrations/clearing-firm/types";
import { parseInput } from "@/lib/validation/parse-input";
import { clearingFirmRefusal } from "./clearing-firm-refusal";
import { assertInvestEligible } from "./assert-invest-eligible";
import { findExistingInvestor, type ExistingInvestor } from "./find-existing-investor";
import { isPhoneVerified } from "./registration/is-phone-verified";
import { accountInputSchema, lnpInputSchema } from "./registration/account-opening";
import { storeClearingAccount } from "./sync-investing-account";

export const CREATE_ACCOUNT_MESSAGES = {
  phoneNotVerified: "Verify your phone number before opening an account.",
  accountExists: "You already have an account of this type.",
  ssnMissing: "Enter your Social Security number.",
  fixedFields:
    "Your name, birth date and Social Security number are on file with your investing account and cannot be changed here.",
} as const;

type Person = ReturnType<typeof lnpInputSchema.parse>;
type Opening = ReturnType<typeof accountInputSchema.parse>;

/**
 * Opens an account at the clearing firm from the wizard's payload (002 §3, §4 'Continue on review creates the
 * account'; §7 createApexAccount). The server checks everything again: the step rules, a verified phone, the age,
 * the fixed fields of an existing holder, one open account per type. Our record and its request ids are written
 * first, so a retry, a double click or a timeout finds what the first attempt made at the clearing firm instead of
 * opening a second account. The SSN is sent once and then forgotten; only its last four are kept.
 */
export async function createApexAccount({
  viewer,
  lnp,
  account,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  lnp: unknown;
  account: unknown;
  ipAddress?: string | null;
}): Promise<{ accountId: string; agreements: Agreement[] }> {
  authorize(viewer, "investing:open");
  const person = parseInput(lnpInputSchema, lnp);
  const opening = parseInput(accountInputSchema, account);
  const userId = viewer.userId;
  const db = await getDb();
  await assertInvestEligible(db, viewer);
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, phoneNumber: true, phoneNumberVerifiedAt: true },
  });
  if (!isPhoneVerified(user, opening.party.phoneNumber)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, CREATE_ACCOUNT_MESSAGES.phoneNotVerified, { field: "phoneNumber" });
  }
  const investor = await findExistingInvestor(db, userId);
  const taxId = investor ? null : await taxIdFor(userId, opening.accountType, person.taxId);
  if (investor) assertSamePerson(investor, person);

  const application = await db.$transaction((tx) =>
    recordApplication(tx, { userId, email: user.email, person, opening, taxId, investor }),
  );
  const clearingFirm = getClearingFirm();
  try {
    const lnpId =
      investor?.lnpId ??
      application.lnpId ??
      (await createPerson(clearingFirm, `${application.openingRequestId}:person`, person, taxId!));
    if (!application.lnpId && !investor) {
      await db.investingParty.update({ where: { id: application.partyId }, data: { lnpId } });
    }
    const requestId = `${application.openingRequestId}:account`;
    const remote =
      (await clearingFirm.findAccountByRequestId({ requestId })) ??
      (await clearingFirm.createAccount({
        requestId,
        account: {
          lnpId,
          accountType: opening.accountType,
          investmentProfile: {
            investmentObjective: opening.investmentProfile.accountGoals.investmentObjective,
            annualIncomeRangeUsd: opening.investmentProfile.customerProfile.annualIncomeRangeUsd,
            totalNetWorthRangeUsd: opening.investmentProfile.customerProfile.totalNetWorthRangeUsd,
          },
          enrollmentType: opening.enrollmentType ?? "REGISTERED_INVESTMENT_ADVISOR",
          party: { emailAddress: user.email, phoneNumber: opening.party.phoneNumber, mailingAddress: opening.party.mailingAddress },
          ...(opening.trustedContact
            ? {
                trustedContact: {
                  givenName: opening.trustedContact.givenName,
                  familyName: opening.trustedContact.familyName,
                  ...(opening.trustedContact.emailAddress ? { emailAddress: opening.trustedContact.emailAddress } : {}),
                  ...(opening.trustedContact.phoneNumber ? { phoneNumber: opening.trustedContact.phoneNumber } : {}),
                  ...(opening.trustedContact.mailingAddress ? { mailingAddress: opening.trustedContact.mailingAddress } : {}),
                },
              }
            : {}),
        },
      }));
    const investigation = await clearingFirm.getInvestigation({ investigationName: remote.investigationName }).catch(() => null);
    await db.$transaction(async (tx) => {
      await tx.investingAccount.update({ where: { id: application.id }, data: { accountId: remote.accountId } });
      await tx.investingParty.update({
        where: { id: application.partyId },
        // The clearing firm holds the SSN now: ours goes, its last four stay.
        data: { partyId: remote.parties[0]?.partyId ?? null, lnpId, taxIdEncrypted: null },
      });
      await storeClearingAccount(tx, application.id, remote, investigation);
      await tx.registrationDraft.deleteMany({ where: { userId, accountType: opening.accountType } });
      await recordAuditEvent({
        db: tx,
        actorUserId: viewer.actor.id,
        subjectUserId: userId,
        action: "investing.account-opened",
        metadata: { accountType: opening.accountType, accountId: remote.accountId },
        ipAddress,
      });
    });
    return { accountId: remote.accountId, agreements: remote.agreements };
  } catch (error) {
    throw await clearingFirmRefusal(error, async () => {
      // Refused: nothing was made under these ids, so the next attempt (with corrected details) gets fresh ones.
      await db.investingAccount.update({ where: { id: application.id }, data: { openingRequestId: randomUUID() } });
    });
  }
}

async function taxIdFor(userId: string, accountType: Opening["accountType"], sent: string | null | undefined): Promise<string> {
  if (sent) return sent;
  const db = await getDb();
  const draft = await db.registrationDraft.findUnique({
    where: { userId_accountType: { userId, accountType } },
    select: { taxIdEncrypted: true },
  });
  if (draft?.taxIdEncrypted) return decryptSecret(draft.taxIdEncrypted);
  // An earlier attempt that failed after the draft was consumed keeps the SSN on its party.
  const party = await db.investingParty.findFirst({
    where: { account: { userId, accountType, accountId: null }, taxIdEncrypted: { not: null } },
    select: { taxIdEncrypted: true },
  });
  if (party?.taxIdEncrypted) return decryptSecret(party.taxIdEncrypted);
  throw new AppError(AppErrorCode.INVALID_INPUT, CREATE_ACCOUNT_MESSAGES.ssnMissing, { field: "taxId" });
}

function assertSamePerson(investor: ExistingInvestor, person: Person): void {
  const birth = investor.birthDate;
  const same =
    investor.givenName.toLowerCase() === person.givenName.toLowerCase() &&
    investor.familyName.toLowerCase() === person.familyName.toLowerCase() &&
    (!birth ||
      (birth.getUTCFullYear() === person.birthDate.year &&
        birth.getUTCMonth() + 1 === person.birthDate.month &&
        birth.getUTCDate() === person.birthDate.day)) &&
    (!person.taxId || person.taxId.slice(-4) === investor.taxIdLastFour);
  if (!same) throw new AppError(AppErrorCode.INVALID_INPUT, CREATE_ACCOUNT_MESSAGES.fixedFields);
}

type Application = { id: string; partyId: string; openingRequestId: string; lnpId: string | null };

/**
 * Our record of the application, before the clearing firm hears of it: the unfinished one of this type when an
 * earlier attempt left one (its request ids reused), else a new one. The member's row is locked, so two attempts at
 * once share one record.
 */
async function recordApplication(
  tx: Tx,
  {
    userId,
    email,
    person,
    opening,
    taxId,
    investor,
  }: { userId: string; email: string; person: Person; opening: Opening; taxId: string | null; investor: ExistingInvestor | null },
): Promise<Application> {
  await tx.$executeRaw`SELECT 1 FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const current = await tx.investingAccount.findFirst({
    where: { userId, accountType: opening.accountType, state: { notIn: ["CLOSED", "REJECTED"] } },
    select: { id: true, accountId: true, openingRequestId: true, parties: { select: { id: true, lnpId: true }, take: 1 } },
  });
  if (current?.accountId) throw new AppError(AppErrorCode.CONFLICT, CREATE_ACCOUNT_MESSAGES.accountExists);

  const disclosures = person.disclosures;
  const partyFields = {
    givenName: person.givenName,
    familyName: person.familyName,
    birthDate: new Date(Date.UTC(person.birthDate.year, person.birthDate.month - 1, person.birthDate.day)),
    emailAddress: email,
    phoneNumber: opening.party.phoneNumber,
    mailingAddress: opening.party.mailingAddress as Prisma.InputJsonValue,
    personalAddress: person.personalAddress as Prisma.InputJsonValue,
    employmentStatus: person.employment.employmentStatus,
    occupation: person.employment.occupation ?? null,
    employer: person.employment.employer ?? null,
    recentTaxFilingStatus: person.recentTaxFilingStatus,
    controlPersonCompanySymbols: joined(disclosures?.controlPersonCompanySymbols),
    finraAssociatedEntity: joined(disclosures?.finraAssociatedEntity),
    politicallyExposedImmediateFamilyNames: joined(disclosures?.politicallyExposedImmediateFamilyNames),
    politicallyExposedOrganization: joined(disclosures?.politicallyExposedOrganization),
    correspondentEmployee: disclosures?.correspondentEmployee ?? false,
    ...(investor
      ? { lnpId: investor.lnpId, taxIdLastFour: investor.taxIdLastFour }
      : { taxIdEncrypted: encryptSecret(taxId!), taxIdLastFour: taxId!.slice(-4) }),
  };
  const accountFields = {
    registrationType: `${opening.accountType}_REGISTRATION` as const,
    accountType: opening.accountType,
    isRollover: opening.isRollover ?? opening.accountType === "ROLLOVER_IRA",
    investmentProfile: { ...opening.investmentProfile, enrollmentType: opening.enrollmentType ?? null } as Prisma.InputJsonValue,
    disclosures: (disclosures ?? null) as Prisma.InputJsonValue,
  };
  const contact = opening.trustedContact;
  const trustedContacts = contact
    ? {
        create: {
          givenName: contact.givenName,
          familyName: contact.familyName,
          emailAddress: contact.emailAddress ?? null,
          phoneNumber: contact.phoneNumber ?? null,
          mailingAddress: (contact.mailingAddress ?? undefined) as Prisma.InputJsonValue | undefined,
        },
      }
    : undefined;

  if (current) {
    const partyId = current.parties[0]!.id;
    const lnpId = current.parties[0]!.lnpId;
    await tx.investingAccount.update({ where: { id: current.id }, data: { ...accountFields, trustedContacts: { deleteMany: {}, ...trustedContacts } } });
    // Once the clearing firm made the person, that person's details are the ones it holds.
    if (!lnpId) await tx.investingParty.update({ where: { id: partyId }, data: partyFields });
    return { id: current.id, partyId, openingRequestId: current.openingRequestId ?? randomUUID(), lnpId };
  }
  const openingRequestId = randomUUID();
  const created = await tx.investingAccount.create({
    data: { userId, state: "PENDING", openingRequestId, ...accountFields, parties: { create: partyFields }, trustedContacts },
    select: { id: true, parties: { select: { id: true } } },
  });
  return { id: created.id, partyId: created.parties[0]!.id, openingRequestId, lnpId: investor?.lnpId ?? null };
}

function joined(list: string[] | null | undefined): string | null {
  return list?.length ? list.join(", ") : null;
}

async function createPerson(clearingFirm: ClearingFirm, requestId: string, person: Person, taxId: string): Promise<string> {
  const found = await clearingFirm.findLegalNaturalPersonByRequestId({ requestId });
  if (found) return found.lnpId;
  const input: LegalNaturalPersonInput = {
    givenName: person.givenName,
    familyName: person.familyName,
    birthDate: person.birthDate,
    citizenshipCountries: ["US"],
    taxIdType: "SSN",
    taxId,
    personalAddress: person.personalAddress,
    employment: {
      employmentStatus: person.employment.employmentStatus,
      ...(person.employment.occupation ? { occupation: person.employment.occupation } : {}),
      ...(person.employment.employer ? { employer: person.employment.employer } : {}),
    },
    recentTaxFilingStatus: person.recentTaxFilingStatus,
    ...(person.disclosures
      ? {
          disclosures: {
            controlPersonCompanySymbols: person.disclosures.controlPersonCompanySymbols ?? [],
            politicallyExposedOrganization: person.disclosures.politicallyExposedOrganization ?? [],
            finraAssociatedEntity: person.disclosures.finraAssociatedEntity ?? [],
            politicallyExposedImmediateFamilyNames: person.disclosures.politicallyExposedImmediateFamilyNames ?? [],
            correspondentEmployee: person.disclosures.correspondentEmployee ?? false,
          },
        }
      : {}),
  };
  return (await clearingFirm.createLegalNaturalPerson({ requestId, person: input })).lnpId;
}
