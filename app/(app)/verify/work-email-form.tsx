"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import type { WorkEmailInput } from "@/lib/auth/schemas/plan-member-verification-schema";
import { GENERIC_ERROR, SEND_PLAN_MEMBER_VERIFICATION_EMAIL, sentPath } from "./verify-mutations";

export function WorkEmailForm({ returnPath }: { returnPath: string }) {
  const client = useClient();
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WorkEmailInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/auth/schemas/plan-member-verification-schema").then((m) => m.workEmailSchema),
    ),
    defaultValues: { workEmail: "" },
  });

  const onSubmit = handleSubmit(async ({ workEmail }) => {
    setServerError(null);
    const result = await client.mutation(SEND_PLAN_MEMBER_VERIFICATION_EMAIL, { workEmail, returnPath }).toPromise();
    const payload = result.data?.sendPlanMemberVerificationEmail;
    if (payload?.didSend) {
      router.push(sentPath(workEmail, returnPath));
      return;
    }
    const message = payload?.error ?? result.error?.graphQLErrors[0]?.message ?? GENERIC_ERROR;
    if (payload?.errorField === "workEmail") setError("workEmail", { message });
    else setServerError(message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <div role="alert" aria-live="assertive" className="empty:hidden rounded-md bg-danger-50 p-3 text-sm text-danger-700">
        {serverError}
      </div>
      <FormField label="Work email" error={errors.workEmail?.message} required>
        <TextInput type="email" autoComplete="email" inputMode="email" {...register("workEmail")} />
      </FormField>
      <Button type="submit" fullWidth loading={isSubmitting}>
        Send link
      </Button>
    </form>
  );
}
