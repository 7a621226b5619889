"use client";

import { createContext, useContext, useId, type ReactNode } from "react";
import { cn } from "./cn";
import { VisuallyHidden } from "./visually-hidden";

type FieldControl = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

const FieldContext = createContext<FieldControl | null>(null);

type ControlOwnProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  "aria-required"?: boolean | "true" | "false";
};

/**
 * The accessibility props a control inside a <FormField> needs: its id (for the label), aria-describedby (hint and
 * error), aria-invalid and aria-required. Props set on the control itself win; describedby ids are combined.
 */
export function useFieldControlProps(own: ControlOwnProps): ControlOwnProps {
  const field = useContext(FieldContext);
  if (!field) return {};
  const describedBy = [field.describedBy, own["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return {
    id: own.id ?? field.id,
    "aria-describedby": describedBy,
    "aria-invalid": own["aria-invalid"] ?? (field.invalid || undefined),
    "aria-required": own["aria-required"] ?? (field.required || undefined),
  };
}

type FormFieldProps = {
  label: ReactNode;
  children: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** Error message (e.g. `errors.email?.message`); marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Shows a "*" and sets aria-required on the control (not the native `required`, so the browser's own bubbles don't compete with the form's messages). */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Keeps the label for screen readers only, where the context already shows what the field is. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * Label + control + hint + error, wired for assistive technology:
 *
 *   <FormField label="Email" error={errors.email?.message} required>
 *     <TextInput type="email" autoComplete="email" {...register("email")} />
 *   </FormField>
 */
export function FormField({ label, children, hint, error, required = false, id, hideLabel, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  const labelContent = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      )}
    </>
  );

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {hideLabel ? (
        <VisuallyHidden>
          <label htmlFor={controlId}>{labelContent}</label>
        </VisuallyHidden>
      ) : (
        <label htmlFor={controlId} className="text-sm font-medium text-ink">
          {labelContent}
        </label>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>{children}</FieldContext>
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
