// `npm run jobs:daily-snapshot`: first brings every linked institution up to date (balances, transactions,
// liabilities; a failing one is flagged for the member), then records today's net worth, asset worth and liability
// snapshot for every member with accounts. Safe to run more than once a day. Production runs it once a day shortly
// after midnight UTC (see docs/decisions.md); any scheduler that can run an npm script with the app's environment
// will do.
import { syncAllInstitutionItems } from "../../lib/bank-linking/sync-all-institution-items";
import { recordDailySnapshots } from "../../lib/histories/record-daily-snapshots";
import { runScript } from "../db/run-script";

runScript(async () => {
  const { synced, failed } = await syncAllInstitutionItems();
  console.log(`Synced ${synced} linked institution${synced === 1 ? "" : "s"}; ${failed} failed and are flagged.`);
  const { date, customers } = await recordDailySnapshots();
  console.log(`Recorded the ${date} snapshot for ${customers} member${customers === 1 ? "" : "s"} with accounts.`);
});
