"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import type { CreateEmployerPlanFormInput, CreateEmployerPlanInput } from "@/lib/plans/employer-onboarding-schema";
import { companyNameErrorText } from "@/lib/plans/employer-onboarding-messages";
import { CREATE_EMPLOYER_PLAN } from "./employer-onboarding-operations";
import { StepErrors } from "./step-errors";

export type CreatedPlan = { id: string; name: string };

/**
 * Step 1 'Welcome': the company name. Next creates the plan (spec 000 §4.10); the server's answer is shown as
 * spec 000 §8 says.
 */
export function useCompanyNameStep({
  pricingPlanId,
  infoEmail,
  onCreated,
}: {
  pricingPlanId: string;
  infoEmail: string;
  onCreated: (plan: CreatedPlan) => void | Promise<void>;
}) {
  const client = useClient();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateEmployerPlanFormInput, unknown, CreateEmployerPlanInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/plans/employer-onboarding-schema").then((m) => m.createEmployerPlanSchema),
    ),
    defaultValues: { name: "", pricingPlanId },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    setGeneralError(null);
    const result = await client.mutation(CREATE_EMPLOYER_PLAN, { name, pricingPlanId }).toPromise();
    const payload = result.data?.createEmployerPlan;
    if (payload?.plan) {
      await onCreated(payload.plan);
      return;
    }
    const message = payload?.error ?? null;
    const placement = companyNameErrorText(message, infoEmail);
    if (placement.field && message) setError(placement.field, { message }, { shouldFocus: true });
    else setGeneralError(placement.text);
  });

  const fieldError = errors.name?.message ? companyNameErrorText(errors.name.message, infoEmail).text : null;
  const fields = (
    <>
      <StepErrors general={generalError} field={fieldError} />
      <FormField label="Company name" error={fieldError} required>
        <TextInput autoComplete="organization" {...register("name")} />
      </FormField>
    </>
  );
  return { onSubmit, submitting: isSubmitting, fields };
}
