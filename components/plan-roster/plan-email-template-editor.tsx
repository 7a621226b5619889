"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import type { PlanEmailTemplateInput } from "@/lib/plan-invitations/plan-email-templates";
import {
  PLAN_EMAIL_PLACEHOLDERS,
  renderPlanEmail,
  type PlanEmailKindValue,
  type PlanEmailValues,
} from "@/lib/plan-invitations/plan-email-text";
import { RESET_PLAN_EMAIL_TEMPLATE, UPDATE_PLAN_EMAIL_TEMPLATE } from "./plan-roster-operations";

const FAILED = "Something went wrong. Please try again.";
const TITLES: Record<PlanEmailKindValue, { title: string; hint: string }> = {
  INVITATION: { title: "Invitation email", hint: "Sent when an employee is added to the roster." },
  REMINDER: { title: "Reminder email", hint: "Sent 3 and 10 days after the invitation to employees who have not signed up." },
};

type Template = { kind: PlanEmailKindValue; subject: string; body: string; isCustomized: boolean };

/** One of the plan's emails: edit the subject and text, see it filled in for a sample employee, save or reset. */
export function PlanEmailTemplateEditor({
  planId,
  template,
  sampleValues,
  canEdit,
}: {
  planId: string;
  template: Template;
  sampleValues: PlanEmailValues;
  canEdit: boolean;
}) {
  const client = useClient();
  const { toast } = useToast();
  const [isCustomized, setIsCustomized] = useState(template.isCustomized);
  const [resetting, setResetting] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PlanEmailTemplateInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/plan-invitations/plan-email-templates").then((m) => m.planEmailTemplateSchema),
    ),
    defaultValues: { kind: template.kind, subject: template.subject, body: template.body },
  });
  const [subject, body] = useWatch({ control, name: ["subject", "body"] });
  const preview = renderPlanEmail({ subject: subject ?? "", body: body ?? "" }, sampleValues);
  const { title, hint } = TITLES[template.kind];
  const headingId = `template-${template.kind.toLowerCase()}`;

  const onSubmit = handleSubmit(async (values) => {
    const answer = (await client.mutation(UPDATE_PLAN_EMAIL_TEMPLATE, { planId, ...values }).toPromise()).data?.updatePlanEmailTemplate;
    if (answer?.template) {
      reset({ kind: template.kind, subject: answer.template.subject, body: answer.template.body });
      setIsCustomized(true);
      toast({ message: `${title} saved.`, theme: "success" });
    } else if (answer?.errorField === "subject" || answer?.errorField === "body") {
      setError(answer.errorField, { message: answer.error ?? FAILED });
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  });

  async function resetToDefault() {
    setResetting(true);
    const answer = (await client.mutation(RESET_PLAN_EMAIL_TEMPLATE, { planId, kind: template.kind }).toPromise()).data?.resetPlanEmailTemplate;
    setResetting(false);
    if (answer?.template) {
      reset({ kind: template.kind, subject: answer.template.subject, body: answer.template.body });
      setIsCustomized(false);
      toast({ message: `${title} is back to the default wording.`, theme: "success" });
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title} {isCustomized ? <span className="text-sm font-normal text-muted">(your wording)</span> : null}
        </h3>
        <p className="mt-1 text-sm text-muted">{hint}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid content-start gap-4">
          <FormField label="Subject" error={errors.subject?.message} required>
            <TextInput readOnly={!canEdit} {...register("subject")} />
          </FormField>
          <FormField
            label="Text"
            error={errors.body?.message}
            hint={`Placeholders: ${PLAN_EMAIL_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}`}
            required
          >
            <TextArea rows={10} readOnly={!canEdit} {...register("body")} />
          </FormField>
          {canEdit ? (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                Save
              </Button>
              <Button type="button" variant="secondary" onClick={() => void resetToDefault()} loading={resetting} disabled={!isCustomized}>
                Reset to default
              </Button>
            </div>
          ) : null}
        </form>
        <div className="grid content-start gap-2">
          <p className="text-sm font-medium text-ink">Preview for {sampleValues.firstName}</p>
          <div className="rounded-lg border border-border bg-canvas p-4 text-sm" aria-label={`${title} preview`} role="group">
            <p className="font-semibold text-ink">{preview.subject}</p>
            <p className="mt-3 whitespace-pre-wrap break-words text-ink">{preview.text}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
