import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { parseInput } from "@/lib/validation/parse-input";
import { insertEmployerPlan, type CreatedEmployerPlan } from "./create-employer-plan";
import { advisedPlanSchema, type AdvisedPlanFormInput } from "./plan-contract-schema";

/**
 * /advisor/plan/create: an advisor sets up a plan for a company they advise (name, pricing plan, seats). They become
 * its advisor (an AdvisorPlan row), so it appears in their plan search and dashboards; the company's own
 * administrators are added later. Same name rules and lock as employer onboarding.
 */
export async function createAdvisedPlan({
  viewer,
  input,
  ipAddress = null,
}: {
  viewer: Viewer | null;
  input: AdvisedPlanFormInput;
  ipAddress?: string | null;
}): Promise<CreatedEmployerPlan> {
  authorize(viewer, "advised-plan:create");
  const { name, pricingPlanId, seats } = parseInput(advisedPlanSchema, input);
  return insertEmployerPlan({
    data: { name, pricingPlanId, seats },
    then: async (tx, plan) => {
      await tx.advisorPlan.create({ data: { advisorUserId: viewer.actor.id, employerPlanId: plan.id }, select: { id: true } });
      await recordAuditEvent({
        db: tx,
        actorUserId: viewer.actor.id,
        employerPlanId: plan.id,
        action: "plan.created-by-advisor",
        operation: "createAdvisedPlan",
        metadata: { planId: plan.id, pricingPlanId, seats },
        ipAddress,
      });
    },
  });
}
