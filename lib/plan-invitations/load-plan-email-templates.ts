import type { Db, Tx } from "@/lib/db";
import { DEFAULT_PLAN_EMAIL_TEMPLATES, PLAN_EMAIL_KINDS, type PlanEmailKindValue, type PlanEmailTemplateText } from "./plan-email-templates";

export type PlanEmailTemplateView = PlanEmailTemplateText & { kind: PlanEmailKindValue; isCustomized: boolean; updatedAt: Date | null };

/** The plan's invitation and reminder wording: its own where saved, else the defaults. */
export async function loadPlanEmailTemplates(db: Db | Tx, planId: string): Promise<Record<PlanEmailKindValue, PlanEmailTemplateView>> {
  const saved = await db.planEmailTemplate.findMany({
    where: { employerPlanId: planId },
    select: { kind: true, subject: true, body: true, updatedAt: true },
  });
  const result = {} as Record<PlanEmailKindValue, PlanEmailTemplateView>;
  for (const kind of PLAN_EMAIL_KINDS) {
    const own = saved.find((template) => template.kind === kind);
    result[kind] = own
      ? { kind, subject: own.subject, body: own.body, isCustomized: true, updatedAt: own.updatedAt }
      : { kind, ...DEFAULT_PLAN_EMAIL_TEMPLATES[kind], isCustomized: false, updatedAt: null };
  }
  return result;
}
