import { getDb } from "@/lib/db";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { authenticatorCodeTimeStep } from "@/lib/auth/two-factor/authenticator-code";

/**
 * Whether `code` is the current code of the user's confirmed authenticator app, using it up: its time step is stored
 * only if no later or equal step was, so two requests with one code cannot both pass.
 */
export async function consumeAuthenticatorCode({ userId, code }: { userId: string; code: string }): Promise<boolean> {
  const db = await getDb();
  const app = await db.authenticatorApp.findUnique({
    where: { userId },
    select: { id: true, secretEncrypted: true, confirmedAt: true, lastUsedTimeStep: true },
  });
  if (!app?.confirmedAt) return false;
  const timeStep = authenticatorCodeTimeStep({
    secret: decryptSecret(app.secretEncrypted),
    code,
    afterTimeStep: app.lastUsedTimeStep,
  });
  if (timeStep === null) return false;
  const { count } = await db.authenticatorApp.updateMany({
    where: { id: app.id, OR: [{ lastUsedTimeStep: null }, { lastUsedTimeStep: { lt: timeStep } }] },
    data: { lastUsedTimeStep: timeStep, lastUsedAt: new Date() },
  });
  return count === 1;
}
