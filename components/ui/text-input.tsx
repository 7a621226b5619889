"use client";

import type { ComponentPropsWithRef } from "react";
import { useFieldControlProps } from "./form-field";
import { cn } from "./cn";

/** Shared look of single-line fields; 16 px text so iOS does not zoom, 44 px tall, a 3:1 border. */
export const inputClasses =
  "block min-h-11 w-full rounded-md border border-subtle bg-surface px-3 py-2 text-base text-ink " +
  "placeholder:text-subtle aria-[invalid=true]:border-danger-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger-700 " +
  "disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted";

/** Only for text-like inputs: a <select> always matches :read-only. */
export const textInputClasses = `${inputClasses} read-only:bg-canvas`;

export type TextInputProps = ComponentPropsWithRef<"input">;

/** A text input; inside <FormField> it picks up its id, description and invalid state. Spread `register(...)` onto it. */
export function TextInput({ className, type = "text", ...props }: TextInputProps) {
  const control = useFieldControlProps(props);
  return <input type={type} {...props} {...control} className={cn(textInputClasses, className)} />;
}
