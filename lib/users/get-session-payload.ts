import { getDb } from "@/lib/db";
import { lastFourDigits } from "@/lib/auth/two-factor/last-four-digits";
import { planEntriesSelect, toPlanEntries, type PlanEntry } from "@/lib/users/plan-entries";

/** The user session payload every sign-in returns (spec 000 §3; last4PhoneNumber is shown by the password path). */
export type SessionPayload = {
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  plans: PlanEntry[];
  last4PhoneNumber: string | null;
};

export async function getSessionPayload({ userId }: { userId: string }): Promise<SessionPayload> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, username: true, firstName: true, lastName: true, phoneNumber: true, ...planEntriesSelect() },
  });
  return {
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    plans: toPlanEntries(user),
    last4PhoneNumber: lastFourDigits(user.phoneNumber),
  };
}
