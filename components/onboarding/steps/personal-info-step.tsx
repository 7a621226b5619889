"use client";

import { Controller, useForm } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { DateInput } from "@/components/ui/date-input";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { WizardFrame } from "@/components/ui/wizard-frame";
import type { PersonalInfoFormValues } from "@/lib/onboarding/forms/personal-info-form";
import { GENDER_OPTIONS, isoToUsDate, RACE_OPTIONS } from "@/lib/onboarding/forms/personal-info-options";
import { LiveMessage } from "../live-message";
import { SAVE_ERROR_MESSAGE, UPDATE_CUSTOMER_PERSONAL_INFO, type CustomerData } from "../onboarding-operations";
import type { StepProps } from "../step-frame";

const FIELDS = ["firstName", "lastName", "birthday", "gender", "race", "zipCode"] as const;
const SERVER_MESSAGES: Record<string, string> = {
  "Missing first name": "Please enter your first name.",
  "Missing last name": "Please enter your last name.",
};

/** Options for a stored value that is not in the list still show it, so saving again does not lose it. */
function withStored(options: readonly string[], stored: string | null): string[] {
  return stored && !options.includes(stored) ? [...options, stored] : [...options];
}

/** Step 2, personal information (spec 000 §2.10, §7): names, birthday, gender, race and ZIP code. */
export function PersonalInfoStep({
  frame,
  onDone,
  customer,
  onSaved,
}: StepProps & { customer: CustomerData; onSaved: (customer: CustomerData) => void }) {
  const client = useClient();
  const { toast } = useToast();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PersonalInfoFormValues>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/onboarding/forms/personal-info-form").then((m) => m.personalInfoFormSchema),
    ),
    mode: "onTouched",
    defaultValues: {
      firstName: customer.user.firstName,
      lastName: customer.user.lastName,
      birthday: isoToUsDate(customer.birthday),
      gender: customer.gender ?? "",
      race: customer.race ?? "",
      zipCode: customer.postalCode ?? "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await client
      .mutation(UPDATE_CUSTOMER_PERSONAL_INFO, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthday: values.birthday.trim() || null,
        gender: values.gender || null,
        race: values.race || null,
        zipCode: values.zipCode.trim() || null,
      })
      .toPromise();
    const payload = result.data?.updateCustomerPersonalInfo;
    if (!payload?.customer) {
      const field = FIELDS.find((name) => name === payload?.errorField);
      if (payload?.error && field) setError(field, { message: SERVER_MESSAGES[payload.error] ?? payload.error }, { shouldFocus: true });
      else toast({ message: SAVE_ERROR_MESSAGE, theme: "error" });
      return;
    }
    onSaved(payload.customer);
    await onDone();
  });

  const firstError = FIELDS.map((name) => errors[name]?.message).find(Boolean);
  return (
    <WizardFrame
      {...frame}
      title="Personal information"
      description={<p>A few details help us tailor your insights.</p>}
      onSubmit={onSubmit}
      nextLoading={isSubmitting}
    >
      <LiveMessage message={firstError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message} required>
          <TextInput autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message} required>
          <TextInput autoComplete="family-name" {...register("lastName")} />
        </FormField>
        <FormField label="Birthday" error={errors.birthday?.message}>
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => <DateInput autoComplete="bday" {...field} />}
          />
        </FormField>
        <FormField label="ZIP code" error={errors.zipCode?.message}>
          <TextInput inputMode="numeric" autoComplete="postal-code" maxLength={10} {...register("zipCode")} />
        </FormField>
        <FormField label="Gender">
          <Select placeholder="Select gender" {...register("gender")}>
            {withStored(GENDER_OPTIONS, customer.gender).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Race">
          <Select placeholder="Select race" {...register("race")}>
            {withStored(RACE_OPTIONS, customer.race).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </WizardFrame>
  );
}
