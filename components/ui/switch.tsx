"use client";

import { useId } from "react";
import { cn } from "./cn";

/**
 * An on/off switch (role "switch", WAI-ARIA's pattern): a button that says its state as checked, with its label and
 * its state in words beside it, so the state is never told by colour or position alone.
 */
export function Switch({
  label,
  checked,
  onChange,
  disabled,
  busy,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A change is under way: the switch ignores presses and says so. */
  busy?: boolean;
  className?: string;
}) {
  const labelId = useId();
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => !busy && onChange(!checked)}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
          "disabled:cursor-not-allowed disabled:opacity-60",
          checked ? "bg-brand-700" : "bg-slate-500",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", checked ? "translate-x-6" : "translate-x-0.5")}
        />
      </button>
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <span className="text-sm text-muted" aria-hidden="true">
        {checked ? "On" : "Off"}
      </span>
    </div>
  );
}
