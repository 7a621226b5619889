"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { useToast } from "@/components/ui/toast";
import type { LegalHoldFormInput } from "@/lib/your-data/legal-hold-schema";
import { SET_LEGAL_HOLD } from "./staff-operations";

/** Sets or lifts the customer's legal hold on /customers/{id}; a written reason either way (it is audited). */
export function LegalHoldForm({ userId, isOnHold }: { userId: string; isOnHold: boolean }) {
  const router = useRouter();
  const { toast } = useToast();
  const [{ fetching }, setLegalHold] = useMutation(SET_LEGAL_HOLD);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LegalHoldFormInput>({
    resolver: useLazyZodResolver(() => import("@/lib/your-data/legal-hold-schema").then((m) => m.legalHoldSchema)),
    defaultValues: { onHold: !isOnHold, reason: "" },
    values: { onHold: !isOnHold, reason: "" },
  });

  const submit = handleSubmit(async (values) => {
    const result = await setLegalHold({ userId, onHold: values.onHold, reason: values.reason });
    const answer = result.data?.setLegalHold;
    if (!answer || answer.error) {
      const message = answer?.error ?? "Something went wrong. Please try again.";
      if (answer?.errorField === "reason") setError("reason", { message });
      else toast({ message, theme: "error" });
      return;
    }
    toast({ message: values.onHold ? "Legal hold set" : "Legal hold lifted", theme: "success" });
    reset();
    router.refresh();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3">
      <FormField
        label={isOnHold ? "Why lift the legal hold?" : "Why place a legal hold?"}
        hint="Recorded in the audit log with your name."
        error={errors.reason?.message}
        required
      >
        <TextArea rows={2} {...register("reason")} />
      </FormField>
      <Button type="submit" variant={isOnHold ? "secondary" : "danger"} loading={fetching}>
        {isOnHold ? "Lift legal hold" : "Place legal hold"}
      </Button>
    </form>
  );
}
