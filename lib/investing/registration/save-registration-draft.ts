import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { encryptSecret } from "@/lib/crypto/encrypt-secret";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseInput } from "@/lib/validation/parse-input";
import { assertInvestEligible } from "../assert-invest-eligible";
import { findExistingInvestor } from "../find-existing-investor";
import { getRegistrationDraft } from "./get-registration-draft";
import type { RegistrationDraftView } from "./registration-draft-view";
import { ACCOUNT_TYPES, registrationDraftDataSchema, socialSecuritySchema } from "./registration-schemas";
import { z } from "zod";

export const SSN_ON_FILE_MESSAGE = "Your Social Security number is already on file with your investing account.";

const saveSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES),
  stepName: z.string().max(40).nullable(),
  data: registrationDraftDataSchema,
});

/**
 * Saves the wizard's progress on the server at every step (002 §2): the fields entered so far, merged over what was
 * saved, and the step to come back to. The SSN arrives only from the socialSecurity step, is stored encrypted beside
 * the draft (never in its fields) and answers only as its last four. Once the clearing firm knows the member, their
 * name, birth date and SSN are its and stay as they are.
 */
export async function saveRegistrationDraft({
  viewer,
  input,
  socialSecurity,
}: {
  viewer: Viewer | null;
  input: unknown;
  socialSecurity?: unknown;
}): Promise<RegistrationDraftView> {
  authorize(viewer, "investing:open");
  const { accountType, stepName, data } = parseInput(saveSchema, input);
  const db = await getDb();
  await assertInvestEligible(db, viewer);
  const investor = await findExistingInvestor(db, viewer.userId);
  const incoming = { ...data };
  if (investor) {
    delete incoming.firstName;
    delete incoming.lastName;
    delete incoming.birthday;
  }
  let taxId: { taxIdEncrypted: string; taxIdLastFour: string } | null = null;
  if (socialSecurity !== undefined && socialSecurity !== null) {
    if (investor) throw new AppError(AppErrorCode.CONFLICT, SSN_ON_FILE_MESSAGE, { field: "socialSecurity" });
    const { socialSecurity: formatted } = parseInput(socialSecuritySchema, { socialSecurity, socialSecurityConfirm: true });
    const digits = formatted.replace(/-/g, "");
    taxId = { taxIdEncrypted: encryptSecret(digits), taxIdLastFour: digits.slice(-4) };
  }

  await db.$transaction(async (tx) => {
    const saved = await tx.registrationDraft.findUnique({
      where: { userId_accountType: { userId: viewer.userId, accountType } },
      select: { data: true },
    });
    const previous = saved ? registrationDraftDataSchema.safeParse(saved.data) : null;
    const merged = { ...(previous?.success ? previous.data : {}), ...incoming, accountType } as Prisma.InputJsonValue;
    await tx.registrationDraft.upsert({
      where: { userId_accountType: { userId: viewer.userId, accountType } },
      create: { userId: viewer.userId, accountType, stepName, data: merged, ...taxId },
      update: { stepName, data: merged, ...taxId },
    });
  });
  return getRegistrationDraft({ viewer, accountType });
}
