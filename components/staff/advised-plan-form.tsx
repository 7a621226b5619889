"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import type { AdvisedPlanFormInput } from "@/lib/plans/plan-contract-schema";
import { CREATE_ADVISED_PLAN } from "./staff-operations";

const FIELDS = ["name", "pricingPlanId", "seats"] as const;
const isField = (field: string | null | undefined): field is (typeof FIELDS)[number] =>
  FIELDS.includes(field as (typeof FIELDS)[number]);

/** /advisor/plan/create: an advisor's new plan; on success they land on the plan's page. */
export function AdvisedPlanForm({ pricingPlans }: { pricingPlans: ReadonlyArray<{ id: string; name: string }> }) {
  const router = useRouter();
  const { toast } = useToast();
  const [{ fetching }, create] = useMutation(CREATE_ADVISED_PLAN);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdvisedPlanFormInput>({
    resolver: useLazyZodResolver(() => import("@/lib/plans/plan-contract-schema").then((m) => m.advisedPlanSchema)),
    defaultValues: { name: "", pricingPlanId: pricingPlans[0]?.id ?? "" },
  });

  const submit = handleSubmit(async (values) => {
    const result = await create(values);
    const answer = result.data?.createAdvisedPlan;
    if (!answer || answer.error || !answer.planId) {
      const message = answer?.error ?? "Something went wrong. Please try again.";
      if (isField(answer?.errorField)) setError(answer.errorField, { message }, { shouldFocus: true });
      else toast({ message, theme: "error" });
      return;
    }
    toast({ message: "Plan created", theme: "success" });
    router.push(`/plans/${encodeURIComponent(answer.planId)}`);
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <FormField label="Plan name" hint="Usually the company's name." error={errors.name?.message} required>
        <TextInput autoComplete="organization" {...register("name")} />
      </FormField>
      <FormField label="Pricing plan" error={errors.pricingPlanId?.message} required>
        <Select {...register("pricingPlanId")}>
          {pricingPlans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Seats" hint="Employees the plan pays for." error={errors.seats?.message} required>
        <TextInput type="number" inputMode="numeric" min={1} step={1} {...register("seats", { valueAsNumber: true })} />
      </FormField>
      <Button type="submit" loading={fetching}>
        Create plan
      </Button>
    </form>
  );
}
