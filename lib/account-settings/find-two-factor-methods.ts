import { getDb } from "@/lib/db";

export type TwoFactorMethods = {
  /** When the confirmed authenticator app was added; null without one. */
  authenticatorAppAddedAt: Date | null;
  recoveryCodesLeft: number;
};

/** What the settings page shows beside the phone: the authenticator app and how many recovery codes are unused. */
export async function findTwoFactorMethods({ userId }: { userId: string }): Promise<TwoFactorMethods> {
  const db = await getDb();
  const [app, recoveryCodesLeft] = await Promise.all([
    db.authenticatorApp.findUnique({ where: { userId }, select: { confirmedAt: true } }),
    db.recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { authenticatorAppAddedAt: app?.confirmedAt ?? null, recoveryCodesLeft };
}
