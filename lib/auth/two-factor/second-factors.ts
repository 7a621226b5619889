import { getDb, type Db, type Tx } from "@/lib/db";

export type SecondFactors = {
  /** The number codes are texted to, when two-step verification by phone is on. */
  phoneNumber: string | null;
  /** A confirmed authenticator app. */
  hasAuthenticatorApp: boolean;
};

/** The second factors a sign-in (or an account recovery) of this user asks for; neither means none is asked. */
export async function findSecondFactors({ userId, db }: { userId: string; db?: Db | Tx }): Promise<SecondFactors> {
  const client = db ?? (await getDb());
  const user = await client.user.findUniqueOrThrow({
    where: { id: userId },
    select: { is2faEnabled: true, phoneNumber: true, authenticatorApp: { select: { confirmedAt: true } } },
  });
  return {
    phoneNumber: user.is2faEnabled && user.phoneNumber ? user.phoneNumber : null,
    hasAuthenticatorApp: Boolean(user.authenticatorApp?.confirmedAt),
  };
}

export function hasSecondFactor(factors: SecondFactors): boolean {
  return factors.phoneNumber !== null || factors.hasAuthenticatorApp;
}
