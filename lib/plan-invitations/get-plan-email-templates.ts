import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { loadPlanEmailTemplates, type PlanEmailTemplateView } from "./load-plan-email-templates";
import { PLAN_EMAIL_KINDS } from "./plan-email-templates";

/** The plan's invitation and reminder wording, for its admins and advisors (plan:read). */
export async function getPlanEmailTemplates({ viewer, planId }: { viewer: Viewer | null; planId: string }): Promise<PlanEmailTemplateView[]> {
  authorize(viewer, "plan:read", { planId });
  const templates = await loadPlanEmailTemplates(await getDb(), planId);
  return PLAN_EMAIL_KINDS.map((kind) => templates[kind]);
}
