import { displayPhone } from "@/lib/account-settings/us-phone-number";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { assertInvestEligible } from "../assert-invest-eligible";
import { findExistingInvestor, type ExistingInvestor } from "../find-existing-investor";
import { formatBirthday, storedAddress } from "./format-draft-fields";
import type { RegistrationDraftView } from "./registration-draft-view";
import { registrationDraftDataSchema, type AccountType, type RegistrationDraftData } from "./registration-schemas";
import { isPhoneVerified } from "./is-phone-verified";

/**
 * The member's saved application for one account type (002 §2: closing the browser loses nothing). Without a saved
 * one it starts from what the product knows: the sign-up name and phone, the recovery email, and, when the member
 * already holds an account, that holder's details (name, birth date and SSN fixed by the clearing firm).
 */
export async function getRegistrationDraft({
  viewer,
  accountType,
  isRollover = false,
}: {
  viewer: Viewer | null;
  accountType: AccountType;
  isRollover?: boolean;
}): Promise<RegistrationDraftView> {
  authorize(viewer, "investing:open");
  const db = await getDb();
  await assertInvestEligible(db, viewer);
  const [user, draft, investor] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: viewer.userId },
      select: { firstName: true, lastName: true, recoveryEmail: true, phoneNumber: true, phoneNumberVerifiedAt: true, customer: { select: { birthday: true } } },
    }),
    db.registrationDraft.findUnique({
      where: { userId_accountType: { userId: viewer.userId, accountType } },
      select: { stepName: true, data: true, taxIdLastFour: true },
    }),
    findExistingInvestor(db, viewer.userId),
  ]);
  const saved = draft ? registrationDraftDataSchema.safeParse(draft.data) : null;
  const data: RegistrationDraftData = {
    ...startingDraft(user, investor),
    ...(saved?.success ? saved.data : {}),
    ...(investor ? fixedByClearingFirm(investor) : {}),
    accountType,
    isRollover: saved?.success && saved.data.isRollover !== undefined ? saved.data.isRollover : isRollover,
  };
  return {
    accountType,
    stepName: draft?.stepName ?? null,
    data,
    taxIdLastFour: investor?.taxIdLastFour ?? draft?.taxIdLastFour ?? null,
    lnpId: investor?.lnpId ?? null,
    phoneVerified: isPhoneVerified(user, data.phoneNumber),
  };
}

type StartingUser = {
  firstName: string;
  lastName: string;
  recoveryEmail: string | null;
  phoneNumber: string | null;
  customer: { birthday: Date | null } | null;
};

function startingDraft(user: StartingUser, investor: ExistingInvestor | null): RegistrationDraftData {
  const residential = storedAddress(investor?.personalAddress);
  const mailing = storedAddress(investor?.mailingAddress);
  return {
    recoveryEmail: user.recoveryEmail ?? "",
    firstName: user.firstName,
    lastName: user.lastName,
    birthday: formatBirthday(user.customer?.birthday),
    phoneNumber: displayPhone(user.phoneNumber),
    residentialAddress: residential,
    mailingAddressSame: !!residential && residential.formatted_address === mailing?.formatted_address,
    mailingAddress: mailing,
    employmentStatus: investor?.employmentStatus ?? null,
    occupation: investor?.occupation ?? "",
    employerName: investor?.employer ?? "",
    recentTaxFilingStatus: investor?.recentTaxFilingStatus ?? null,
  };
}

function fixedByClearingFirm(investor: ExistingInvestor): RegistrationDraftData {
  return {
    firstName: investor.givenName,
    lastName: investor.familyName,
    birthday: formatBirthday(investor.birthDate),
    socialSecurityConfirm: true,
  };
}
