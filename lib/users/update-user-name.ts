import { parseInput } from "@/lib/validation/parse-input";
import { getDb } from "@/lib/db";
import { updateUserNameSchema, type UpdateUserNameFormInput } from "@/lib/plans/employer-onboarding-schema";

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
  const name = parseInput(updateUserNameSchema, input);
  const db = await getDb();
  return db.user.update({
    where: { id: userId },
    data: name,
    select: { id: true, firstName: true, lastName: true },
  });
}
