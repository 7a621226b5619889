"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import {
  demoRequestSchema,
  preferredTimeOptions,
  type DemoRequestInput,
} from "@/lib/demo-requests/demo-request-schema";
import { sendMutation } from "@/lib/graphql/client/send-mutation";
import { siteConfig } from "@/lib/site-config";

const REQUEST_DEMO = `mutation RequestDemo($input: RequestDemoInput!) {
  requestDemo(input: $input) { didRequest error errorField }
}`;

type Payload = { didRequest: boolean; error: string | null; errorField: string | null };

const UNREACHABLE_MESSAGE = `We could not reach our server. Check your connection and try again, or write to ${siteConfig.infoEmail}.`;

const fieldNames = new Set<string>(["name", "workEmail", "company", "employeeCount", "preferredTime"]);

/**
 * The built-in Request a Demo form: validates as the visitor goes (the server checks the same schema), keeps every
 * value on a failure, and replaces itself with a confirmation that takes focus once the request is stored.
 */
export function DemoRequestForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DemoRequestInput>({
    resolver: zodResolver(demoRequestSchema),
    mode: "onTouched",
    defaultValues: { preferredTime: preferredTimeOptions[0] },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    let payload: Payload;
    try {
      payload = await sendMutation<Payload>(REQUEST_DEMO, { input }, "requestDemo");
    } catch {
      setFormError(UNREACHABLE_MESSAGE);
      return;
    }
    if (payload.error) {
      if (payload.errorField && fieldNames.has(payload.errorField)) {
        setError(payload.errorField as keyof DemoRequestInput, { message: payload.error }, { shouldFocus: true });
      } else {
        setFormError(payload.error);
      }
      return;
    }
    setSentTo(input.workEmail);
  });

  if (sentTo) {
    return (
      <div
        // Focus moves to the confirmation as it replaces the form, so keyboard and screen-reader users hear it.
        ref={(node) => node?.focus()}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-success-700/30 bg-success-50 p-6 focus:outline-none"
      >
        <h2 className="text-xl font-semibold text-ink">Thanks, your request is in</h2>
        <p className="mt-2 text-base leading-7 text-ink">
          We will write to <strong className="font-semibold">{sentTo}</strong> soon to find a time that works for
          you.
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="demo-form-heading" className="space-y-5">
      <h2 id="demo-form-heading" className="text-xl font-semibold text-ink">
        Tell us about your team
      </h2>
      <FormField label="Name" error={errors.name?.message} required>
        <TextInput autoComplete="name" {...register("name")} />
      </FormField>
      <FormField label="Work email" error={errors.workEmail?.message} required>
        <TextInput type="email" autoComplete="email" {...register("workEmail")} />
      </FormField>
      <FormField label="Company" error={errors.company?.message} required>
        <TextInput autoComplete="organization" {...register("company")} />
      </FormField>
      <FormField label="Number of employees" error={errors.employeeCount?.message} required>
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register("employeeCount", { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })}
        />
      </FormField>
      <FormField label="Preferred time" error={errors.preferredTime?.message} required>
        <Select {...register("preferredTime")}>
          {preferredTimeOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FormField>
      <div aria-live="polite">
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
            {formError}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
        Request a Demo
      </Button>
    </form>
  );
}
