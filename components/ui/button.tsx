import type { ComponentPropsWithRef } from "react";
import { Spinner } from "./spinner";
import { cn } from "./cn";

// ButtonLink lives in button-link.tsx, so a plain button never ships next/link.
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
  secondary: "border border-brand-700 bg-surface text-brand-700 hover:bg-brand-50 active:bg-brand-100",
  ghost: "text-brand-700 hover:bg-brand-50 active:bg-brand-100",
  danger: "bg-danger-700 text-white hover:bg-danger-600 active:bg-danger-700",
  link: "text-brand-700 underline underline-offset-4 hover:text-brand-900",
};

// md and lg meet the 44 px touch target; sm (36 px) is for dense desktop toolbars, still above WCAG's 24 px minimum.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

/** Classes of a button, for the rare element that must look like one without being a Button or ButtonLink. */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false }: ButtonStyle = {}): string {
  return cn(
    "inline-flex select-none items-center justify-center gap-2 rounded-md font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    variant === "link" ? "min-h-6 px-0 text-sm" : sizes[size],
    variants[variant],
    fullWidth && "w-full",
  );
}

type ButtonProps = ComponentPropsWithRef<"button"> &
  ButtonStyle & {
    /**
     * Shows a spinner, sets aria-busy and ignores clicks (so a form is not submitted twice). The button stays
     * focusable (aria-disabled, not disabled): Chromium moves focus off a disabled button to the page body, so a
     * keyboard user would lose their place, and a dialog it opens would have nothing to give focus back to.
     */
    loading?: boolean;
  };

/** A <button>, type="button" unless you say type="submit". */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = "button",
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={(loading && !disabled) || undefined}
      aria-busy={loading || undefined}
      // preventDefault also stops a submit button (and Enter in the form's fields) from submitting again.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
