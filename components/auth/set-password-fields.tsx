"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";
import { usePasswordEstimator } from "@/components/auth/use-password-estimator";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import type { ConfirmPasswordInput, NewPasswordInput } from "@/lib/auth/schemas/password-reset-schema";

/**
 * A step's title. It takes focus when the step appears after another one (not on the page's first render), so a
 * screen-reader user hears that the step changed.
 */
export function StepHeading({ children, focusOnMount = true }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-ink focus:outline-none">
      {children}
    </h1>
  );
}

type StepFormProps = {
  title: ReactNode;
  description?: ReactNode;
  onBack?: () => void;
  submitLabel?: string;
  loading?: boolean;
};

/**
 * SET_NEW / SET_NEW_PASSWORD: a new password with the strength meter; Next waits for all five requirements and for
 * the server's rule against `email`, the address the account will sign in with.
 */
export function NewPasswordForm({
  title,
  description,
  email,
  defaultValue = "",
  onSubmit,
  onBack,
  submitLabel = "Next",
  loading = false,
}: StepFormProps & { email: string; defaultValue?: string; onSubmit: (newPassword: string) => void }) {
  const meterId = useId();
  const resolver = useLazyZodResolver(
    () => import("@/lib/auth/schemas/password-reset-schema").then((m) => m.newPasswordSchema(email)),
    [email],
  );
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    formState: { isValid },
  } = useForm<NewPasswordInput>({
    resolver,
    mode: "onChange",
    defaultValues: { newPassword: defaultValue },
  });
  const password = useWatch({ control, name: "newPassword" }) ?? "";
  const estimatorLoaded = usePasswordEstimator();
  // A password typed before the full rule arrived is judged again by it.
  useEffect(() => {
    if (estimatorLoaded && getValues("newPassword")) void trigger("newPassword");
  }, [estimatorLoaded, getValues, trigger]);

  return (
    <form onSubmit={handleSubmit(({ newPassword }) => onSubmit(newPassword))} noValidate className="space-y-5">
      <StepHeading>{title}</StepHeading>
      {description ? <p className="text-sm text-muted">{description}</p> : null}
      {/* No error text here: Next waits for a valid password and the meter says what is missing. */}
      <FormField label="New password" required>
        <TextInput
          type="password"
          autoComplete="new-password"
          aria-describedby={meterId}
          {...register("newPassword")}
        />
      </FormField>
      <PasswordStrengthMeter id={meterId} password={password} email={email} />
      <StepButtons onBack={onBack} submitLabel={submitLabel} disabled={!isValid} loading={loading} />
    </form>
  );
}

/** CONFIRM_NEW / CONFIRM_NEW_PASSWORD: the same password again ('Passwords do not match'). */
export function ConfirmPasswordForm({
  title,
  description,
  newPassword,
  onSubmit,
  onBack,
  submitLabel = "Submit",
  loading = false,
}: StepFormProps & { newPassword: string; onSubmit: () => void }) {
  const resolver = useLazyZodResolver(
    () => import("@/lib/auth/schemas/password-reset-schema").then((m) => m.confirmPasswordSchema(newPassword)),
    [newPassword],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmPasswordInput>({
    resolver,
    mode: "onTouched",
    defaultValues: { confirmPassword: "" },
  });

  return (
    <form onSubmit={handleSubmit(() => onSubmit())} noValidate className="space-y-5">
      <StepHeading>{title}</StepHeading>
      {description ? <p className="text-sm text-muted">{description}</p> : null}
      <FormField label="Confirm new password" error={errors.confirmPassword?.message} required>
        <TextInput type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <StepButtons onBack={onBack} submitLabel={submitLabel} loading={loading} />
    </form>
  );
}

/** Back (when there is one) and the step's submit button, side by side; stacked full width on a phone. */
export function StepButtons({
  onBack,
  submitLabel,
  disabled = false,
  loading = false,
}: {
  onBack?: () => void;
  submitLabel: string;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button type="button" variant="secondary" onClick={onBack} disabled={loading}>
          Back
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </div>
  );
}
