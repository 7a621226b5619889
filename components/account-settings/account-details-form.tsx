"use client";

import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useClient } from "urql";
import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";
import { usePasswordEstimator } from "@/components/auth/use-password-estimator";
import { useLazyZodResolver, useLoadedSchema } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { ACCOUNT_SETTINGS_MESSAGES } from "@/lib/account-settings/account-settings-messages";
import type { AccountSettingsFormInput } from "@/lib/account-settings/account-settings-schema";
import { UPDATE_ACCOUNT_SETTINGS } from "./account-settings-operations";

const FORM_FIELDS = ["recoveryEmail", "currentPassword", "newPassword"] as const;

/**
 * The spec's account settings form (001 §2, §4 "Account settings save", §5, §8): the primary email shown, the
 * recovery email, and a password change. The passwords are sent only when a current password is typed; a server
 * error is toasted and, when it names a field of the form, shown on that field. Members who sign in with Google or
 * the company's sign-in have no password here (`isSingleSignOn`).
 */
export function AccountDetailsForm({
  email,
  recoveryEmail,
  isRecoveryEmailVerified,
  isSingleSignOn,
  onSaved,
}: {
  email: string;
  recoveryEmail: string | null;
  isRecoveryEmailVerified: boolean;
  isSingleSignOn: boolean;
  onSaved: () => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const resolver = useLazyZodResolver(
    () => import("@/lib/account-settings/account-settings-schema").then((m) => m.accountSettingsFormSchema(email)),
    [email],
  );
  const schema = useLoadedSchema(resolver);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AccountSettingsFormInput>({
    resolver,
    defaultValues: { recoveryEmail: recoveryEmail ?? "", currentPassword: "", newPassword: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const values = useWatch({ control });
  const valid = schema?.safeParse(values).success ?? false;
  const meterId = useId();
  const estimatorLoaded = usePasswordEstimator();
  // A password typed before the full strength rule arrived is judged again by it.
  useEffect(() => {
    if (estimatorLoaded && getValues("newPassword")) void trigger("newPassword");
  }, [estimatorLoaded, getValues, trigger]);

  const onSubmit = handleSubmit(async (form) => {
    const passwords = form.currentPassword ? { currentPassword: form.currentPassword, newPassword: form.newPassword } : {};
    const result = await client.mutation(UPDATE_ACCOUNT_SETTINGS, { recoveryEmail: form.recoveryEmail, ...passwords }).toPromise();
    const payload = result.data?.updateAccountSettings;
    if (!payload) {
      toast({ message: ACCOUNT_SETTINGS_MESSAGES.networkFailure, theme: "error" });
      return;
    }
    if (payload.error) {
      toast({ message: payload.error, theme: "error" });
      const field = FORM_FIELDS.find((name) => name === payload.errorField);
      if (field) setError(field, { message: payload.error }, { shouldFocus: true });
      return;
    }
    toast({ message: ACCOUNT_SETTINGS_MESSAGES.success, theme: "success" });
    reset({ recoveryEmail: form.recoveryEmail, currentPassword: "", newPassword: "", confirmPassword: "" });
    onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="account-details-heading">
      <h2 id="account-details-heading" className="text-lg font-semibold text-ink">
        Sign-in details
      </h2>
      <FormField label="Primary email" hint="The address you sign in with.">
        <TextInput type="email" value={email} readOnly />
      </FormField>
      <FormField
        label="Recovery email"
        hint={
          recoveryEmail && !isRecoveryEmailVerified
            ? "Not confirmed yet: open the link we emailed to this address."
            : "Where we can reach you if you lose access to your primary email."
        }
        error={errors.recoveryEmail?.message}
        required
      >
        <TextInput type="email" autoComplete="email" {...register("recoveryEmail")} />
      </FormField>

      {isSingleSignOn ? (
        <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-ink">
          You sign in with Google or your company&apos;s sign-in, so your password and two-step verification are
          managed there.
        </p>
      ) : (
        <fieldset className="grid gap-5">
          <legend className="mb-2 text-base font-semibold text-ink">Change your password</legend>
          <p className="text-sm text-muted">Leave these empty to keep your password. Changing it signs you out everywhere else.</p>
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <TextInput type="password" autoComplete="current-password" {...register("currentPassword")} />
          </FormField>
          <FormField label="New password" error={errors.newPassword?.message}>
            <TextInput
              type="password"
              autoComplete="new-password"
              aria-describedby={values.newPassword ? meterId : undefined}
              {...register("newPassword")}
            />
          </FormField>
          {values.newPassword ? <PasswordStrengthMeter id={meterId} password={values.newPassword} email={email} /> : null}
          <FormField label="Confirm password" error={errors.confirmPassword?.message}>
            <TextInput type="password" autoComplete="new-password" {...register("confirmPassword")} />
          </FormField>
        </fieldset>
      )}

      <div>
        <Button type="submit" disabled={!valid} loading={isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
