"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import type { PlanContractFormInput } from "@/lib/plans/plan-contract-schema";
import { UPDATE_PLAN_CONTRACT } from "./staff-operations";

/** Staff's edit of a plan's seats and renewal date on /plans/{id}. */
export function PlanContractForm({ planId, seats, renewalDate }: { planId: string; seats: number | null; renewalDate: string | null }) {
  const router = useRouter();
  const { toast } = useToast();
  const [{ fetching }, update] = useMutation(UPDATE_PLAN_CONTRACT);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PlanContractFormInput>({
    resolver: useLazyZodResolver(() => import("@/lib/plans/plan-contract-schema").then((m) => m.planContractSchema)),
    defaultValues: { seats: seats ?? undefined, renewalDate: renewalDate ?? "" },
  });

  const submit = handleSubmit(async (values) => {
    const result = await update({ planId, seats: values.seats, renewalDate: values.renewalDate || null });
    const answer = result.data?.updatePlanContract;
    if (!answer || answer.error) {
      const message = answer?.error ?? "Something went wrong. Please try again.";
      if (answer?.errorField === "seats" || answer?.errorField === "renewalDate") setError(answer.errorField, { message });
      else toast({ message, theme: "error" });
      return;
    }
    toast({ message: "Contract saved", theme: "success" });
    router.refresh();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label="Seats" hint="Employees the contract pays for." error={errors.seats?.message} required>
        <TextInput type="number" inputMode="numeric" min={1} step={1} {...register("seats", { valueAsNumber: true })} />
      </FormField>
      <FormField label="Renewal date" hint="Leave empty if not agreed." error={errors.renewalDate?.message}>
        <TextInput type="date" {...register("renewalDate")} />
      </FormField>
      <Button type="submit" loading={fetching}>
        Save contract
      </Button>
    </form>
  );
}
