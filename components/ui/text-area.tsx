"use client";

import type { ComponentPropsWithRef } from "react";
import { useFieldControlProps } from "./form-field";
import { cn } from "./cn";
import { inputClasses } from "./text-input";

/** A multi-line text field; inside <FormField> it picks up its id, description and invalid state, like TextInput. */
export function TextArea({ className, rows = 4, ...props }: ComponentPropsWithRef<"textarea">) {
  const control = useFieldControlProps(props);
  return <textarea rows={rows} {...props} {...control} className={cn(inputClasses, className)} />;
}
