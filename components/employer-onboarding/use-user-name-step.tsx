"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import type { UpdateUserNameFormInput, UpdateUserNameInput } from "@/lib/plans/employer-onboarding-schema";
import { userNameErrorText } from "@/lib/plans/employer-onboarding-messages";
import { UPDATE_USER_NAME } from "./employer-onboarding-operations";
import { StepErrors } from "./step-errors";

/** Step 2 'What is your name?': Next saves the names (spec 000 §4.10) and shows the server's answer per §8. */
export function useUserNameStep({
  defaultValues,
  onSaved,
}: {
  defaultValues: UpdateUserNameFormInput;
  onSaved: () => void;
}) {
  const client = useClient();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserNameFormInput, unknown, UpdateUserNameInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/plans/employer-onboarding-schema").then((m) => m.updateUserNameSchema),
    ),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (names) => {
    setGeneralError(null);
    const result = await client.mutation(UPDATE_USER_NAME, names).toPromise();
    const payload = result.data?.updateUserName;
    if (payload?.user) {
      onSaved();
      return;
    }
    const message = payload?.error ?? null;
    const placement = userNameErrorText(message);
    if (placement.field && message) setError(placement.field, { message }, { shouldFocus: true });
    else setGeneralError(placement.text);
  });

  const firstNameError = errors.firstName?.message ? userNameErrorText(errors.firstName.message).text : null;
  const lastNameError = errors.lastName?.message ? userNameErrorText(errors.lastName.message).text : null;
  const fields = (
    <>
      <StepErrors general={generalError} field={firstNameError ?? lastNameError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={firstNameError} required>
          <TextInput autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label="Last name" error={lastNameError} required>
          <TextInput autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </div>
    </>
  );
  return { onSubmit, submitting: isSubmitting, fields, reset };
}
