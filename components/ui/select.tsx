"use client";

import type { ComponentPropsWithRef } from "react";
import { useFieldControlProps } from "./form-field";
import { inputClasses } from "./text-input";
import { cn } from "./cn";

type SelectProps = ComponentPropsWithRef<"select"> & {
  /** First, empty option (value ""), e.g. "Select marital status". */
  placeholder?: string;
};

/** Native select (best keyboard, screen-reader and mobile support); pass <option> children; spread `register(...)`. */
export function Select({ className, placeholder, children, ...props }: SelectProps) {
  const control = useFieldControlProps(props);
  return (
    <div className="relative">
      <select {...props} {...control} className={cn(inputClasses, "appearance-none pr-10", className)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted"
      >
        <path
          fillRule="evenodd"
          d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
}
