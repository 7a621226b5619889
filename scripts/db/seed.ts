// `npm run db:seed`: migrates the configured database and, when it has no users, fills it with the demo data;
// prints the demo sign-ins.
import { ensureDatabaseReady } from "../../lib/db";
import { runScript } from "./run-script";

runScript(async () => {
  const outcome = await ensureDatabaseReady({ seed: true });
  if (!outcome.seeded) {
    console.log("The database already has users: nothing seeded (npm run db:reset starts over).");
    return;
  }
  console.log("Seeded the demo data. Sign in with:");
  for (const signIn of outcome.signIns) console.log(`  ${signIn.role}: ${signIn.email} / ${signIn.password}`);
});
