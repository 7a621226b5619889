import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import {
  updateUserNameSchema,
  USER_NAME_MESSAGES,
  type UpdateUserNameFormInput,
} from "@/lib/plans/employer-onboarding-schema";

export type UserName = { id: string; firstName: string; lastName: string };

/**
 * Employer onboarding step 2 'What is your name?' (spec 000 §2.11, §8): saves the user's first and last name,
 * trimmed. Empty names are refused with 'Missing first name' / 'Missing last name' (first name first).
 */
export async function updateUserName({
  userId,
  input,
}: {
  userId: string;
  input: UpdateUserNameFormInput;
}): Promise<UserName> {
  const parsed = updateUserNameSchema.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = typeof issue?.path[0] === "string" ? issue.path[0] : undefined;
    throw new AppError(AppErrorCode.INVALID_INPUT, issue?.message ?? USER_NAME_MESSAGES.missingFirstName, { field });
  }
  const db = await getDb();
  return db.user.update({
    where: { id: userId },
    data: parsed.data,
    select: { id: true, firstName: true, lastName: true },
  });
}
