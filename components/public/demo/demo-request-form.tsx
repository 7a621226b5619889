"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { preferredTimeOptions } from "@/lib/demo-requests/demo-request-options";
import { graphqlString } from "@/lib/graphql/client/graphql-string";
import { sendMutation } from "@/lib/graphql/client/send-mutation";
import { siteConfig } from "@/lib/site-config";

const REQUEST_DEMO = graphqlString(`mutation RequestDemo($input: RequestDemoInput!) {
  requestDemo(input: $input) { didRequest error fieldErrors { field message } }
}`);

type Field = "name" | "workEmail" | "company" | "employeeCount" | "preferredTime";

const UNREACHABLE_MESSAGE = `We could not reach our server. Check your connection and try again, or write to ${siteConfig.infoEmail}.`;

function readInput(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: Field) => String(data.get(name) ?? "");
  const count = Number(text("employeeCount").trim());
  return {
    name: text("name"),
    workEmail: text("workEmail"),
    company: text("company"),
    // Anything that is not a whole number goes as null: the server answers with the field's message.
    employeeCount: text("employeeCount").trim() !== "" && Number.isSafeInteger(count) ? count : null,
    preferredTime: text("preferredTime"),
  };
}

/**
 * The built-in Request a Demo form. The server checks it with the one schema (lib/demo-requests) and answers with
 * every field's message; the form shows them by their fields, keeps what was typed, and focuses the first problem.
 * No form library or schema code ships to the browser: this page must stay light (npm run bench:site).
 */
export function DemoRequestForm() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const input = readInput(form);
    setPending(true);
    setFormError(null);
    const payload = await sendMutation(REQUEST_DEMO, { input }, "requestDemo").catch(() => null);
    setPending(false);
    if (!payload) {
      setFormError(UNREACHABLE_MESSAGE);
      return;
    }
    if (payload.didRequest) {
      setSentTo(input.workEmail.trim());
      return;
    }
    const fieldErrors = Object.fromEntries(payload.fieldErrors.map(({ field, message }) => [field, message]));
    setErrors(fieldErrors);
    if (payload.fieldErrors.length === 0) setFormError(payload.error);
    const first = payload.fieldErrors[0]?.field;
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  /** A field's message goes as soon as the visitor changes it. */
  function clearError(field: Field) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

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
      <FormField label="Name" error={errors.name} required>
        <TextInput name="name" autoComplete="name" maxLength={100} onChange={() => clearError("name")} />
      </FormField>
      <FormField label="Work email" error={errors.workEmail} required>
        <TextInput
          name="workEmail"
          type="email"
          autoComplete="email"
          maxLength={254}
          onChange={() => clearError("workEmail")}
        />
      </FormField>
      <FormField label="Company" error={errors.company} required>
        <TextInput name="company" autoComplete="organization" maxLength={200} onChange={() => clearError("company")} />
      </FormField>
      <FormField label="Number of employees" error={errors.employeeCount} required>
        <TextInput
          name="employeeCount"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          onChange={() => clearError("employeeCount")}
        />
      </FormField>
      <FormField label="Preferred time" error={errors.preferredTime} required>
        <Select name="preferredTime" defaultValue={preferredTimeOptions[0]} onChange={() => clearError("preferredTime")}>
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
      <Button type="submit" size="lg" loading={pending} fullWidth>
        Request a Demo
      </Button>
    </form>
  );
}
