// `npm run jobs:daily-snapshot`: records today's net worth, asset worth and liability snapshot for every member with
// accounts. Safe to run more than once a day. Production runs it once a day shortly after midnight UTC (see
// docs/decisions/health.md); any scheduler that can run an npm script with the app's environment will do.
import { recordDailySnapshots } from "../../lib/histories/record-daily-snapshots";
import { runScript } from "../db/run-script";

runScript(async () => {
  const { date, customers } = await recordDailySnapshots();
  console.log(`Recorded the ${date} snapshot for ${customers} member${customers === 1 ? "" : "s"} with accounts.`);
});
