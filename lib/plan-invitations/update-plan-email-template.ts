import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { parseInput } from "@/lib/validation/parse-input";
import { loadPlanEmailTemplates, type PlanEmailTemplateView } from "./load-plan-email-templates";
import { planEmailTemplateSchema, PLAN_EMAIL_KINDS, type PlanEmailKindValue, type PlanEmailTemplateInput } from "./plan-email-templates";
import { z } from "zod";

/** Saves the plan's own wording of the invitation or the reminder (Communications tab). */
export async function updatePlanEmailTemplate({
  viewer,
  planId,
  input,
}: {
  viewer: Viewer | null;
  planId: string;
  input: PlanEmailTemplateInput;
}): Promise<PlanEmailTemplateView> {
  authorize(viewer, "plan:edit", { planId });
  const { kind, subject, body } = parseInput(planEmailTemplateSchema, input);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await tx.planEmailTemplate.upsert({
      where: { employerPlanId_kind: { employerPlanId: planId, kind } },
      create: { employerPlanId: planId, kind, subject, body, updatedByUserId: viewer.actor.id },
      update: { subject, body, updatedByUserId: viewer.actor.id },
    });
    await recordAuditEvent({ db: tx, actorUserId: viewer.actor.id, action: "plan-email-template.updated", operation: "updatePlanEmailTemplate", employerPlanId: planId, metadata: { kind } });
    return (await loadPlanEmailTemplates(tx, planId))[kind];
  });
}

/** 'Reset to default': the plan's own wording is deleted, so the default is used again. */
export async function resetPlanEmailTemplate({
  viewer,
  planId,
  kind: rawKind,
}: {
  viewer: Viewer | null;
  planId: string;
  kind: string;
}): Promise<PlanEmailTemplateView> {
  authorize(viewer, "plan:edit", { planId });
  const kind: PlanEmailKindValue = parseInput(z.enum(PLAN_EMAIL_KINDS), rawKind);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await tx.planEmailTemplate.deleteMany({ where: { employerPlanId: planId, kind } });
    await recordAuditEvent({ db: tx, actorUserId: viewer.actor.id, action: "plan-email-template.reset", operation: "resetPlanEmailTemplate", employerPlanId: planId, metadata: { kind } });
    return (await loadPlanEmailTemplates(tx, planId))[kind];
  });
}
