// The reliability run's signed-in users: `count` onboarded members with one password, on DATABASE_URL (the stack's
// throwaway cluster). Prints nothing but errors; scripts/reliability/run.mjs signs them in.
import { closeDb, getDb } from "@/lib/db";
import { createMemberWithProfile } from "@/prisma/seed/factories/users";

export const RELIABILITY_PASSWORD = "Reliability-Run-2026!";

async function main(): Promise<void> {
  const [prefix, countText] = process.argv.slice(2);
  const count = Number(countText);
  if (!prefix || !Number.isInteger(count) || count < 1) throw new Error("usage: seed-users.ts <email prefix> <count>");
  const db = await getDb();
  for (let index = 0; index < count; index += 1) {
    await createMemberWithProfile(db, {
      user: { email: `${prefix}-${index}@reliability.example.com`, password: RELIABILITY_PASSWORD, firstName: `Load${index}` },
    });
  }
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
