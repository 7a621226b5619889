// Migrates the configured database (embedded by default), brings the reference catalogs up to date and, on first
// start, seeds the demo data; prints the demo sign-ins. Run by `npm start` before the server opens the database (the embedded one admits one process at a time).
import { closeDb, ensureDatabaseReady, getDb } from "@/lib/db";
import { getAppEnv } from "@/lib/env";
import { DEMO_PASSWORD, demoEmails, seedReferenceData } from "@/prisma/seed";

async function main() {
  const started = Date.now();
  // A real production database never gets demo data.
  const isProduction = getAppEnv() === "production";
  const outcome = await ensureDatabaseReady({ seed: !isProduction });
  // Every installation, production included, needs the catalogs (priority templates, budget categories,
  // notifications, model portfolios); re-running brings an existing database up to the current lists.
  const db = await getDb();
  await db.$transaction((tx) => seedReferenceData(tx), { maxWait: 30_000, timeout: 120_000 });
  await closeDb();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(outcome.seeded ? `Database created and seeded with demo data (${seconds} s).` : `Database ready (${seconds} s).`);
  if (isProduction) return;
  const signIns = outcome.seeded
    ? outcome.signIns
    : Object.entries(demoEmails())
        .filter(([role]) => !["twoFactorMember", "recoveryMember", "twoFactorRecoveryMember"].includes(role))
        .map(([role, email]) => ({ role, email, password: DEMO_PASSWORD }));
  console.log("\nDemo sign-ins (password for all: %s):", DEMO_PASSWORD);
  for (const signIn of signIns) {
    const how = signIn.role === "staff" ? "  (no password: 'Mariner employee? Log in with Okta' on /log-in)" : "";
    console.log(`  ${signIn.role.padEnd(22)} ${signIn.email}${how}`);
  }
  console.log(`  ${"two-factor member".padEnd(22)} ${demoEmails().twoFactorMember}  (codes appear at /dev/outbox)`);
  console.log("");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
