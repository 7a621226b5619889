"use client";

import { useForm, useWatch } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver, useLoadedSchema } from "@/components/forms/use-lazy-zod-resolver";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import { SAVE_ERROR_MESSAGE, UPDATE_RECOVERY_EMAIL } from "../onboarding-operations";
import type { StepProps } from "../step-frame";

type Values = { recoveryEmail: string };

/** Step 1 'Set a recovery email' (spec 000 §2.10, §5): Next needs a valid address that is not the primary one. */
export function RecoveryEmailStep({
  frame,
  onDone,
  primaryEmail,
  recoveryEmail,
}: StepProps & { primaryEmail: string; recoveryEmail: string }) {
  const client = useClient();
  const { toast } = useToast();
  const resolver = useLazyZodResolver(
    () => import("@/lib/account-settings/account-settings-schema").then((m) => m.recoveryEmailFormSchema(primaryEmail)),
    [primaryEmail],
  );
  const schema = useLoadedSchema(resolver);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: { recoveryEmail }, mode: "onTouched" });
  const typed = useWatch({ control, name: "recoveryEmail" });
  const valid = schema?.safeParse({ recoveryEmail: typed }).success ?? false;

  const onSubmit = handleSubmit(async ({ recoveryEmail: email }) => {
    const result = await client.mutation(UPDATE_RECOVERY_EMAIL, { recoveryEmail: email }).toPromise();
    const payload = result.data?.updateAccountSettings;
    if (!payload || payload.error) {
      if (payload?.error && payload.errorField === "recoveryEmail") {
        setError("recoveryEmail", { message: payload.error }, { shouldFocus: true });
      } else {
        toast({ message: payload?.error ?? SAVE_ERROR_MESSAGE, theme: "error" });
      }
      return;
    }
    await onDone();
  });

  return (
    <WizardFrame
      {...frame}
      title="Set a recovery email"
      description={
        <p>
          A recovery email lets you get back into your account if you ever lose access to your main email. We&apos;ll
          send a link to verify it; we recommend verifying it.
        </p>
      }
      onSubmit={onSubmit}
      nextDisabled={!valid}
      nextLoading={isSubmitting}
    >
      <FormField label="Recovery email" error={errors.recoveryEmail?.message} required>
        <TextInput type="email" autoComplete="email" {...register("recoveryEmail")} />
      </FormField>
    </WizardFrame>
  );
}
