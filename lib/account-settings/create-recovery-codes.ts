import { hashRecoveryCode, newRecoveryCodes } from "@/lib/auth/two-factor/recovery-codes";
import type { Tx } from "@/lib/db";

/**
 * A new set of ten recovery codes in place of any old ones, inside the caller's transaction (which records and
 * announces the change). The codes are returned once, to be shown once: only their HMACs are kept.
 */
export async function createRecoveryCodes({ tx, userId }: { tx: Tx; userId: string }): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode({ userId, code }) })) });
  return codes;
}
