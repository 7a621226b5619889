import { ApexClearingFirm } from "@/lib/integrations/clearing-firm/apex-adapter";
import { LocalClearingFirm } from "@/lib/integrations/clearing-firm/local-adapter";
import { SandboxControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import { startApexStandIn } from "@/tests/helpers/apex-stand-in";
import { useTestDatabase } from "../../helpers/test-db";
import { runClearingFirmContract, type ClearingFirmHarness } from "./clearing-firm-contract";
import { runClearingFirmMoneyContract } from "./clearing-firm-money-contract";

// The Apex adapter against the shared contract: adapter -> Apex's wire format -> the loopback stand-in -> the
// built-in sandbox. The control acts on the sandbox behind the stand-in, as Apex's own sandbox tools would.

useTestDatabase();

async function apexBehindStandIn(): Promise<ClearingFirmHarness> {
  const standIn = await startApexStandIn({ firm: new LocalClearingFirm() });
  const clearingFirm = new ApexClearingFirm({ apiUrl: standIn.baseUrl, clientId: standIn.clientId, clientSecret: standIn.clientSecret });
  return { clearingFirm, control: new SandboxControl(), close: () => standIn.close() };
}

runClearingFirmContract("Apex adapter (stand-in backed by the sandbox)", apexBehindStandIn);
runClearingFirmMoneyContract("Apex adapter (stand-in backed by the sandbox)", apexBehindStandIn);
