import type { ComponentPropsWithoutRef } from "react";
import { cn } from "./cn";

/** Content for screen readers only (e.g. a label the layout makes obvious, or "opens in a new tab"). */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<"span">) {
  return <span className={cn("sr-only", className)} {...props} />;
}
