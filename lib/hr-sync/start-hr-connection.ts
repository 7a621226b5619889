import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getHrSystem } from "@/lib/integrations/hr-system/get-hr-system";
import type { HrSystem } from "@/lib/integrations/hr-system/types";
import { hrCallbackUrl } from "./hr-callback-url";
import { signHrConnectState } from "./hr-connect-state";

/**
 * 'Connect your HR system' (owners and editors): a Connect session at the provider for this plan, and the signed
 * state the callback will check. Nothing is stored until the employer comes back with a code.
 */
export async function startHrConnection({
  viewer,
  planId,
  hrSystem = getHrSystem(),
}: {
  viewer: Viewer | null;
  planId: string;
  hrSystem?: HrSystem;
}): Promise<{ connectUrl: string; state: string }> {
  authorize(viewer, "plan:edit", { planId });
  const db = await getDb();
  const plan = await db.employerPlan.findUnique({ where: { id: planId }, select: { id: true, name: true } });
  if (!plan) throw new AppError(AppErrorCode.NOT_FOUND, "Plan not found.");
  const { connectUrl } = await hrSystem.startConnect({ customerId: plan.id, customerName: plan.name, redirectUri: hrCallbackUrl() });
  return { connectUrl, state: signHrConnectState({ planId: plan.id, userId: viewer.actor.id }) };
}
