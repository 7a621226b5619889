import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "./cn";

type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "type"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/**
 * Native checkbox with its label beside it; the whole row (44 px) toggles it. Spread `register("remember")` onto it.
 */
export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, props["aria-describedby"]].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          id={controlId}
          {...props}
          aria-describedby={describedBy}
          aria-invalid={props["aria-invalid"] ?? (error ? true : undefined)}
          className="size-5 shrink-0 cursor-pointer rounded border-subtle accent-brand-700 disabled:cursor-not-allowed"
        />
        <label htmlFor={controlId} className="cursor-pointer py-2 text-sm text-ink">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-8 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
