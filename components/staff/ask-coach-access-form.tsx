"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { REQUEST_COACH_ACCESS } from "@/components/coach-access/coach-access-operations";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { useToast } from "@/components/ui/toast";

type AskInput = { memberEmail: string; reason: string };

/**
 * On /customers/{id}: ask the member for Coach Mode access with a reason they will read, without retyping their email
 * in the admin menu. The member answers on their next page or from the email; then Coach Mode starts as usual.
 */
export function AskCoachAccessForm({ memberEmail }: { memberEmail: string }) {
  const { toast } = useToast();
  const [asked, setAsked] = useState(false);
  const [{ fetching }, requestAccess] = useMutation(REQUEST_COACH_ACCESS);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AskInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/coach-mode/coach-access-policy").then((m) => m.requestCoachAccessSchema),
    ),
    defaultValues: { memberEmail, reason: "" },
  });

  const submit = handleSubmit(async (values) => {
    const answer = (await requestAccess({ input: values })).data?.requestCoachAccess;
    if (!answer || answer.error) {
      const message = answer?.error ?? "Something went wrong. Please try again.";
      if (answer?.errorField === "reason") setError("reason", { message });
      else toast({ message, theme: "error" });
      return;
    }
    setAsked(true);
    reset({ memberEmail, reason: "" });
    toast({ message: `Asked. ${memberEmail} sees your request on their next page and by email; it lapses in a day.`, theme: "success" });
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      <input type="hidden" {...register("memberEmail")} />
      <FormField label="Reason (the member sees it)" hint="At least 10 characters" error={errors.reason?.message} required>
        <TextArea rows={2} {...register("reason")} />
      </FormField>
      <Button type="submit" variant="secondary" loading={fetching}>
        {asked ? "Ask again" : "Ask for Coach Mode access"}
      </Button>
    </form>
  );
}
