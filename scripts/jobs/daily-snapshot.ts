// `npm run jobs:daily-snapshot`: runs the daily-snapshot job now, in this process (the worker also runs it on its
// schedule, shortly after midnight UTC): every linked institution synced (a failing one is flagged with its reason),
// then today's snapshot for every member with accounts. Safe to run more than once a day.
import { runDailySnapshot } from "../../lib/histories/run-daily-snapshot";
import { runScript } from "../db/run-script";

runScript(async () => {
  const { synced, failed, date, customers } = await runDailySnapshot();
  console.log(`Synced ${synced} linked institution${synced === 1 ? "" : "s"}; ${failed} failed and are flagged.`);
  console.log(`Recorded the ${date} snapshot for ${customers} member${customers === 1 ? "" : "s"} with accounts.`);
});
