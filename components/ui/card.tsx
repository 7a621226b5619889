import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cn } from "./cn";

type CardProps<T extends ElementType> = { as?: T } & Omit<ComponentPropsWithoutRef<T>, "as">;

/** A white panel with a border; `as="section"` (with a heading inside) when it is a region of its own. */
export function Card<T extends ElementType = "div">({ as, className, ...props }: CardProps<T>) {
  const Component: ElementType = as ?? "div";
  return <Component className={cn("rounded-xl border border-border bg-surface p-6 shadow-sm", className)} {...props} />;
}
